import type { LoanCondition, LoanConditionStatusRequest } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { conditionChangeTags, conditionsApi } from './conditions-api';

/**
 * `PUT /api/loans/:id/conditions/:conditionId/status`: brokers submit an open condition; staff
 * clear, waive or reopen one (409 invalid-condition-status, 403 for a broker's other moves).
 */
const setLoanConditionStatusApi = conditionsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/conditions/set-loan-condition-status', (build) => ({
    setLoanConditionStatus: build.mutation<LoanCondition, { loanId: string; conditionId: string; body: LoanConditionStatusRequest }>({
      query: ({ loanId, conditionId, body }) => ({ url: paths.loanConditionStatus(loanId, conditionId), method: 'PUT', body }),
      invalidatesTags: (result, _error, { loanId }) => (result ? conditionChangeTags(loanId, { loan: true }) : []),
    }),
  })),
});

export const { useSetLoanConditionStatusMutation } = setLoanConditionStatusApi;
