import { problemMessage, showToast, useProfile } from 'shared-ui';
import { useCreateSupportTicketMutation } from '../api/create-support-ticket';
import { useGetInternalUserQuery } from '../api/get-internal-user';
import { useSendLoanHelpMutation } from '../api/send-loan-help';
import { formatHelpEmailDate } from '../state/help-email-date';
import type { SupportRequestDraft, SupportType } from '../state/support-request';

const ROLE_LABELS = { lo: 'Loan Officer', lp: 'Loan Processor' } as const;

export interface SendSupportRequest {
  /** Sends the draft; resolves to the failure message, or null once the request was accepted. */
  send: (draft: SupportRequestDraft) => Promise<string | null>;
  sending: boolean;
}

/**
 * Sends a support request the way its type needs: Loan Help emails the organisation's account
 * executive, Tech Help opens a technical ticket. Toasts follow the spec on success and failure.
 */
export function useSendSupportRequest(type: SupportType, loanId: string | null): SendSupportRequest {
  const { profile } = useProfile();
  const salesRepId = profile?.tpoUser?.salesRep?.entityId ?? null;
  const accountExecutive = useGetInternalUserQuery(salesRepId ?? '', { skip: type !== 'loan-help' || !salesRepId });
  const [createTicket, ticketState] = useCreateSupportTicketMutation();
  const [sendLoanHelp, loanHelpState] = useSendLoanHelpMutation();

  async function send(draft: SupportRequestDraft): Promise<string | null> {
    const name = profile ? `${profile.name.first} ${profile.name.last}`.trim() : '';
    const email = profile?.email ?? '';
    const subject = draft.subject.trim();
    const description = draft.description.trim();
    const pageUrl = window.location.href;
    const result =
      type === 'loan-help'
        ? await sendLoanHelp({
            email,
            subject,
            description,
            date: formatHelpEmailDate(new Date()),
            loan: { number: loanId ?? '', url: `${window.location.origin}/loan/${encodeURIComponent(loanId ?? '')}/summary` },
            ae: { name: accountExecutive.data?.fullName ?? '' },
            lo: {
              name,
              role: (profile?.tpoUser?.roleTypes ?? []).map((role) => ROLE_LABELS[role]).join(', '),
              email,
              phone: profile?.tpoUser?.phone ?? '',
            },
          })
        : await createTicket({ subject, description, requester: { email, name }, context: { loanId, url: pageUrl } });

    if ('error' in result && result.error) {
      const message = problemMessage(result.error, 'The support service could not be reached.');
      showToast('error', 'Error', `creating a ticket: ${message}`);
      return message;
    }
    // The spec's texts, as written there (its ticket toast has a lower-case title and "Suport").
    if (type === 'loan-help') showToast('success', 'Success', 'email sent to the Account Executive');
    else showToast('success', 'success', 'Technical Suport ticket created');
    return null;
  }

  return { send, sending: ticketState.isLoading || loanHelpState.isLoading };
}
