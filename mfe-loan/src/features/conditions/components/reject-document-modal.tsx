import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { REJECTION_REASON_MAX_LENGTH, type LoanAttachment } from 'shared-rules';
import { problemOf, showErrorToast, showToast } from 'shared-ui';
import { useRejectLoanAttachmentMutation } from '../api/reject-loan-attachment';

export interface RejectDocumentModalProps {
  loanId: string;
  attachment: LoanAttachment;
  onClose: () => void;
}

/**
 * Rejects a document with the reason the broker reads (required). A submitted condition it
 * answered goes back to open. Mounted while open.
 */
export function RejectDocumentModal({ loanId, attachment, onClose }: RejectDocumentModalProps) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [reject, rejecting] = useRejectLoanAttachmentMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') return setFieldError('Say why the document is not enough.');
    setFieldError(null);
    const result = await reject({ loanId, attachmentId: attachment.id, body: { reason: trimmed } });
    if ('error' in result) {
      const reasonProblem = problemOf(result.error)?.fields?.find((field) => field.field === 'body.reason');
      if (reasonProblem) setFieldError(reasonProblem.message);
      showErrorToast(result.error, 'The document was not rejected');
      return;
    }
    showToast('success', 'Document rejected', `${attachment.title}: ${trimmed}`);
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title="Reject document" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Reject document">
        <Stack gap="sm">
          <Text size="sm">{attachment.title}</Text>
          <Textarea
            label="Reason"
            description="The broker reads it beside the document."
            required
            autosize
            minRows={2}
            maxRows={6}
            maxLength={REJECTION_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={fieldError}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={rejecting.isLoading}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={rejecting.isLoading}>
              Reject document
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
