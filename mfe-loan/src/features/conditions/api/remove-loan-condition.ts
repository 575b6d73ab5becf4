import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { conditionChangeTags, conditionsApi } from './conditions-api';

/** `DELETE /api/loans/:id/conditions/:conditionId` (staff): a condition added in error, while no document answers it (409 condition-answered). */
const removeLoanConditionApi = conditionsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/conditions/remove-loan-condition', (build) => ({
    removeLoanCondition: build.mutation<null, { loanId: string; conditionId: string }>({
      query: ({ loanId, conditionId }) => ({ url: paths.loanCondition(loanId, conditionId), method: 'DELETE' }),
      invalidatesTags: (_result, error, { loanId }) => (error ? [] : conditionChangeTags(loanId, { loan: true })),
    }),
  })),
});

export const { useRemoveLoanConditionMutation } = removeLoanConditionApi;
