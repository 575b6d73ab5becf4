import type { SidebarSlotProps } from 'shared-ui';
import { BrokerMenu } from '../features/broker-menu/components/broker-menu';

/** Left sidebar of /ae-pipeline/**: the broker menu. */
export default function AeSidebar({ pathname, onNavigate }: SidebarSlotProps) {
  return <BrokerMenu pathname={pathname} onNavigate={onNavigate} />;
}
