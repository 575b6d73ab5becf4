import type { LoanConditions } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { loanDocumentsTag } from '../../documents/api/documents-api';
import { conditionsApi, loanConditionsTag } from './conditions-api';

/**
 * `GET /api/loans/:id/conditions`: the loan's conditions with their documents and comments, and
 * what the caller may do. It carries the documents' tag too: a document renamed or rejected on
 * the Documents tab (an `attachment-update`) shows here as well.
 */
const getLoanConditionsApi = conditionsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/conditions/get-loan-conditions', (build) => ({
    getLoanConditions: build.query<LoanConditions, string>({
      query: (loanId) => paths.loanConditions(loanId),
      providesTags: (_result, _error, loanId) => [loanConditionsTag(loanId), loanDocumentsTag(loanId)],
    }),
  })),
});

export const { useGetLoanConditionsQuery } = getLoanConditionsApi;
