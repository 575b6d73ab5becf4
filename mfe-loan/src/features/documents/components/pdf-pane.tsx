import { Button, Center, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Document, Page } from 'react-pdf';
import type { LoanAttachment } from 'shared-rules';
import { LoadErrorAlert } from 'shared-ui';
import { useSignedPdfUrl } from '../hooks/use-signed-pdf';
import { PDF_ERROR_TEXT, PDF_LOADING_TEXT, REJECTED_WATERMARK } from '../state/viewer-texts';
import './pdf-worker';

function Waiting() {
  return (
    <Center mih={240}>
      <Text c="dimmed" role="status">
        {PDF_LOADING_TEXT}
      </Text>
    </Center>
  );
}

export interface PdfPaneProps {
  loanId: string;
  attachment: LoanAttachment;
  /** The page is drawn this wide. */
  pageWidth: number;
  onDownload: (attachment: LoanAttachment) => void;
  /** Names the page controls when two documents are side by side. */
  labelled: boolean;
}

/**
 * One PDF of the viewer: "Please wait..." while its signed item is fetched (watermarked REJECTED
 * when the lender rejected it), then its pages one at a time, drawn by pdf.js in its worker.
 */
export function PdfPane({ loanId, attachment, pageWidth, onDownload, labelled }: PdfPaneProps) {
  const [attempt, setAttempt] = useState(0);
  const content = useSignedPdfUrl(loanId, attachment.id, attachment.rejection ? REJECTED_WATERMARK : null, attempt);
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [renderFailed, setRenderFailed] = useState(false);
  const of = labelled ? ` of ${attachment.title}` : '';

  const retry = () => {
    setRenderFailed(false);
    setPageCount(null);
    setPageNumber(1);
    setAttempt((value) => value + 1);
  };
  const failure = <LoadErrorAlert title={PDF_ERROR_TEXT} retryLabel="Try again" onRetry={retry} />;

  return (
    <Stack gap="sm" aria-label={labelled ? attachment.title : undefined} role={labelled ? 'group' : undefined}>
      {labelled && (
        <Text fw={600} size="sm" truncate>
          {attachment.title}
        </Text>
      )}
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
              width={pageWidth}
              renderTextLayer={false}
              renderAnnotationLayer={false}
              loading={<Waiting />}
              onRenderError={() => setRenderFailed(true)}
            />
          </Document>
          {pageCount !== null && (
            <Group justify="space-between">
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  disabled={pageNumber <= 1}
                  onClick={() => setPageNumber((page) => page - 1)}
                  aria-label={`Previous page${of}`}
                >
                  Previous page
                </Button>
                <Text size="sm" aria-live="polite">
                  Page {pageNumber} of {pageCount}
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  disabled={pageNumber >= pageCount}
                  onClick={() => setPageNumber((page) => page + 1)}
                  aria-label={`Next page${of}`}
                >
                  Next page
                </Button>
              </Group>
              <Button size="xs" variant="light" onClick={() => onDownload(attachment)} aria-label={`Download${of}`}>
                Download
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
