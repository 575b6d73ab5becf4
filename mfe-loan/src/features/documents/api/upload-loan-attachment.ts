import type { LoanAttachment, LoanAttachmentUploadFields } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { documentPaths } from './document-paths';
import { documentsApi, loanDocumentsTag } from './documents-api';

export interface UploadLoanAttachmentArgs extends LoanAttachmentUploadFields {
  loanId: string;
  file: File;
}

/**
 * The upload's multipart body: the text parts that are set, then the file, so services know them
 * before the bytes arrive (the browser sets the boundary). The documents' and the conditions'
 * uploads both send it.
 */
export function attachmentUploadBody(fields: LoanAttachmentUploadFields, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  form.append('file', file, file.name);
  return form;
}

/**
 * `POST /api/loans/:loanId/attachments` as multipart/form-data (the browser sets the boundary);
 * 413 `file-too-large`, 415 `unsupported-file-type` or 400 come back as problems.
 */
const uploadLoanAttachmentApi = documentsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/documents/upload-loan-attachment', (build) => ({
    uploadLoanAttachment: build.mutation<LoanAttachment, UploadLoanAttachmentArgs>({
      query: ({ loanId, file, documentId, title, taskTag }) => ({
        url: documentPaths.attachments(loanId),
        method: 'POST',
        body: attachmentUploadBody({ documentId, title, taskTag }, file),
      }),
      invalidatesTags: (result, _error, { loanId }) => (result ? [loanDocumentsTag(loanId)] : []),
    }),
  })),
});

export const { useUploadLoanAttachmentMutation } = uploadLoanAttachmentApi;
