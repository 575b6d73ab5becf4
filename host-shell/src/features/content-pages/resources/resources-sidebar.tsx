import { SectionSidebar } from '../section-sidebar';

export default function ResourcesSidebar({ onNavigate }: { onNavigate?: () => void }) {
  return <SectionSidebar menu="Resources" onNavigate={onNavigate} />;
}
