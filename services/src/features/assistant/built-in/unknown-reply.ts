import type { ChatTurn, ProviderReply } from '../provider/chat-provider';
import { pageLoanOf } from './loan-reference';
import { previousQuestion, ticketAction } from './ticket-draft';

/**
 * When no intent can answer: the assistant says so rather than guess, and offers a ticket
 * prefilled with the question (a person answers it) and the knowledge base to browse.
 */
export function unknownReply(turn: ChatTurn): ProviderReply {
  const subject = turn.message.length >= 12 ? turn.message : (previousQuestion(turn.history) ?? turn.message);
  return {
    content:
      "I don't know the answer to that, and I'd rather not guess. A person from support can help: I can open a ticket with your question, or you can browse the knowledge base.",
    actions: [
      ticketAction(subject, pageLoanOf(turn.context) ? 'loan' : 'other', 'low'),
      { type: 'NAVIGATE', label: 'Open the knowledge base', routeName: 'knowledge' },
    ],
    citations: [],
  };
}
