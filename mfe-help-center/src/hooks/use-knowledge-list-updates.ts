import { api, useAppDispatch, useBusEvent } from 'shared-ui';
import { KNOWLEDGE_LIST_TAG } from '../api/knowledge-cache-tags';

/**
 * Keeps the knowledge lists on screen (suggestions, hydrated search results, topics and their
 * documents) current: a document published, changed or archived anywhere refreshes them, so a
 * reader never opens a document that was just withdrawn from a stale list.
 */
export function useKnowledgeListUpdates(): void {
  const dispatch = useAppDispatch();
  useBusEvent('socket:knowledge-document-update', () => {
    dispatch(api.util.invalidateTags([KNOWLEDGE_LIST_TAG]));
  });
}
