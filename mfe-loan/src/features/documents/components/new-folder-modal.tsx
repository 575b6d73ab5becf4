import { Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useCreateDocumentFolderMutation } from '../api/create-document-folder';
import { DialogFormEnd } from './dialog-form-end';

/** Longest folder title the form sends; services validate it again. */
export const FOLDER_TITLE_MAX_LENGTH = 200;

export interface NewFolderModalProps {
  loanId: string;
  opened: boolean;
  onClose: () => void;
}

/** "New folder": a titled document of the loan; a title the loan already has comes back as the server's problem. */
export function NewFolderModal({ loanId, opened, onClose }: NewFolderModalProps) {
  const [title, setTitle] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [createFolder, creation] = useCreateDocumentFolderMutation();

  const close = () => {
    setTitle('');
    setFieldError(null);
    creation.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed === '') return setFieldError('Enter a title for the folder.');
    if (trimmed.length > FOLDER_TITLE_MAX_LENGTH) return setFieldError(`A folder title has at most ${FOLDER_TITLE_MAX_LENGTH} characters.`);
    setFieldError(null);
    const result = await createFolder({ loanId, body: { title: trimmed } });
    if ('data' in result) close();
  };

  return (
    <Modal opened={opened} onClose={close} title="New folder" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Folder title"
            placeholder="e.g. Bank Statements"
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={fieldError}
            data-autofocus
            required
          />
          <DialogFormEnd failureTitle="The folder was not created" request={creation} submitLabel="Create folder" onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
