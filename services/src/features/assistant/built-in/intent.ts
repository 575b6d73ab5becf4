import type { ChatTurn, ProviderReply } from '../provider/chat-provider';
import type { AskedMessage } from './asked-message';

/** An intent's claim on a message. */
export interface IntentMatch {
  /**
   * How sure the intent is that the message is for it, 0 to 1; the surest answers first. The
   * scale: a loan number 0.9, an explicit request (a person, a page, a borrower's loan) 0.75–0.85,
   * a question 0.5, anything else 0.3.
   */
  confidence: number;
  /** The reply, or null when the message turns out not to be for this intent (the next one answers). */
  answer(turn: ChatTurn): Promise<ProviderReply | null>;
}

/** One kind of request the built-in provider recognises (a loan question, a page to open, …). */
export interface BuiltInIntent {
  readonly name: string;
  recognise(asked: AskedMessage, turn: ChatTurn): IntentMatch | null;
}
