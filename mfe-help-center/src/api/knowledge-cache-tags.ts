/**
 * Cache tags of the knowledge base (the portal's `Knowledge` tag type). A document's own tag is
 * its id; every list and count carries the list tag, so a `knowledge-document-update` (a document
 * published, changed or archived) refreshes the lists on screen as well as that document.
 */
export const KNOWLEDGE_LIST_TAG = { type: 'Knowledge' as const, id: 'LIST' };

export function knowledgeDocumentTag(documentId: string) {
  return { type: 'Knowledge' as const, id: documentId };
}
