import { Button, FileButton, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId, useRef } from 'react';
import { documentUploadProblem, documentUploadRulesText, type LoanCondition } from 'shared-rules';
import { showErrorToast, showToast } from 'shared-ui';
import { useDocumentUploadRules } from '../../documents/hooks/use-document-upload-rules';
import { useUploadConditionDocumentMutation } from '../api/upload-condition-document';

export interface UploadDocumentButtonProps {
  loanId: string;
  condition: LoanCondition;
}

/**
 * Uploads one file against a condition: checked in the browser first (the documents setting's
 * types and limit, which the button's tooltip and description name; nothing sent on a refusal),
 * then sent to the loan's upload with the condition's id. The upload lands in the loan's
 * documents too; an open condition becomes submitted.
 */
export function UploadDocumentButton({ loanId, condition }: UploadDocumentButtonProps) {
  const [upload, uploading] = useUploadConditionDocumentMutation();
  const { rules, accept } = useDocumentUploadRules();
  const resetRef = useRef<() => void>(null);
  const rulesId = useId();
  const rulesText = documentUploadRulesText(rules);
  const chooserAccept = Object.entries(accept)
    .flatMap(([type, extensions]) => [type, ...extensions])
    .join(',');

  const send = async (file: File | null) => {
    // The same file may be chosen again after a refusal: the input forgets it at once.
    resetRef.current?.();
    if (!file) return;
    const problem = documentUploadProblem(file, rules);
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
    <>
      <FileButton onChange={(file) => void send(file)} accept={chooserAccept} resetRef={resetRef}>
        {(props) => (
          <Tooltip label={rulesText} withArrow>
            <Button {...props} size="xs" variant="light" loading={uploading.isLoading} aria-describedby={rulesId}>
              Upload a document
            </Button>
          </Tooltip>
        )}
      </FileButton>
      <VisuallyHidden id={rulesId}>{rulesText}</VisuallyHidden>
    </>
  );
}
