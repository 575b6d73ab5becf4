import { useFeatureFlag, useRoles, useSetting } from 'shared-ui';
import { buildPrimaryMenus, type PrimaryMenu } from './content-menus';

/** The Resources and Training menus as the saved settings and flags make them (live on every save). */
export function useContentMenus(): PrimaryMenu[] {
  const helpPages = useSetting('help-pages').value.entries;
  const contentPages = useSetting('content-pages').value.entries;
  const knowledgeBase = useFeatureFlag('knowledgeBase');
  const newTrainingPages = useFeatureFlag('newTrainingPages');
  const { isAdmin } = useRoles();
  return buildPrimaryMenus({ helpPages, contentPages, knowledgeBase, newTrainingPages, isAdmin });
}
