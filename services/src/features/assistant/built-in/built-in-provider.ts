import type { ChatProvider, ChatTurn, ProviderEvent, ProviderReply } from '../provider/chat-provider';
import { askedMessage } from './asked-message';
import { contactIntent } from './contact-intent';
import type { BuiltInIntent, IntentMatch } from './intent';
import { knowledgeIntent } from './knowledge-intent';
import { loanIntent } from './loan-intent';
import { chunksOf } from './markdown';
import { navigationIntent } from './navigation-intent';
import { unknownReply } from './unknown-reply';

/**
 * The requests the built-in provider recognises. Each claims a message with a confidence; the
 * surest answers, and one that declines passes it to the next. A new kind of request is a new
 * intent here, never a branch inside another.
 */
export const BUILT_IN_INTENTS: readonly BuiltInIntent[] = [loanIntent, contactIntent, navigationIntent, knowledgeIntent];

/** The intents' claims on a message, surest first (ties keep the registry's order). */
export function claimsOn(turn: ChatTurn): Array<IntentMatch & { intent: string }> {
  const asked = askedMessage(turn.message);
  return BUILT_IN_INTENTS.flatMap((intent) => {
    const match = intent.recognise(asked, turn);
    return match ? [{ ...match, intent: intent.name }] : [];
  }).sort((a, b) => b.confidence - a.confidence);
}

/** The greeting a conversation opened without a question starts with. */
export const BUILT_IN_GREETING =
  "Hi! I'm the portal's assistant. Ask me how to do something in the portal, about one of your loans (its status, open conditions or missing documents), or to put you in touch with your account executive or support.";

/**
 * The default provider, needing no model: a retrieval-and-tools assistant. It recognises the
 * portal's common requests (a loan, a page to open, a person to talk to, a how-to question),
 * runs the tools they need as the asker, and writes the reply from what the tools found, so it
 * never states a fact it did not read. The reply streams in chunks once written.
 */
export class BuiltInProvider implements ChatProvider {
  readonly name = 'built-in' as const;
  readonly model = null;

  async *reply(turn: ChatTurn): AsyncGenerator<ProviderEvent, ProviderReply, void> {
    const reply = await this.compose(turn);
    for (const text of chunksOf(reply.content)) yield { kind: 'chunk', text };
    return reply;
  }

  private async compose(turn: ChatTurn): Promise<ProviderReply> {
    for (const claim of claimsOn(turn)) {
      const reply = await claim.answer(turn);
      if (reply) return reply;
    }
    return unknownReply(turn);
  }
}
