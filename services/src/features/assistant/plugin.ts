import type { FastifyInstance } from 'fastify';
import type { RateLimitRule } from '../../config';
import { assistantServicesOf } from './assistant-services';
import type { ChatFeature } from './chat-feature';
import { ownsConversation } from './conversation-store';
import { conversationRoutes } from './conversation-routes';
import { MessageLimitReached, messageLimitOf } from './message-limit';
import { messageRoutes } from './message-routes';
import { readSettingValue } from '../../platform/settings/setting-reader';
import { adminRoutes } from './admin-routes';
import { configuredLineUp, type ModelAccess, type ProviderLineUp } from './provider/provider-line-up';
import { assistantModelAccess } from './api-key';
import { apiKeyRoutes } from './api-key-routes';
import { registerChatSocketHandlers } from './socket-handlers';
import { ticketRoute } from './ticket-route';
import { registerTestRunJobs } from './evaluation/test-runs';
import type { Publish } from '../../platform/sockets/plugin';
import { testRoutes } from './evaluation/test-routes';
import './tables';

export interface ChatPluginOptions {
  /** Messages per user over REST, SSE and the socket together (the contract's CHAT_MESSAGES_PER_MINUTE). */
  messageLimit: RateLimitRule;
  /** ASSISTANT_API_KEY: wins over a key an administrator stored (`api-key.ts`). */
  environmentApiKey?: string;
  /** Who answers; by default what the `assistant` setting configures (read through the settings cache). */
  lineUp?: () => ProviderLineUp | Promise<ProviderLineUp>;
}

/**
 * The assistant (`/api/chat/*` and the `chat:*` socket events): each user's conversations, the
 * replies of the configured provider (the built-in one by default) with their actions, citations
 * and tool calls, the stages of a reply over the socket and SSE, and escalation to a support
 * ticket. Every write is audited in `chat_audit`. See README.md beside this file.
 */
export async function chatPlugin(app: FastifyInstance, options: ChatPluginOptions): Promise<void> {
  const sealer = app.secretSealer;
  const modelAccess: ModelAccess = assistantModelAccess(app, options.environmentApiKey, sealer);
  // The setting and the stored key are cached until a save invalidates them, so a change applies from the next message.
  const lineUp =
    options.lineUp ?? (async () => configuredLineUp(await readSettingValue(app, 'assistant'), (await modelAccess.apiKey()).key));
  const chat: ChatFeature = {
    runtime: { db: app.db, services: assistantServicesOf(app), lineUp, now: () => new Date() },
    limit: messageLimitOf(app, options.messageLimit),
    modelAccess,
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
  await adminRoutes(app, chat);
  await apiKeyRoutes(app, chat, sealer);
  // Looked up at each call, so what the app publishes through is what the run publishes through.
  const publish: Publish = (scope, target, event, payload) => app.publish(scope, target, event, payload);
  const testRuns = registerTestRunJobs(app.jobs, { runtime: chat.runtime, publish, log: app.log });
  await testRoutes(app, chat, testRuns);
  registerChatSocketHandlers(app, chat);
}
