import { CopyLinkButton, linkTo } from 'shared-ui';

/** The address of a document's page, to share. */
export function documentShareLink(documentId: string, origin = window.location.origin): string {
  return `${origin}${linkTo('knowledgeDocument', { id: documentId })}`;
}

/** Copies the link to the document's page; a check mark confirms it for 2 seconds. */
export function DocumentLinkButton({ documentId }: { documentId: string }) {
  return <CopyLinkButton link={documentShareLink(documentId)} />;
}
