import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  ChatFeedbackRequestSchema,
  ChatMessageParamsSchema,
  ChatSendAnswerSchema,
  ChatSendRequestSchema,
  ChatStreamReplySchema,
  IdParamsSchema,
  NoContentSchema,
} from 'shared-rules';
import { notFound } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { admitMessage } from './admission';
import { refuseInvalidRequest } from './body-checks';
import { auditChat } from './chat-audit';
import type { ChatFeature } from './chat-feature';
import { ownConversation, rateReply } from './conversation-store';
import { answerTurn, noStages } from './reply-turn';
import { openEventStream } from './event-stream';
import { SIGNED_IN } from '../../platform/access/declarations';

/**
 * Sending a message (answered whole over REST, or stage by stage as an event stream) and the
 * asker's thumbs on a reply. Both sends pass the same admission as the socket's.
 */
export async function messageRoutes(fastify: FastifyInstance, chat: ChatFeature): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/chat/conversations/:id/messages',
    {
      config: { access: SIGNED_IN },
      attachValidation: true,
      schema: {
        tags: ['chat'],
        summary: "Send a message to one of the caller's conversations; the answer holds it and the whole reply (422 blank or too long)",
        security: bearerSecurity,
        params: IdParamsSchema,
        body: ChatSendRequestSchema,
        response: { 201: ChatSendAnswerSchema, ...authenticatedProblems, ...problemResponses(422, 500) },
      },
    },
    async (request, reply) => {
      refuseInvalidRequest(request, 'message');
      const turn = await admitMessage(app, chat.limit, request.user, {
        conversationId: request.params.id,
        message: request.body.message,
        context: request.body.context,
        streaming: false,
        field: 'body.message',
      });
      return reply.code(201).send({ data: await answerTurn(chat.runtime, turn, noStages) });
    },
  );

  app.post(
    '/chat/conversations/:id/stream',
    {
      config: { access: SIGNED_IN },
      attachValidation: true,
      schema: {
        tags: ['chat'],
        summary:
          'Send a message and receive the reply as text/event-stream, one event per stage; refusals before the stream are problem answers',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: ChatSendRequestSchema,
        response: {
          200: { content: { 'text/event-stream': { schema: ChatStreamReplySchema } } },
          ...authenticatedProblems,
          ...problemResponses(422),
        },
      },
    },
    async (request, reply) => {
      refuseInvalidRequest(request, 'message');
      const turn = await admitMessage(app, chat.limit, request.user, {
        conversationId: request.params.id,
        message: request.body.message,
        context: request.body.context,
        streaming: true,
        field: 'body.message',
      });
      const stream = openEventStream(reply);
      try {
        await answerTurn(chat.runtime, turn, stream.emit);
      } catch {
        // The stream already carries `chat:error`; the failure itself was logged by the reply.
      } finally {
        stream.end();
      }
    },
  );

  app.post(
    '/chat/conversations/:id/messages/:messageId/feedback',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['chat'],
        summary: "The caller's thumbs up or down on a reply of their conversation (null takes it back)",
        security: bearerSecurity,
        params: ChatMessageParamsSchema,
        body: ChatFeedbackRequestSchema,
        response: { 204: NoContentSchema, ...authenticatedProblems },
      },
    },
    async (request, reply) => {
      const { id, messageId } = request.params;
      const conversation = await ownConversation(app.db, request.user, id);
      const { feedback } = request.body;
      const at = chat.runtime.now();
      const rated = await app.db.transaction().execute(async (trx) => {
        if (!(await rateReply(trx, conversation.id, messageId, feedback))) return false;
        await auditChat(trx, {
          action: 'feedback-given',
          actorId: request.user.id,
          conversationId: conversation.id,
          messageId,
          details: { feedback },
          at,
        });
        return true;
      });
      if (!rated) throw notFound('No reply with this id in this conversation.');
      return reply.code(204).send(null);
    },
  );
}
