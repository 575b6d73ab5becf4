import type { LoanEvent } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { documentsApi, loanDocumentsTag } from '../../documents/api/documents-api';

/** `GET /api/loans/:id/events`: the loan's latest events, newest first (read again when the loan or its documents change). */
const getLoanEventsApi = documentsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/summary/get-loan-events', (build) => ({
    getLoanEvents: build.query<LoanEvent[], string>({
      query: (loanId) => paths.loanEvents(loanId),
      providesTags: (_result, _error, loanId) => [{ type: 'Loan', id: loanId }, loanDocumentsTag(loanId)],
    }),
  })),
});

export const { useGetLoanEventsQuery } = getLoanEventsApi;
