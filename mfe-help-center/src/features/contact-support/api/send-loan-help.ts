import type { LoanHelpRequest, LoanHelpResponse } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `POST /api/support/loan-help`: services email the user's account executive and notify them in the portal. */
const sendLoanHelpApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/contact-support/send-loan-help', (build) => ({
    sendLoanHelp: build.mutation<LoanHelpResponse, LoanHelpRequest>({
      query: (body) => ({ url: paths.loanHelp, method: 'POST', body }),
    }),
  })),
});

export const { useSendLoanHelpMutation } = sendLoanHelpApi;
