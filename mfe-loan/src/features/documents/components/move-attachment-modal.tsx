import { Modal, Select, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { LoanAttachment, LoanDocumentFolder } from 'shared-rules';
import { useUpdateLoanAttachmentMutation } from '../api/update-loan-attachment';
import { UNCATEGORIZED, folderOptions } from '../state/folder-options';
import { DialogFormEnd } from './dialog-form-end';

export interface MoveAttachmentModalProps {
  loanId: string;
  attachment: LoanAttachment;
  folders: LoanDocumentFolder[];
  onClose: () => void;
}

/** Files an attachment in another folder, or takes it out of every folder ("Uncategorized"). */
export function MoveAttachmentModal({ loanId, attachment, folders, onClose }: MoveAttachmentModalProps) {
  const current = attachment.documentId ?? UNCATEGORIZED;
  const options = folderOptions(folders).filter((option) => option.value !== current);
  const [destination, setDestination] = useState<string | null>(options[0]?.value ?? null);
  const [update, updating] = useUpdateLoanAttachmentMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (destination === null) return;
    const documentId = destination === UNCATEGORIZED ? null : destination;
    const result = await update({ loanId, attachmentId: attachment.id, body: { documentId } });
    if ('data' in result) onClose();
  };

  return (
    <Modal opened onClose={onClose} title={`Move "${attachment.title}"`} centered>
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          {options.length === 0 ? (
            <Text size="sm" c="dimmed">
              There is no other folder to move it to. Create a folder first.
            </Text>
          ) : (
            <Select
              label="Move to"
              data={options}
              value={destination}
              onChange={setDestination}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <DialogFormEnd
            failureTitle="The file was not moved"
            request={updating}
            submitLabel="Move"
            submitDisabled={destination === null}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
