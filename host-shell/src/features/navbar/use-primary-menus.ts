import { useFeatureFlag, useRoles, useSetting } from 'shared-ui';
import { usePortalNavigation } from '../navigation/portal-navigation';
import { settingsMenuLinks } from './settings-menu-links';
import { pageMenus, type PrimaryMenu } from './page-menus';

/** The top bar's dropdowns: the remotes' pages (Loans: Pipeline, Dashboard, …; Resources; Training), live on every settings save. */
export function usePrimaryMenus(): PrimaryMenu[] {
  const { menus } = usePortalNavigation();
  const roles = useRoles();
  const flags = useSetting('feature-flags').value;
  const helpPages = useSetting('help-pages').value.entries;
  const contentPages = useSetting('content-pages').value.entries;
  const newTrainingPages = useFeatureFlag('newTrainingPages');
  const leading = settingsMenuLinks({ helpPages, contentPages, newTrainingPages });
  return pageMenus(menus, { roles, flagOn: (flag) => flags[flag] }, leading);
}
