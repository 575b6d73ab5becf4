import { Center, Loader, Stack } from '@mantine/core';
import { EmptyState, LoadErrorAlert } from 'shared-ui';
import { KnowledgeDocumentCard } from '../../../components/knowledge-document-card';
import type { HelpListItem, HelpListView } from '../hooks/use-help-documents';

export interface HelpDocumentListProps {
  view: HelpListView;
  /** The list's accessible name ("Search results", "Suggested for you"). */
  label: string;
  /** What the loader says while the list loads ("Searching"). */
  loadingLabel: string;
  /** What an empty list says (the spec's texts). */
  empty: { title: string; description: string };
  onOpen: (item: HelpListItem) => void;
}

/** The drawer's documents as cards in their order, or why there are none: loading, failed (with Retry), empty. */
export function HelpDocumentList({ view, label, loadingLabel, empty, onOpen }: HelpDocumentListProps) {
  if (view.status === 'loading') {
    return (
      <Center py="md" role="status" aria-label={loadingLabel}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (view.status === 'error') {
    return <LoadErrorAlert title="The documentation could not be loaded" message={view.message} onRetry={view.retry} />;
  }
  if (view.items.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <Stack component="ul" aria-label={label} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {view.items.map((item) => (
        <li key={item.document._id}>
          <KnowledgeDocumentCard document={item.document} score={item.score} snippet={item.snippet} onOpen={() => onOpen(item)} />
        </li>
      ))}
    </Stack>
  );
}
