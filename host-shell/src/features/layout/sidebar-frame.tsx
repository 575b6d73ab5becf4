import { type ComponentType, type LazyExoticComponent, Suspense, lazy } from 'react';
import { PageLoader, type SidebarChoice, sidebarForPath } from 'shared-ui';
import { RemoteSlot } from '../remotes/remote-slot';

type HostSidebar = LazyExoticComponent<ComponentType<{ onNavigate?: () => void }>>;

/**
 * The sidebars the host draws itself. Training and Resources pages are the shell's own (built
 * from settings and the shipped MDX pages), so their sidebar slots are answered here too.
 */
const HOST_SIDEBARS: Record<string, HostSidebar> = {
  settings: lazy(() => import('../settings/settings-sidebar')),
  changelogs: lazy(() => import('../changelogs/changelogs-sidebar')),
  'training-sidebar': lazy(() => import('../content-pages/training/training-sidebar')),
  'resources-sidebar': lazy(() => import('../content-pages/resources/resources-sidebar')),
};

function hostSidebarFor(choice: NonNullable<SidebarChoice>): HostSidebar | undefined {
  return HOST_SIDEBARS[choice.kind === 'slot' ? choice.slot : choice.kind];
}

/** The content of the left sidebar for a path (null when the path has none). */
export function SidebarContent({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  const choice = sidebarForPath(pathname);
  if (!choice) return null;
  const Sidebar = hostSidebarFor(choice);
  if (!Sidebar) return choice.kind === 'slot' ? <RemoteSlot slot={choice.slot} props={{ pathname, onNavigate }} /> : null;
  return (
    <Suspense fallback={<PageLoader />}>
      <Sidebar onNavigate={onNavigate} />
    </Suspense>
  );
}
