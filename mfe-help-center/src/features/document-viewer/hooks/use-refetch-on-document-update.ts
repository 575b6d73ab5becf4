import { useBusEvent } from 'shared-ui';

/**
 * Reads the open document again when services say it changed (`knowledge-document-update`): an
 * edit, its PDF processed, or it withdrawn. While no document is shown (not found yet, failed),
 * any update may be the one that publishes it, so every update reads again.
 */
export function useRefetchOnDocumentUpdate(openDocumentId: string | null, refetch: () => void): void {
  useBusEvent('socket:knowledge-document-update', ({ documentId }) => {
    if (openDocumentId === null || documentId === openDocumentId) refetch();
  });
}
