import type { LoanAttachment, LoanAttachmentUpdateRequest } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { documentPaths } from './document-paths';
import { documentsApi, loanDocumentsTag } from './documents-api';

/** `PATCH /api/loans/:loanId/attachments/:attachmentId`: file it in another folder (null: uncategorized) or rename it. */
const updateLoanAttachmentApi = documentsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/documents/update-loan-attachment', (build) => ({
    updateLoanAttachment: build.mutation<LoanAttachment, { loanId: string; attachmentId: string; body: LoanAttachmentUpdateRequest }>({
      query: ({ loanId, attachmentId, body }) => ({ url: documentPaths.attachment(loanId, attachmentId), method: 'PATCH', body }),
      invalidatesTags: (result, _error, { loanId }) => (result ? [loanDocumentsTag(loanId)] : []),
    }),
  })),
});

export const { useUpdateLoanAttachmentMutation } = updateLoanAttachmentApi;
