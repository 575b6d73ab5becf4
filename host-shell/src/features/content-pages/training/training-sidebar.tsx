import { SectionSidebar } from '../section-sidebar';

export default function TrainingSidebar({ onNavigate }: { onNavigate?: () => void }) {
  return <SectionSidebar menu="Training" onNavigate={onNavigate} />;
}
