import type { FastifyInstance } from 'fastify';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatContext } from 'shared-rules';
import type { AuthUser } from '../../platform/auth/auth-user';
import { ApiError, fieldError } from '../../platform/http/problem';
import { readSettingValue } from '../../platform/settings/setting-reader';
import { ownConversation } from './conversation-store';
import type { MessageLimit } from './message-limit';
import type { Turn } from './reply-turn';

/** The composer's words when the message is empty once trimmed. */
export const BLANK_MESSAGE = 'Write a message first.';
export const MESSAGE_TOO_LONG = `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`;
export const ASSISTANT_OFF = 'The assistant is turned off.';

export const blankMessage = (field: string) => fieldError(422, 'blank-message', field, BLANK_MESSAGE);
export const messageTooLong = (field: string) => fieldError(422, 'message-too-long', field, MESSAGE_TOO_LONG);

/** Whether the `agenticAssistant` flag lets the assistant answer. */
export async function assistantEnabled(app: FastifyInstance): Promise<boolean> {
  return (await readSettingValue(app, 'feature-flags')).agenticAssistant;
}

/** Refuses a new question while the assistant is off (history stays readable and deletable). */
export async function assertAssistantEnabled(app: FastifyInstance): Promise<void> {
  if (!(await assistantEnabled(app))) throw new ApiError(404, 'assistant-disabled', ASSISTANT_OFF);
}

/** The message trimmed, or the composer's refusal: blank, or longer than the contract allows. */
export function messageText(raw: string, field: string): string {
  const message = raw.trim();
  if (message === '') throw blankMessage(field);
  if (message.length > CHAT_MESSAGE_MAX_LENGTH) throw messageTooLong(field);
  return message;
}

export interface MessageRequest {
  conversationId: string;
  message: string;
  context: ChatContext | null;
  streaming: boolean;
  /** The request's field the message came in (`body.message`), named in a refusal. */
  field: string;
}

/**
 * The checks every message passes before it is stored, in the same order over REST, SSE and the
 * socket: the assistant is on, the message is not blank or too long, the conversation is the
 * sender's (else 404), and the sender has messages left this minute (else 429). Each refusal is
 * an `ApiError` the REST routes answer and the socket acknowledges.
 */
export async function admitMessage(app: FastifyInstance, limit: MessageLimit, user: AuthUser, request: MessageRequest): Promise<Turn> {
  await assertAssistantEnabled(app);
  const message = messageText(request.message, request.field);
  const conversation = await ownConversation(app.db, user, request.conversationId);
  await limit.consume(user);
  return { user, conversation, message, context: request.context, streaming: request.streaming };
}
