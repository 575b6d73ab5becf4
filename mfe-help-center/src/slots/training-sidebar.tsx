import type { SidebarSlotProps } from 'shared-ui';
import { TrainingMenu } from '../features/training/components/training-menu';

export default function TrainingSidebar({ pathname, onNavigate }: SidebarSlotProps) {
  return <TrainingMenu pathname={pathname} onNavigate={onNavigate} />;
}
