import type { SidebarSlotProps } from 'shared-ui';
import { AdminMenu } from '../features/admin-menu/components/admin-menu';

/** Left sidebar of /admin/**: the admin menu groups. */
export default function AdminSidebar({ pathname, onNavigate }: SidebarSlotProps) {
  return <AdminMenu pathname={pathname} onNavigate={onNavigate} />;
}
