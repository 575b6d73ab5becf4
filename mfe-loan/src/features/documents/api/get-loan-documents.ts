import type { LoanDocuments } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { documentPaths } from './document-paths';
import { documentsApi, loanDocumentsTag } from './documents-api';

/** `GET /api/loans/:loanId/documents`: the loan's folders with their attachments, and the uncategorized ones. */
const getLoanDocumentsApi = documentsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/documents/get-loan-documents', (build) => ({
    getLoanDocuments: build.query<LoanDocuments, string>({
      query: (loanId) => documentPaths.documents(loanId),
      providesTags: (_result, _error, loanId) => [loanDocumentsTag(loanId)],
    }),
  })),
});

export const { useGetLoanDocumentsQuery } = getLoanDocumentsApi;
