import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Document, Page } from 'react-pdf';
import { LoadErrorAlert } from 'shared-ui';
import type { PagedPdfViewProps } from './paged-pdf-view-props';
import { PdfWaiting } from './pdf-waiting';
import { PDF_ERROR_TEXT } from './viewer-spec';
import './pdf-worker';

function PdfLoadError({ onRetry }: { onRetry: () => void }) {
  return <LoadErrorAlert title={PDF_ERROR_TEXT} retryLabel="Try again" onRetry={onRetry} />;
}

type DrawnPagesProps = Omit<PagedPdfViewProps, 'source'> & { url: string };

/** One file's pages, one at a time; its own state starts over with a new file (keyed by its URL). */
function DrawnPages({ url, pageWidth, onRetry, label, actions }: DrawnPagesProps) {
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [failed, setFailed] = useState(false);
  const of = label ? ` of ${label}` : '';

  // Drawing again needs the Document mounted anew: it is not rendered while the error shows.
  const retry = () => {
    setFailed(false);
    setPageCount(null);
    setPageNumber(1);
    onRetry();
  };
  const failure = <PdfLoadError onRetry={retry} />;

  if (failed) {
    // The bytes are at hand even though pdf.js cannot draw them: the other ways to the file stay.
    return (
      <Stack gap="sm">
        {failure}
        {actions !== undefined && <Group gap="xs">{actions}</Group>}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Document
        file={url}
        loading={<PdfWaiting />}
        error={failure}
        onLoadSuccess={({ numPages }) => setPageCount(numPages)}
        onLoadError={() => setFailed(true)}
      >
        <Page
          pageNumber={pageNumber}
          width={pageWidth}
          renderTextLayer={false}
          renderAnnotationLayer={false}
          loading={<PdfWaiting />}
          onLoadError={() => setFailed(true)}
          onRenderError={() => setFailed(true)}
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
          {actions !== undefined && <Group gap="xs">{actions}</Group>}
        </Group>
      )}
    </Stack>
  );
}

/**
 * A PDF page by page, drawn by pdf.js in its worker: "Please wait..." while it is fetched and
 * drawn, the specification's error with "Try again" when either fails, then Previous page / Next
 * page with "Page N of M" announced politely. Loaded on demand by `PagedPdfView`.
 */
export function PdfPages({ source, ...view }: PagedPdfViewProps) {
  if (source.status === 'loading') return <PdfWaiting />;
  if (source.status === 'error') return <PdfLoadError onRetry={view.onRetry} />;
  return <DrawnPages key={source.url} url={source.url} {...view} />;
}
