import type { AttachmentRejectionRequest, LoanAttachment } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { conditionChangeTags, conditionsApi } from './conditions-api';

/**
 * `POST /api/loans/:loanId/attachments/:attachmentId/rejection` (lender staff): the document stops
 * counting and a submitted condition it answered goes back to open (409 already-rejected).
 */
const rejectLoanAttachmentApi = conditionsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/conditions/reject-loan-attachment', (build) => ({
    rejectLoanAttachment: build.mutation<LoanAttachment, { loanId: string; attachmentId: string; body: AttachmentRejectionRequest }>({
      query: ({ loanId, attachmentId, body }) => ({ url: paths.attachmentRejection(loanId, attachmentId), method: 'POST', body }),
      invalidatesTags: (result, _error, { loanId }) => (result ? conditionChangeTags(loanId, { loan: true, documents: true }) : []),
    }),
  })),
});

export const { useRejectLoanAttachmentMutation } = rejectLoanAttachmentApi;
