import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import type { LoanAttachment, LoanCondition } from 'shared-rules';
import { useAttachmentDownload } from '../../documents/hooks/use-attachment-download';
import { momentLabel } from '../state/condition-display';
import { PDF_LOADING_TEXT } from '../../documents/state/viewer-texts';
import { RejectDocumentModal } from './reject-document-modal';

const PdfViewerModal = lazy(() => import('../../documents/components/pdf-viewer-modal'));

function DocumentItem({
  attachment,
  downloading,
  onDownload,
  onView,
  onReject,
}: {
  attachment: LoanAttachment;
  downloading: boolean;
  onDownload: () => void;
  /** PDFs open in the viewer (a rejected one watermarked REJECTED). */
  onView: (() => void) | null;
  onReject: (() => void) | null;
}) {
  const { rejection } = attachment;
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={2}>
        <Group gap="xs">
          <Text size="sm" fw={500} td={rejection ? 'line-through' : undefined}>
            {attachment.title}
          </Text>
          {rejection && (
            <Badge color="red" variant="light" size="sm">
              Rejected
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          Uploaded by {attachment.uploadedBy.name} on {momentLabel(attachment.createdAt)}
        </Text>
        {rejection && (
          <Text size="sm" c="red.8">
            Rejected by {rejection.by.name} on {momentLabel(rejection.at)}: {rejection.reason}
          </Text>
        )}
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {onView && (
          <Button size="compact-sm" variant="subtle" onClick={onView} aria-label={`View ${attachment.title}`}>
            View
          </Button>
        )}
        <Button size="compact-sm" variant="subtle" onClick={onDownload} loading={downloading} aria-label={`Download ${attachment.title}`}>
          Download
        </Button>
        {onReject && (
          <Button size="compact-sm" variant="subtle" color="red" onClick={onReject} aria-label={`Reject ${attachment.title}`}>
            Reject
          </Button>
        )}
      </Group>
    </Group>
  );
}

export interface ConditionDocumentsProps {
  loanId: string;
  condition: LoanCondition;
  /** Whether the user may reject documents (the lender's staff). */
  canReject: boolean;
}

/**
 * The documents uploaded against a condition, newest first: each downloadable (the bytes are
 * fetched with the session, as on the Documents tab) and PDFs viewable, rejected ones marked with their reason,
 * and for the lender's staff a Reject action on the others.
 */
export function ConditionDocuments({ loanId, condition, canReject }: ConditionDocumentsProps) {
  const [rejecting, setRejecting] = useState<LoanAttachment | null>(null);
  const [viewing, setViewing] = useState<LoanAttachment | null>(null);
  const { download, downloadingId } = useAttachmentDownload(loanId);

  return (
    <Stack gap={6}>
      <Title order={5}>Documents</Title>
      {condition.attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No documents yet.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Documents for ${condition.title}`}>
          {condition.attachments.map((attachment) => (
            <DocumentItem
              key={attachment.id}
              attachment={attachment}
              downloading={downloadingId === attachment.id}
              onDownload={() => void download(attachment)}
              onView={attachment.mimeType === 'application/pdf' ? () => setViewing(attachment) : null}
              onReject={canReject && !attachment.rejection ? () => setRejecting(attachment) : null}
            />
          ))}
        </Stack>
      )}
      {rejecting && <RejectDocumentModal loanId={loanId} attachment={rejecting} onClose={() => setRejecting(null)} />}
      {viewing && (
        <Suspense fallback={<Text role="status">{PDF_LOADING_TEXT}</Text>}>
          <PdfViewerModal
            loanId={loanId}
            attachments={[viewing]}
            onClose={() => setViewing(null)}
            onDownload={(attachment) => void download(attachment)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
