import { Modal } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useGetKnowledgeDocumentQuery } from '../api/get-knowledge-document';
import { useRefetchOnDocumentUpdate } from '../hooks/use-refetch-on-document-update';
import { DocumentQueryStatus, shownDocument } from './document-query-status';
import { DocumentView } from './document-view';

/** The viewer's width: wide enough for a PDF page, as the loan documents' viewer. */
const VIEWER_WIDTH = 800;

function ViewerDialog({ initialDocumentId, onClose }: { initialDocumentId: string; onClose: () => void }) {
  const [documentId, setDocumentId] = useState(initialDocumentId);
  const query = useGetKnowledgeDocumentQuery(documentId);
  useRefetchOnDocumentUpdate(documentId, query.refetch);
  const document = shownDocument(query);

  // A related document replaces the one shown, and the button that opened it with it: the
  // reader's focus moves to the new title instead of being lost.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const opened = useRef(initialDocumentId);
  useEffect(() => {
    if (opened.current !== documentId) titleRef.current?.focus();
    opened.current = documentId;
  }, [documentId]);

  return (
    <>
      <Modal.Header>
        <Modal.Title ref={titleRef} tabIndex={-1} fw={700}>
          {document?.title ?? 'Document'}
        </Modal.Title>
        <Modal.CloseButton aria-label="Close" />
      </Modal.Header>
      <Modal.Body>
        {document ? (
          <DocumentView document={document} headingLevel={3} onOpenDocument={setDocumentId} onFollowLink={onClose} />
        ) : (
          <DocumentQueryStatus query={query} />
        )}
      </Modal.Body>
    </>
  );
}

export interface DocumentViewerModalProps {
  /** The document to show; null keeps the viewer closed. */
  documentId: string | null;
  onClose: () => void;
}

/**
 * The document viewer as a dialog named by the document's title, opened from a card (help drawer,
 * /knowledge). Related documents open in it; closing returns focus to what opened it.
 */
export function DocumentViewerModal({ documentId, onClose }: DocumentViewerModalProps) {
  return (
    <Modal.Root opened={documentId !== null} onClose={onClose} size={VIEWER_WIDTH}>
      <Modal.Overlay />
      <Modal.Content>
        {documentId !== null && <ViewerDialog key={documentId} initialDocumentId={documentId} onClose={onClose} />}
      </Modal.Content>
    </Modal.Root>
  );
}
