import type { ChatAction, ChatMessage } from 'shared-rules';
import { shorten } from './markdown';

/** Ticket subjects are at most this long here, well under the support form's 200. */
const SUBJECT_LENGTH = 120;

/**
 * A CREATE_TICKET action prefilled from the conversation: the widget opens its support dialog
 * with it, and the ticket itself is created through `POST /api/chat/support-ticket`.
 */
export function ticketAction(
  subject: string,
  category: NonNullable<ChatAction['category']>,
  severity: NonNullable<ChatAction['severity']>,
): ChatAction {
  return {
    type: 'CREATE_TICKET',
    label: 'Create a support ticket',
    description: 'A person from support answers by email; the conversation can go with it.',
    subject: shorten(subject, SUBJECT_LENGTH),
    category,
    severity,
  };
}

/** What the user asked before this message (the problem a "let me talk to a person" is about), if anything. */
export const previousQuestion = (history: readonly ChatMessage[]): string | null =>
  history.findLast((message) => message.role === 'user')?.content ?? null;
