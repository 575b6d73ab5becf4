import { useMemo } from 'react';
import { useRoles } from 'shared-ui';
import type { PrimaryMenu } from '../content-pages/content-menus';
import { useContentMenus } from '../content-pages/use-content-menus';
import { useRemotesConfig } from '../remotes/remotes-context';
import { useRemoteModules } from '../remotes/use-remote-modules';
import { pageMenus } from './page-menus';

/** The top bar's dropdowns: the remotes' pages (Loans: Pipeline, Dashboard, Quick Pricer, …), then Resources and Training. */
export function usePrimaryMenus(): PrimaryMenu[] {
  const config = useRemotesConfig();
  const roles = useRoles();
  const pageOwners = useMemo(() => config.remotes.filter((entry) => entry.routes.length > 0), [config]);
  const modules = useRemoteModules(pageOwners);
  const contentMenus = useContentMenus();
  return [...pageMenus(pageOwners, modules, roles), ...contentMenus];
}
