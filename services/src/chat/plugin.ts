import type { FastifyInstance } from 'fastify';
import type { RateLimitRule } from '../config';
import { assistantServicesOf } from './assistant-services';
import type { ChatFeature } from './chat-feature';
import { ownsConversation } from './conversation-store';
import { conversationRoutes } from './conversation-routes';
import { MessageLimitReached, messageLimitOf } from './message-limit';
import { messageRoutes } from './message-routes';
import { builtInLineUp, type ProviderLineUp } from './provider/provider-line-up';
import { registerChatSocketHandlers } from './socket-handlers';
import { ticketRoute } from './ticket-route';
import './tables';

export interface ChatPluginOptions {
  /** Messages per user over REST, SSE and the socket together (the contract's CHAT_MESSAGES_PER_MINUTE). */
  messageLimit: RateLimitRule;
  /** Who answers; the built-in provider unless a test (or, later, the AI settings) says otherwise. */
  lineUp?: () => ProviderLineUp;
}

/**
 * The assistant (`/api/chat/*` and the `chat:*` socket events): each user's conversations, the
 * replies of the configured provider (the built-in one by default) with their actions, citations
 * and tool calls, the stages of a reply over the socket and SSE, and escalation to a support
 * ticket. Every write is audited in `chat_audit`. See README.md beside this file.
 */
export async function chatPlugin(app: FastifyInstance, options: ChatPluginOptions): Promise<void> {
  const lineUp = options.lineUp ?? builtInLineUp;
  const chat: ChatFeature = {
    runtime: { db: app.db, services: assistantServicesOf(app), lineUp, now: () => new Date() },
    limit: messageLimitOf(app, options.messageLimit),
  };

  // `join_scope { scope: 'room', target: 'conversation:<id>' }` and `chat:join_conversation` decide alike.
  app.access.registerScopeResolver('conversation', {
    scope: 'room',
    canJoin: (user, id) => ownsConversation(app.db, user, id),
  });
  app.addHook('onError', (_request, reply, error, done) => {
    if (error instanceof MessageLimitReached) reply.header('retry-after', String(error.retryAfterSeconds));
    done();
  });

  await conversationRoutes(app, chat);
  await messageRoutes(app, chat);
  await ticketRoute(app, chat);
  registerChatSocketHandlers(app, chat);
}
