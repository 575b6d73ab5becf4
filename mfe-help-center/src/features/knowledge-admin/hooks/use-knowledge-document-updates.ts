import { api, useAppDispatch, useBusEvent } from 'shared-ui';
import { changedDocumentTags } from '../api/knowledge-admin-tags';

/**
 * Keeps the knowledge administration live: services announce every document added, changed,
 * processed or archived (`knowledge-document-update`, republished on the bus), and the lists,
 * counts, that document and its audit are read again. So a PDF uploaded as `processing` turns
 * `published` (or `failed`) on screen when its text has been extracted, and another
 * administrator's change shows without a reload.
 */
export function useKnowledgeDocumentUpdates(): void {
  const dispatch = useAppDispatch();
  useBusEvent('socket:knowledge-document-update', ({ documentId }) => {
    dispatch(api.util.invalidateTags(changedDocumentTags(documentId)));
  });
}
