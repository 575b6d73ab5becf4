import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import {
  adminSectionsFor,
  composeNavigation,
  conflictMessage,
  type DeclaringRemote,
  getBus,
  PortalAdminSectionsProvider,
  type PortalNavigation,
  useRoles,
} from 'shared-ui';
import { useRemotesConfig } from '../remotes/remotes-context';
import { useRemoteModules } from '../remotes/use-remote-modules';

const EMPTY: PortalNavigation = { menus: [], sidebarSections: [], adminSections: [], conflicts: [] };
const PortalNavigationContext = createContext<PortalNavigation>(EMPTY);

/** Each refused declaration goes to the error log once per page load. */
const reported = new Set<string>();

/**
 * Composes the portal's navigation from what the loaded remotes declare (remotes.json's order: an
 * earlier remote keeps what a later one declares again) and hands it to the top bar, the sidebars,
 * the breadcrumbs and the admin pages. A remote that has not loaded, or failed to, adds nothing.
 */
export function PortalNavigationProvider({ children }: { children: ReactNode }) {
  const config = useRemotesConfig();
  const modules = useRemoteModules(config.remotes);
  const roles = useRoles();
  const navigation = useMemo(() => {
    const declaring: DeclaringRemote[] = config.remotes.flatMap((entry) => {
      const module = modules.get(entry.name);
      return module ? [{ name: entry.name, label: entry.label, module }] : [];
    });
    return composeNavigation(declaring);
  }, [config, modules]);
  const adminSections = useMemo(() => adminSectionsFor(navigation.adminSections, roles), [navigation, roles]);

  useEffect(() => {
    for (const conflict of navigation.conflicts) {
      const message = conflictMessage(conflict);
      if (reported.has(message)) continue;
      reported.add(message);
      getBus().emit('remote:load-failed', { remote: conflict.remote, lifecycle: 'declarations', message });
    }
  }, [navigation]);

  return (
    <PortalNavigationContext.Provider value={navigation}>
      <PortalAdminSectionsProvider value={adminSections}>{children}</PortalAdminSectionsProvider>
    </PortalNavigationContext.Provider>
  );
}

/** The navigation the remotes declare, as composed for this page load. */
export function usePortalNavigation(): PortalNavigation {
  return useContext(PortalNavigationContext);
}
