import { Button, Center, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Document, Page } from 'react-pdf';
import type { LoanAttachment } from 'shared-rules';
import { useAttachmentObjectUrl } from '../hooks/use-attachment-content';
import { PDF_ERROR_TEXT, PDF_LOADING_TEXT, PDF_VIEWER_WIDTH } from '../state/viewer-texts';
import './pdf-worker';
import { LoadErrorAlert } from 'shared-ui';

/** The page is drawn to the modal's width less its padding. */
const PAGE_WIDTH = PDF_VIEWER_WIDTH - 64;

export interface PdfViewerModalProps {
  loanId: string;
  attachment: LoanAttachment;
  onClose: () => void;
  onDownload: (attachment: LoanAttachment) => void;
}

function Waiting() {
  return (
    <Center mih={240}>
      <Text c="dimmed" role="status">
        {PDF_LOADING_TEXT}
      </Text>
    </Center>
  );
}

/**
 * Spec: PDF viewer modal for loan documents. The bytes are fetched with the bearer token and shown
 * from a local blob URL; the page is drawn by pdf.js in its worker.
 */
export default function PdfViewerModal({ loanId, attachment, onClose, onDownload }: PdfViewerModalProps) {
  const [attempt, setAttempt] = useState(0);
  const content = useAttachmentObjectUrl(loanId, attachment.id, attempt);
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [renderFailed, setRenderFailed] = useState(false);

  const retry = () => {
    setRenderFailed(false);
    setPageCount(null);
    setPageNumber(1);
    setAttempt((value) => value + 1);
  };

  const failure = <LoadErrorAlert title={PDF_ERROR_TEXT} retryLabel="Try again" onRetry={retry} />;

  return (
    <Modal opened onClose={onClose} size={PDF_VIEWER_WIDTH} title={attachment.title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        {content.status === 'loading' && <Waiting />}
        {(content.status === 'error' || renderFailed) && failure}
        {content.status === 'ready' && !renderFailed && (
          <>
            <Document
              file={content.url}
              loading={<Waiting />}
              error={failure}
              onLoadSuccess={({ numPages }) => setPageCount(numPages)}
              onLoadError={() => setRenderFailed(true)}
            >
              <Page
                pageNumber={pageNumber}
                width={PAGE_WIDTH}
                renderTextLayer={false}
                renderAnnotationLayer={false}
                loading={<Waiting />}
                onRenderError={() => setRenderFailed(true)}
              />
            </Document>
            {pageCount !== null && (
              <Group justify="space-between">
                <Group gap="xs">
                  <Button size="xs" variant="default" disabled={pageNumber <= 1} onClick={() => setPageNumber((page) => page - 1)}>
                    Previous page
                  </Button>
                  <Text size="sm" aria-live="polite">
                    Page {pageNumber} of {pageCount}
                  </Text>
                  <Button size="xs" variant="default" disabled={pageNumber >= pageCount} onClick={() => setPageNumber((page) => page + 1)}>
                    Next page
                  </Button>
                </Group>
                <Button size="xs" variant="light" onClick={() => onDownload(attachment)}>
                  Download
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
