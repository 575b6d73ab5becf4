import type { LoanDocumentFolder, LoanDocumentFolderCreateRequest } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { documentPaths } from './document-paths';
import { documentsApi, loanDocumentsTag } from './documents-api';

/** `POST /api/loans/:loanId/documents`: a new folder; a title the loan already has is a 409 problem. */
const createDocumentFolderApi = documentsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/documents/create-document-folder', (build) => ({
    createDocumentFolder: build.mutation<LoanDocumentFolder, { loanId: string; body: LoanDocumentFolderCreateRequest }>({
      query: ({ loanId, body }) => ({ url: documentPaths.documents(loanId), method: 'POST', body }),
      invalidatesTags: (result, _error, { loanId }) => (result ? [loanDocumentsTag(loanId)] : []),
    }),
  })),
});

export const { useCreateDocumentFolderMutation } = createDocumentFolderApi;
