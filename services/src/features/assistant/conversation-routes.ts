import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  ChatConversationAnswerSchema,
  ChatConversationCreateRequestSchema,
  ChatConversationListQuerySchema,
  ChatConversationListSchema,
  ChatSystemStatusSchema,
  CHAT_CONVERSATIONS_PAGE_SIZE,
  FIRST_PAGE,
  IdParamsSchema,
  NoContentSchema,
} from 'shared-rules';
import { readSettingValue } from '../../platform/settings/setting-reader';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { assertAssistantEnabled, assistantEnabled, messageText } from './admission';
import { refuseInvalidRequest } from './body-checks';
import { auditChat } from './chat-audit';
import { type ChatFeature, conversationRoom } from './chat-feature';
import {
  conversationWithMessages,
  deleteConversation,
  listConversations,
  ownConversation,
  readableConversation,
} from './conversation-store';
import { modelUsable } from './provider/provider-line-up';
import { answerTurn, noStages, openConversation } from './reply-turn';
import { SIGNED_IN } from '../../platform/access/declarations';

/**
 * Conversations: open one (answering its first question), list and search the caller's own,
 * read one (the owner, or an administrator reading a transcript), delete one (the owner), and
 * whether the assistant answers at all.
 */
export async function conversationRoutes(fastify: FastifyInstance, chat: ChatFeature): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/chat/conversations',
    {
      config: { access: SIGNED_IN },
      attachValidation: true,
      schema: {
        tags: ['chat'],
        summary:
          'Open a conversation: with a first question it is answered and stored too (422 when too long); without one it starts with the greeting',
        security: bearerSecurity,
        body: ChatConversationCreateRequestSchema,
        response: { 201: ChatConversationAnswerSchema, ...authenticatedProblems, ...problemResponses(422, 500) },
      },
    },
    async (request, reply) => {
      refuseInvalidRequest(request, 'initialMessage');
      await assertAssistantEnabled(app);
      const { user } = request;
      const typed = request.body.initialMessage?.trim() ?? '';
      // The contract: a blank first message opens the conversation with the greeting only.
      const question = typed === '' ? null : messageText(typed, 'body.initialMessage');
      if (question) await chat.limit.consume(user);
      const conversation = await openConversation(chat.runtime, user, question);
      if (question) {
        await answerTurn(
          chat.runtime,
          { user, conversation, message: question, context: request.body.context ?? null, streaming: false },
          noStages,
        );
      }
      const opened = await readableConversation(app.db, user, conversation.id);
      return reply.code(201).send({ data: await conversationWithMessages(app.db, opened) });
    },
  );

  app.get(
    '/chat/conversations',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['chat'],
        summary: "A page of the caller's conversations, most recent first; `search` matches titles and messages",
        security: bearerSecurity,
        querystring: ChatConversationListQuerySchema,
        response: { 200: ChatConversationListSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const page = request.query.page ?? FIRST_PAGE;
      const pageSize = request.query.pageSize ?? CHAT_CONVERSATIONS_PAGE_SIZE;
      const { data, total } = await listConversations(app.db, request.user, { page, pageSize, search: request.query.search });
      return { data, page, pageSize, total };
    },
  );

  app.get(
    '/chat/conversations/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['chat'],
        summary: "One conversation with its messages: the caller's own, or any for an administrator (404 otherwise)",
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: ChatConversationAnswerSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const conversation = await readableConversation(app.db, request.user, request.params.id);
      return { data: await conversationWithMessages(app.db, conversation) };
    },
  );

  app.delete(
    '/chat/conversations/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['chat'],
        summary: "Delete one of the caller's conversations (404 for anyone else's); its room is emptied",
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 204: NoContentSchema, ...authenticatedProblems },
      },
    },
    async (request, reply) => {
      const conversation = await ownConversation(app.db, request.user, request.params.id);
      const at = chat.runtime.now();
      await app.db.transaction().execute(async (trx) => {
        await deleteConversation(trx, conversation.id, at);
        await auditChat(trx, {
          action: 'conversation-deleted',
          actorId: request.user.id,
          conversationId: conversation.id,
          details: {},
          at,
        });
      });
      // Open tabs stop receiving its stages; rejoining is refused like any missing conversation.
      app.io.in(conversationRoom(conversation.id)).socketsLeave(conversationRoom(conversation.id));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/chat/system/status',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['chat'],
        summary:
          'Whether the assistant answers (the agenticAssistant flag), the provider and model of the assistant setting, and `fallback` when that model cannot be called',
        security: bearerSecurity,
        response: { 200: ChatSystemStatusSchema, ...authenticatedProblems },
      },
    },
    async () => {
      const settings = await readSettingValue(app, 'assistant');
      const model = settings.provider === 'built-in' ? null : settings.model.trim() || null;
      // A model named but not callable (no base URL, model or key): the built-in provider answers meanwhile.
      const fallback = settings.provider !== 'built-in' && !modelUsable(settings, (await chat.modelAccess.apiKey()).key);
      return { data: { enabled: await assistantEnabled(app), provider: settings.provider, model, fallback } };
    },
  );
}
