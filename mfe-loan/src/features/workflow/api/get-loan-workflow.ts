import type { LoanWorkflow } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { documentsApi, loanDocumentsTag } from '../../documents/api/documents-api';

/**
 * `GET /api/loans/:id/workflow`: the loan's workflow evaluated now. It carries the loan's tag and
 * its documents' tag: a change of either (or a reconnect) makes it read again.
 */
const getLoanWorkflowApi = documentsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/workflow/get-loan-workflow', (build) => ({
    getLoanWorkflow: build.query<LoanWorkflow, string>({
      query: (loanId) => paths.loanWorkflow(loanId),
      providesTags: (_result, _error, loanId) => [{ type: 'Loan', id: loanId }, loanDocumentsTag(loanId)],
    }),
  })),
});

export const { useGetLoanWorkflowQuery } = getLoanWorkflowApi;
