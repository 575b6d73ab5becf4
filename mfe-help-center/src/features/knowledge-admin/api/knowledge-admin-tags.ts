/**
 * Cache tags of the knowledge administration, in the portal's `Knowledge` tag type. A write to a
 * document makes the editors' list, the taxonomy counts, that document and its audit stale; a
 * `knowledge-document-update` from services does the same (see use-knowledge-document-updates).
 */
export const ADMIN_DOCUMENT_LIST_TAG = { type: 'Knowledge' as const, id: 'ADMIN-LIST' };
export const ADMIN_TAXONOMY_TAG = { type: 'Knowledge' as const, id: 'ADMIN-TAXONOMY' };

/** The tag of one document's whole record (the help center's viewer reads the same id). */
export function documentTag(documentId: string) {
  return { type: 'Knowledge' as const, id: documentId };
}

export function auditTag(documentId: string) {
  return { type: 'Knowledge' as const, id: `AUDIT-${documentId}` };
}

/** Everything a change to `documentId` (or to an unknown document, for a new one) makes stale. */
export function changedDocumentTags(documentId?: string) {
  return [ADMIN_DOCUMENT_LIST_TAG, ADMIN_TAXONOMY_TAG, ...(documentId ? [documentTag(documentId), auditTag(documentId)] : [])];
}
