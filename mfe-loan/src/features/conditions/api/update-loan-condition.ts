import type { LoanCondition, LoanConditionUpdateRequest } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { conditionChangeTags, conditionsApi } from './conditions-api';

/** `PATCH /api/loans/:id/conditions/:conditionId` (lender staff): only the fields that changed. */
const updateLoanConditionApi = conditionsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/conditions/update-loan-condition', (build) => ({
    updateLoanCondition: build.mutation<LoanCondition, { loanId: string; conditionId: string; body: LoanConditionUpdateRequest }>({
      query: ({ loanId, conditionId, body }) => ({ url: paths.loanCondition(loanId, conditionId), method: 'PATCH', body }),
      invalidatesTags: (result, _error, { loanId }) => (result ? conditionChangeTags(loanId) : []),
    }),
  })),
});

export const { useUpdateLoanConditionMutation } = updateLoanConditionApi;
