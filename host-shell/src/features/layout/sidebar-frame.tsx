import { Suspense, lazy } from 'react';
import { PageLoader, sidebarForPath } from 'shared-ui';
import { RemoteSlot } from '../remotes/remote-slot';

const SettingsSidebar = lazy(() => import('../settings/settings-sidebar'));
const ChangelogsSidebar = lazy(() => import('../changelogs/changelogs-sidebar'));

/** The content of the left sidebar for a path (null when the path has none). */
export function SidebarContent({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  const choice = sidebarForPath(pathname);
  if (!choice) return null;
  if (choice.kind === 'slot') return <RemoteSlot slot={choice.slot} props={{ pathname, onNavigate }} />;
  return (
    <Suspense fallback={<PageLoader />}>
      {choice.kind === 'settings' ? <SettingsSidebar onNavigate={onNavigate} /> : <ChangelogsSidebar onNavigate={onNavigate} />}
    </Suspense>
  );
}
