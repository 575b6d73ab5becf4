import type { SidebarSlotProps } from 'shared-ui';
import { SectionSidebar } from '../section-sidebar';

/** The `resources-sidebar` slot: the Resources side menu of /resources/**. */
export default function ResourcesSidebar({ pathname, onNavigate }: SidebarSlotProps) {
  return <SectionSidebar menu="Resources" pathname={pathname} onNavigate={onNavigate} />;
}
