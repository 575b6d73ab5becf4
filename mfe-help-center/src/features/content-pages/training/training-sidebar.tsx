import type { SidebarSlotProps } from 'shared-ui';
import { SectionSidebar } from '../section-sidebar';

/** The `training-sidebar` slot: the Training side menu of /training/**. */
export default function TrainingSidebar({ pathname, onNavigate }: SidebarSlotProps) {
  return <SectionSidebar menu="Training" pathname={pathname} onNavigate={onNavigate} />;
}
