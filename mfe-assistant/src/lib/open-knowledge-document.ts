import { getBus, linkTo } from 'shared-ui';

/** Asks the host to show a knowledge document in the help center's viewer (`/knowledge/document/{id}`). */
export function openKnowledgeDocument(documentId: string): void {
  getBus().emit('host:navigate', { to: linkTo('knowledgeDocument', { id: documentId }) });
}
