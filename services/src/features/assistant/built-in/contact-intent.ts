import type { ChatAction } from 'shared-rules';
import type { ChatTurn, ProviderReply } from '../provider/chat-provider';
import { accountExecutiveTool } from '../tools/contact-tool';
import type { BuiltInIntent } from './intent';
import { pageLoanOf } from './loan-reference';
import { literal } from './markdown';
import { previousQuestion, ticketAction } from './ticket-draft';

const PERSON =
  '(?:a |an |the |my |our |some )?(?:real |live |actual )?(?:person|human|someone|somebody|agent|representative|rep|people|staff|account executive|ae|support(?: team)?|sales ?rep)';
const ASKS_FOR_A_PERSON = [
  new RegExp(String.raw`\b(?:talk|speak|chat|get in touch|connect|call|phone|email|e-mail|contact|reach|escalate)\b.*\b${PERSON}\b`),
  /\b(?:real person|human being|live agent|my account executive|my ae)\b/,
];

async function answer(turn: ChatTurn): Promise<ProviderReply> {
  const executive = await turn.tools.run(accountExecutiveTool, {});
  const subject = previousQuestion(turn.history) ?? 'Please get in touch with me';
  const category = pageLoanOf(turn.context) ? 'loan' : 'other';
  const ticket = ticketAction(subject, category, 'medium');
  if (!executive.ok) {
    return {
      content:
        "You don't have an account executive to call, so support is the way to a person: I can open a ticket with your question, and someone will answer you by email.",
      actions: [ticket],
      citations: [],
    };
  }
  const { name, email, phone } = executive.data;
  const actions: ChatAction[] = [
    { type: 'CONTACT_AE', label: `Email ${name}`, description: email, contactMethod: 'email' },
    ...(phone ? [{ type: 'CONTACT_AE' as const, label: `Call ${name}`, description: phone, contactMethod: 'phone' as const }] : []),
    ticket,
  ];
  const reach = phone ? `email ${literal(email)} or call ${literal(phone)}` : `email ${literal(email)}`;
  return {
    content: `Your account executive is **${literal(name)}**: ${reach}. For a problem with the portal itself, a support ticket reaches the support team instead.`,
    actions,
    citations: [],
  };
}

/**
 * "Can I talk to a person?", "get me my account executive": the asker's account executive to
 * email or call (CONTACT_AE), and a support ticket prefilled with what they asked (CREATE_TICKET).
 */
export const contactIntent: BuiltInIntent = {
  name: 'contact',
  recognise(asked) {
    if (!ASKS_FOR_A_PERSON.some((pattern) => pattern.test(asked.folded))) return null;
    // "How do I contact support?" is still a request for a person: the reply gives the way.
    return { confidence: 0.85, answer };
  },
};
