import { Anchor, Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import { fittedPdfPageWidth, PagedPdfView } from 'shared-ui/pdf';
import { usePdfObjectUrl } from '../../hooks/use-pdf-object-url';
import { VIEWER_TEXTS } from '../../state/viewer-texts';
import type { DocumentBodyProps } from './document-body-props';
import { NotAvailable } from './not-available';

function KnowledgePdf({ downloadUrl, fileName }: { downloadUrl: string; fileName: string }) {
  const [attempt, setAttempt] = useState(0);
  const source = usePdfObjectUrl(downloadUrl, attempt);
  const { ref, width } = useElementSize<HTMLDivElement>();
  // The browser's own viewer and the file itself stay a way out (printing, searching the text).
  const waysOut =
    source.status === 'ready' ? (
      <>
        <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="sm">
          {VIEWER_TEXTS.openInNewWindow}
        </Anchor>
        <Anchor href={source.url} download={fileName} size="sm">
          Download {fileName}
        </Anchor>
      </>
    ) : undefined;
  return (
    <Box ref={ref}>
      <PagedPdfView
        source={source}
        pageWidth={fittedPdfPageWidth(width)}
        onRetry={() => setAttempt((value) => value + 1)}
        actions={waysOut}
      />
    </Box>
  );
}

/**
 * A PDF: fetched with the session (its bytes are under `/api`), then drawn page by page by pdf.js
 * in the portal's PDF view, as the loan documents are; with links to open it in the browser's
 * own viewer and to download it.
 */
export function PdfBody({ document }: DocumentBodyProps) {
  if (!document.downloadUrl) return <NotAvailable status={document.status} />;
  const fileName = document.originalFilename ?? `${document.slug || document._id}.pdf`;
  return <KnowledgePdf key={document.downloadUrl} downloadUrl={document.downloadUrl} fileName={fileName} />;
}
