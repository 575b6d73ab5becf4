import { api } from 'shared-ui';
import { paths } from '../../../api/paths';

/** Help about a loan, emailed to the organisation's account executive (spec payload). */
export interface LoanHelpRequest {
  email: string;
  subject: string;
  description: string;
  /** MM/DD/YYYY h:mm:ss a, the sender's local time. */
  date: string;
  loan: { number: string; url: string };
  ae: { name: string };
  lo: { name: string; role: string; email: string; phone: string };
}

const sendLoanHelpApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendLoanHelp: build.mutation<unknown, LoanHelpRequest>({
      query: (body) => ({ url: paths.loanHelp, method: 'POST', body }),
    }),
  }),
});

export const { useSendLoanHelpMutation } = sendLoanHelpApi;
