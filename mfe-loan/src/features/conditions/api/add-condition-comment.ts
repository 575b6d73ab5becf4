import type { ConditionCommentCreateRequest, LoanCondition } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { conditionChangeTags, conditionsApi } from './conditions-api';

/** `POST /api/loans/:id/conditions/:conditionId/comments`: the other side (the loan's contacts or its AEs) is told. */
const addConditionCommentApi = conditionsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/conditions/add-condition-comment', (build) => ({
    addConditionComment: build.mutation<LoanCondition, { loanId: string; conditionId: string; body: ConditionCommentCreateRequest }>({
      query: ({ loanId, conditionId, body }) => ({ url: paths.loanConditionComments(loanId, conditionId), method: 'POST', body }),
      invalidatesTags: (result, _error, { loanId }) => (result ? conditionChangeTags(loanId) : []),
    }),
  })),
});

export const { useAddConditionCommentMutation } = addConditionCommentApi;
