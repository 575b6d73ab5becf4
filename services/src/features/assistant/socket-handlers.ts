import type { FastifyInstance } from 'fastify';
import { ChatConversationRefSchema, type ChatConversationRef, ChatSocketSendSchema, type SocketAck } from 'shared-rules';
import { Compile } from 'typebox/compile';
import type { AuthUser } from '../../platform/auth/auth-user';
import { ApiError } from '../../platform/http/problem';
import type { PortalSocket } from '../../platform/sockets/socket-server';
import { replyTo } from '../../platform/sockets/scope-request';
import { admitMessage } from './admission';
import { messageLengthProblem } from './body-checks';
import { type ChatFeature, conversationRoom } from './chat-feature';
import { answerTurn, type StageEmitter, type Turn } from './reply-turn';

const validRef = Compile(ChatConversationRefSchema);
const validSend = Compile(ChatSocketSendSchema);

type Parsed<T> = { ok: true; value: T } | { ok: false; ack: SocketAck };

function invalid(detail: string): { ok: false; ack: SocketAck } {
  return { ok: false, ack: { ok: false, code: 'invalid-input', detail } };
}

function parseRef(raw: unknown): Parsed<ChatConversationRef> {
  return validRef.Check(raw) ? { ok: true, value: raw } : invalid('The payload must be { conversationId }.');
}

/** A refusal as the socket acknowledges it; anything unexpected is logged and reads as a retry. */
function ackOf(app: FastifyInstance, error: unknown): SocketAck {
  if (error instanceof ApiError) return { ok: false, code: error.code, detail: error.message };
  app.log.error({ err: error }, 'chat socket request failed');
  return { ok: false, code: 'internal-error', detail: 'The message could not be sent. Try again.' };
}

const tokenExpired: SocketAck = { ok: false, code: 'token-expired', detail: 'The access token has expired. Reconnect with a fresh token.' };

/**
 * The assistant's socket events. Joining a conversation's room goes through the access layer
 * (the `conversation` scope: its owner only); a message passes the same admission as over REST
 * and its stages go to the conversation's room only, the sender's socket joined to it first.
 * A user's own typing (`chat:typing_start/stop`) is accepted and not relayed: nobody else
 * watches a conversation, and the contract has no server event to carry it.
 */
export function registerChatSocketHandlers(app: FastifyInstance, chat: ChatFeature): void {
  const roomEmitter =
    (conversationId: string): StageEmitter =>
    (stage, payload) =>
      app.publish('room', conversationRoom(conversationId), stage, payload);

  app.io.on('connection', (socket: PortalSocket) => {
    const user: AuthUser = socket.data.user;
    const tokenValid = () => Date.now() < socket.data.tokenExpiresAt;

    socket.on('chat:join_conversation', async (raw, ack) => {
      const ref = parseRef(raw);
      if (!ref.ok) return replyTo(ack, ref.ack);
      if (!tokenValid()) return replyTo(ack, tokenExpired);
      try {
        const target = conversationRoom(ref.value.conversationId);
        const result = await app.access.checkJoin(user, { scope: 'room', target });
        if (result.ok) await socket.join(target);
        replyTo(ack, result);
      } catch (error) {
        replyTo(ack, ackOf(app, error));
      }
    });

    socket.on('chat:leave_conversation', async (raw, ack) => {
      const ref = parseRef(raw);
      if (!ref.ok) return replyTo(ack, ref.ack);
      await socket.leave(conversationRoom(ref.value.conversationId));
      replyTo(ack, { ok: true });
    });

    socket.on('chat:send_message', async (raw, ack) => {
      if (!validSend.Check(raw)) {
        const issues = [...validSend.Errors(raw)];
        const refusal = messageLengthProblem(issues, 'message', '');
        const [first] = issues;
        return replyTo(
          ack,
          refusal ? ackOf(app, refusal) : invalid(`${first?.instancePath || 'payload'} ${first?.message ?? 'is not valid'}`).ack,
        );
      }
      if (!tokenValid()) return replyTo(ack, tokenExpired);
      const { conversationId, message, context, enableStreaming } = raw;
      let turn: Turn;
      try {
        turn = await admitMessage(app, chat.limit, user, {
          conversationId,
          message,
          context,
          streaming: enableStreaming ?? true,
          field: 'message',
        });
        // The stages go to the room: the sender hears them even if it never joined.
        await socket.join(conversationRoom(conversationId));
      } catch (error) {
        return replyTo(ack, ackOf(app, error));
      }
      replyTo(ack, { ok: true });
      try {
        await answerTurn(chat.runtime, turn, roomEmitter(conversationId));
      } catch {
        // `chat:error` went to the room; the failure was logged by the reply.
      }
    });

    // Listened to so the events are known, and dropped: there is no one to tell (see above) and no ack to give.
    socket.on('chat:typing_start', () => undefined);
    socket.on('chat:typing_stop', () => undefined);
  });
}
