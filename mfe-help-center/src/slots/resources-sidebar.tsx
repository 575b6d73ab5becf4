import type { SidebarSlotProps } from 'shared-ui';
import { ResourcesMenu } from '../features/resources/components/resources-menu';

export default function ResourcesSidebar({ pathname, onNavigate }: SidebarSlotProps) {
  return <ResourcesMenu pathname={pathname} onNavigate={onNavigate} />;
}
