import type { InternalUser, LoanDetail, Profile } from 'shared-rules';
import { problemMessage, showToast, useProfile } from 'shared-ui';
import { useCreateSupportTicketMutation } from '../api/create-support-ticket';
import { useGetInternalUserQuery } from '../api/get-internal-user';
import { useGetSupportLoanQuery } from '../api/get-support-loan';
import { useSendLoanHelpMutation } from '../api/send-loan-help';
import {
  SUPPORT_MESSAGES,
  loanHelpRequest,
  supportTicketRequest,
  type SupportRequestDraft,
  type SupportType,
} from '../state/support-request';

/** Why a request cannot be sent yet; `waiting` while what it needs is still loading. */
export interface SupportRequestHold {
  message: string;
  waiting: boolean;
}

export interface SendSupportRequest {
  /** Sends the draft; resolves to the failure message, or null once the request was accepted. */
  send: (draft: SupportRequestDraft) => Promise<string | null>;
  sending: boolean;
  /** Null when the request can be sent; otherwise why not (yet). */
  hold: SupportRequestHold | null;
  /** Loan Help: the loan the email is about, once loaded. */
  loanNumber: string | null;
  /** Loan Help: who receives the email, once loaded. */
  accountExecutiveName: string | null;
}

const UNREACHABLE = 'The support service could not be reached.';

/** What Loan Help still needs before it can be sent: the profile, the loan (for its number) and the account executive. */
function loanHelpHold(
  profile: Profile | undefined,
  salesRepId: string | null,
  loan: { data?: LoanDetail; isLoading: boolean; isError: boolean; error?: unknown },
  accountExecutive: { data?: InternalUser; isLoading: boolean; isError: boolean; error?: unknown },
): SupportRequestHold | null {
  if (!profile) return { message: SUPPORT_MESSAGES.loanHelpPreparing, waiting: true };
  if (!salesRepId) return { message: SUPPORT_MESSAGES.loanHelpNoAccountExecutive, waiting: false };
  if (loan.isError) return { message: `${SUPPORT_MESSAGES.loanNotLoaded}: ${problemMessage(loan.error, UNREACHABLE)}`, waiting: false };
  if (accountExecutive.isError) {
    return {
      message: `${SUPPORT_MESSAGES.accountExecutiveNotLoaded}: ${problemMessage(accountExecutive.error, UNREACHABLE)}`,
      waiting: false,
    };
  }
  if (!loan.data || !accountExecutive.data) return { message: SUPPORT_MESSAGES.loanHelpPreparing, waiting: true };
  return null;
}

/**
 * Sends a support request the way its type needs: Loan Help emails the organisation's account
 * executive about the loan (named by its number), Tech Help opens a technical ticket. Toasts
 * follow the spec on success and failure.
 */
export function useSendSupportRequest(type: SupportType, loanId: string | null): SendSupportRequest {
  const { profile } = useProfile();
  const isLoanHelp = type === 'loan-help';
  const salesRepId = profile?.tpoUser?.salesRep?.entityId ?? null;
  const accountExecutive = useGetInternalUserQuery(salesRepId ?? '', { skip: !isLoanHelp || !salesRepId });
  const loan = useGetSupportLoanQuery(loanId ?? '', { skip: !isLoanHelp || !loanId });
  const [createTicket, ticketState] = useCreateSupportTicketMutation();
  const [sendLoanHelp, loanHelpState] = useSendLoanHelpMutation();

  const hold = isLoanHelp
    ? loanId
      ? loanHelpHold(profile, salesRepId, loan, accountExecutive)
      : { message: SUPPORT_MESSAGES.loanHelpNoLoan, waiting: false }
    : profile
      ? null
      : { message: 'Loading your profile…', waiting: true };

  async function send(draft: SupportRequestDraft): Promise<string | null> {
    if (hold || !profile) return hold?.message ?? UNREACHABLE;
    const result =
      isLoanHelp && loan.data && accountExecutive.data
        ? await sendLoanHelp(
            loanHelpRequest(draft, {
              profile,
              loan: loan.data,
              accountExecutive: accountExecutive.data,
              origin: window.location.origin,
              now: new Date(),
            }),
          )
        : await createTicket(supportTicketRequest(draft, profile, loanId, window.location.href));

    if (result.error) {
      const message = problemMessage(result.error, UNREACHABLE);
      showToast('error', 'Error', `creating a ticket: ${message}`);
      return message;
    }
    // The spec's texts, as written there (its ticket toast has a lower-case title and "Suport").
    // When no SMTP server is configured the answer says `delivery: 'outbox'`; the spec gives the
    // toast's whole text, so it is shown unchanged and administrators read the outbox instead.
    if (isLoanHelp) showToast('success', 'Success', 'email sent to the Account Executive');
    else showToast('success', 'success', 'Technical Suport ticket created');
    return null;
  }

  return {
    send,
    sending: ticketState.isLoading || loanHelpState.isLoading,
    hold,
    loanNumber: isLoanHelp ? (loan.data?.loanNumber ?? null) : null,
    accountExecutiveName: isLoanHelp ? (accountExecutive.data?.fullName ?? null) : null,
  };
}
