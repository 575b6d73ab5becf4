import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { LoanAttachment } from 'shared-rules';
import { PagedPdfView } from 'shared-ui/pdf';
import { useSignedPdfUrl } from '../hooks/use-signed-pdf';
import { REJECTED_WATERMARK } from '../state/viewer-texts';

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
 * One PDF of the loan documents' viewer: its signed item fetched (watermarked REJECTED when the
 * lender rejected it), then its pages one at a time in the portal's PDF view, with Download.
 */
export function PdfPane({ loanId, attachment, pageWidth, onDownload, labelled }: PdfPaneProps) {
  const [attempt, setAttempt] = useState(0);
  const content = useSignedPdfUrl(loanId, attachment.id, attachment.rejection ? REJECTED_WATERMARK : null, attempt);
  const label = labelled ? attachment.title : undefined;

  return (
    <Stack gap="sm" aria-label={label} role={labelled ? 'group' : undefined}>
      {labelled && (
        <Text fw={600} size="sm" truncate>
          {attachment.title}
        </Text>
      )}
      <PagedPdfView
        source={content}
        pageWidth={pageWidth}
        onRetry={() => setAttempt((value) => value + 1)}
        label={label}
        actions={
          <Button size="xs" variant="light" onClick={() => onDownload(attachment)} aria-label={label ? `Download of ${label}` : undefined}>
            Download
          </Button>
        }
      />
    </Stack>
  );
}
