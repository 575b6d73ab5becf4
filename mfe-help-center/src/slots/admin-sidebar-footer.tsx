import type { SidebarSlotProps } from 'shared-ui';
import { AdminTrainingNotice } from '../features/admin-training/admin-training-notice';

/** The `admin-sidebar-footer` slot: below the admin menu, the admin training until the administrator hides it. */
export default function AdminSidebarFooter({ onNavigate }: SidebarSlotProps) {
  return <AdminTrainingNotice onNavigate={onNavigate} />;
}
