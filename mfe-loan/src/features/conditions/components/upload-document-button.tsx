import { Button, FileButton } from '@mantine/core';
import { useRef } from 'react';
import { LOAN_ATTACHMENT_TYPES, type LoanCondition } from 'shared-rules';
import { showErrorToast, showToast } from 'shared-ui';
import { uploadProblemOf } from '../../documents/state/attachment-display';
import { useUploadConditionDocumentMutation } from '../api/upload-condition-document';

/** The file chooser's `accept`: the shared MIME types and their extensions. */
const ACCEPT = Object.entries(LOAN_ATTACHMENT_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

export interface UploadDocumentButtonProps {
  loanId: string;
  condition: LoanCondition;
}

/**
 * Uploads one file against a condition: checked in the browser first (the documents' type and
 * size rules, nothing sent on a refusal), then sent to the loan's upload with the condition's id.
 * The upload lands in the loan's documents too; an open condition becomes submitted.
 */
export function UploadDocumentButton({ loanId, condition }: UploadDocumentButtonProps) {
  const [upload, uploading] = useUploadConditionDocumentMutation();
  const resetRef = useRef<() => void>(null);

  const send = async (file: File | null) => {
    // The same file may be chosen again after a refusal: the input forgets it at once.
    resetRef.current?.();
    if (!file) return;
    const problem = uploadProblemOf(file);
    if (problem) {
      showToast('error', 'The document was not uploaded', problem);
      return;
    }
    const result = await upload({ loanId, conditionId: condition.id, file });
    if ('error' in result) {
      showErrorToast(result.error, 'The document was not uploaded');
      return;
    }
    showToast('success', 'Document uploaded', `${result.data.title} answers "${condition.title}".`);
  };

  return (
    <FileButton onChange={(file) => void send(file)} accept={ACCEPT} resetRef={resetRef}>
      {(props) => (
        <Button {...props} size="xs" variant="light" loading={uploading.isLoading}>
          Upload a document
        </Button>
      )}
    </FileButton>
  );
}
