import { Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { LoanAttachment } from 'shared-rules';
import { useUpdateLoanAttachmentMutation } from '../api/update-loan-attachment';
import { DialogFormEnd } from './dialog-form-end';

/** Longest attachment title the form sends; services validate it again. */
export const ATTACHMENT_TITLE_MAX_LENGTH = 200;

export interface RenameAttachmentModalProps {
  loanId: string;
  attachment: LoanAttachment;
  onClose: () => void;
}

/** Renames an attachment (its shown title; the file name stays as uploaded). */
export function RenameAttachmentModal({ loanId, attachment, onClose }: RenameAttachmentModalProps) {
  const [title, setTitle] = useState(attachment.title);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [update, updating] = useUpdateLoanAttachmentMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed === '') return setFieldError('Enter a title.');
    if (trimmed.length > ATTACHMENT_TITLE_MAX_LENGTH)
      return setFieldError(`A title has at most ${ATTACHMENT_TITLE_MAX_LENGTH} characters.`);
    setFieldError(null);
    if (trimmed === attachment.title) return onClose();
    const result = await update({ loanId, attachmentId: attachment.id, body: { title: trimmed } });
    if ('data' in result) onClose();
  };

  return (
    <Modal opened onClose={onClose} title="Rename file" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Title"
            description={`File: ${attachment.fileName}`}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={fieldError}
            data-autofocus
            required
          />
          <DialogFormEnd failureTitle="The file was not renamed" request={updating} submitLabel="Rename" onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
