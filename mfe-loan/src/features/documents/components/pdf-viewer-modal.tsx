import { Modal, SimpleGrid } from '@mantine/core';
import type { LoanAttachment } from 'shared-rules';
import { PDF_COMPARE_WIDTH, PDF_VIEWER_WIDTH } from '../state/viewer-texts';
import { PdfPane } from './pdf-pane';

/** Each page is drawn to its column's width less the modal's padding (and the gap between two). */
const SINGLE_PAGE_WIDTH = PDF_VIEWER_WIDTH - 64;
const COMPARED_PAGE_WIDTH = (PDF_COMPARE_WIDTH - 64 - 16) / 2;

export interface PdfViewerModalProps {
  loanId: string;
  /** One document, or two to compare side by side. */
  attachments: [LoanAttachment] | [LoanAttachment, LoanAttachment];
  onClose: () => void;
  onDownload: (attachment: LoanAttachment) => void;
}

/**
 * Spec: the PDF viewer modal for loan documents, 800px wide, 1000px when two documents are
 * compared side by side. Each document is fetched as a signed PDF item (elli-signature) and shown
 * from a local blob URL.
 */
export default function PdfViewerModal({ loanId, attachments, onClose, onDownload }: PdfViewerModalProps) {
  const comparing = attachments.length === 2;
  const title = comparing ? `Compare: ${attachments[0].title} and ${attachments[1]?.title}` : attachments[0].title;
  return (
    <Modal
      opened
      onClose={onClose}
      size={comparing ? PDF_COMPARE_WIDTH : PDF_VIEWER_WIDTH}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <SimpleGrid cols={attachments.length} spacing="md">
        {attachments.map((attachment) => (
          <PdfPane
            key={attachment.id}
            loanId={loanId}
            attachment={attachment}
            pageWidth={comparing ? COMPARED_PAGE_WIDTH : SINGLE_PAGE_WIDTH}
            onDownload={onDownload}
            labelled={comparing}
          />
        ))}
      </SimpleGrid>
    </Modal>
  );
}
