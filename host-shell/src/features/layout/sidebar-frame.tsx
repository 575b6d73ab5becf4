import { Suspense, lazy } from 'react';
import { PageLoader, pathHasPrefix } from 'shared-ui';
import { DeclaredSidebar, useSidebarBlocks } from '../navigation/declared-sidebar';

/** The host's own sidebar: the account settings menu of /settings/**. */
const SettingsSidebar = lazy(() => import('../settings/settings-sidebar'));

/** The host's own area (`/settings/:page`, see `linkTo('accountSettings')`). */
const isAccountSettings = (pathname: string) => pathHasPrefix(pathname, '/settings');

/** Whether a path has a left sidebar: the host's own, or one the remotes declare. */
export function useHasSidebar(pathname: string): boolean {
  const blocks = useSidebarBlocks(pathname);
  return isAccountSettings(pathname) || blocks.length > 0;
}

/** The content of the left sidebar for a path (nothing when the path has none). */
export function SidebarContent({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  const blocks = useSidebarBlocks(pathname);
  if (isAccountSettings(pathname)) {
    return (
      <Suspense fallback={<PageLoader />}>
        <SettingsSidebar onNavigate={onNavigate} />
      </Suspense>
    );
  }
  return <DeclaredSidebar blocks={blocks} pathname={pathname} onNavigate={onNavigate} />;
}
