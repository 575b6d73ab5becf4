import { Anchor, Center, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadErrorAlert } from 'shared-ui';
import { usePdfObjectUrl } from '../../hooks/use-pdf-object-url';
import { VIEWER_TEXTS } from '../../state/viewer-texts';
import type { DocumentBodyProps } from './document-body-props';
import { NotAvailable } from './not-available';

const FRAME_STYLE = { width: '100%', height: '70vh', border: 0 } as const;

function PdfFrame({ title, downloadUrl, fileName }: { title: string; downloadUrl: string; fileName: string }) {
  const [attempt, setAttempt] = useState(0);
  const source = usePdfObjectUrl(downloadUrl, attempt);
  if (source.status === 'loading') {
    return (
      <Center mih={240}>
        <Text c="dimmed" role="status">
          {VIEWER_TEXTS.pdfLoading}
        </Text>
      </Center>
    );
  }
  if (source.status === 'error') {
    return <LoadErrorAlert title={VIEWER_TEXTS.pdfError} retryLabel="Try again" onRetry={() => setAttempt((value) => value + 1)} />;
  }
  return (
    <Stack gap="xs">
      <iframe src={source.url} title={title} style={FRAME_STYLE} />
      <Anchor href={source.url} download={fileName} size="sm">
        Download {fileName}
      </Anchor>
    </Stack>
  );
}

/**
 * A PDF: framed in the browser's own PDF viewer, with a download link. A component of its own so
 * that a pdf.js viewer (as the loan documents use) can replace it without touching the others.
 */
export function PdfBody({ document }: DocumentBodyProps) {
  if (!document.downloadUrl) return <NotAvailable status={document.status} />;
  const fileName = document.originalFilename ?? `${document.slug || document._id}.pdf`;
  return <PdfFrame key={document.downloadUrl} title={document.title} downloadUrl={document.downloadUrl} fileName={fileName} />;
}
