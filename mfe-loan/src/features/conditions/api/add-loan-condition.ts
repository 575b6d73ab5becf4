import type { LoanCondition, LoanConditionCreateRequest } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { conditionChangeTags, conditionsApi } from './conditions-api';

/** `POST /api/loans/:id/conditions` (lender staff): 400 unknown-category / invalid-owner name their field; 423 loan-locked. */
const addLoanConditionApi = conditionsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/conditions/add-loan-condition', (build) => ({
    addLoanCondition: build.mutation<LoanCondition, { loanId: string; body: LoanConditionCreateRequest }>({
      query: ({ loanId, body }) => ({ url: paths.loanConditions(loanId), method: 'POST', body }),
      invalidatesTags: (result, _error, { loanId }) => (result ? conditionChangeTags(loanId, { loan: true }) : []),
    }),
  })),
});

export const { useAddLoanConditionMutation } = addLoanConditionApi;
