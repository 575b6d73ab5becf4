import type { LoanAttachment, LoanAttachmentUploadFields } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { documentPaths } from './document-paths';
import { documentsApi, loanDocumentsTag } from './documents-api';

export interface UploadLoanAttachmentArgs extends LoanAttachmentUploadFields {
  loanId: string;
  file: File;
}

/**
 * `POST /api/loans/:loanId/attachments` as multipart/form-data (the browser sets the boundary);
 * 413 `file-too-large`, 415 `unsupported-file-type` or 400 come back as problems.
 */
const uploadLoanAttachmentApi = documentsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/documents/upload-loan-attachment', (build) => ({
    uploadLoanAttachment: build.mutation<LoanAttachment, UploadLoanAttachmentArgs>({
      query: ({ loanId, file, documentId, title, taskTag }) => {
        const form = new FormData();
        // Text parts before the file, so a streaming reader knows them before the bytes arrive.
        if (documentId) form.append('documentId', documentId);
        if (title) form.append('title', title);
        if (taskTag) form.append('taskTag', taskTag);
        form.append('file', file, file.name);
        return { url: documentPaths.attachments(loanId), method: 'POST', body: form };
      },
      invalidatesTags: (result, _error, { loanId }) => (result ? [loanDocumentsTag(loanId)] : []),
    }),
  })),
});

export const { useUploadLoanAttachmentMutation } = uploadLoanAttachmentApi;
