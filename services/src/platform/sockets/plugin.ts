import { createAdapter } from '@socket.io/redis-adapter';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { ServerEventName, ServerEventPayload, ServerToClientEvents, SocketScope } from 'shared-rules';
import { Server } from 'socket.io';
import { isAdminLike } from '../auth/auth-user';
import { ApiError } from '../http/problem';
import { registerEndedSessions } from './ended-sessions';
import { parseScopeRequest, replyTo } from './scope-request';
import { ADMINISTRATORS_ROOM, orgRoom, type PortalSocket, type PortalSocketServer, userRoom } from './socket-server';

/** `group`/`room` deliver to one target's sockets; `everyone` to every connected socket. */
export type PublishScope = SocketScope['scope'] | 'everyone';

export type Publish = <E extends ServerEventName>(scope: PublishScope, target: string, event: E, payload: ServerEventPayload<E>) => void;

declare module 'fastify' {
  interface FastifyInstance {
    io: PortalSocketServer;
    /**
     * Sends a typed event to every socket of a target (`user:<id>`, `org:<id>`, `loan:<id>`, …)
     * on every service process (through Redis when configured). `everyone` ignores the target.
     */
    publish: Publish;
  }
}

export interface RealtimePluginOptions {
  corsOrigins: string[];
  redisUrl?: string;
  /** The Redis channel prefix of this deployment's socket events (`redisNames`). */
  adapterKey: string;
}

/**
 * socket.io on fastify's own HTTP server. The handshake must carry a valid access token
 * (`auth: { token }`); each socket then joins its user's room (and its organisation's for
 * external users), receives `session-id`, and may join further scopes through the access layer.
 */
export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, options) => {
    let closing = false;
    const io: PortalSocketServer = new Server(app.server, {
      // A process that is shutting down takes no new connections: the client's next attempt
      // reaches another process behind the address.
      allowRequest: (_request, answer) => answer(closing ? 'The service is restarting.' : null, !closing),
      cors: { origin: options.corsOrigins, credentials: true },
      serveClient: false,
      // Events are small JSON: compressing them would cost more than it saves, and it would stop
      // a room broadcast from writing the one frame socket.io encodes for all its sockets.
      perMessageDeflate: false,
    });

    if (options.redisUrl) {
      const publisher = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
      const subscriber = publisher.duplicate();
      await Promise.all([publisher.connect(), subscriber.connect()]);
      io.adapter(createAdapter(publisher, subscriber, { key: options.adapterKey }));
      app.addHook('onClose', async () => {
        await Promise.allSettled([publisher.quit(), subscriber.quit()]);
      });
      app.log.info('socket.io publishes through Redis');
    }

    io.use((socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      try {
        socket.data.user = app.verifyAccessToken(typeof token === 'string' ? token : undefined);
        const { exp } = app.jwt.decode<{ exp?: number }>(token as string) ?? {};
        socket.data.tokenExpiresAt = typeof exp === 'number' ? exp * 1000 : Number.POSITIVE_INFINITY;
        next();
      } catch (error) {
        const problem = error instanceof ApiError ? error : new ApiError(401, 'token-invalid', 'The access token is not valid.');
        // socket.io hands `data` to the client's connect_error listener.
        next(Object.assign(new Error(problem.message), { data: { code: problem.code, detail: problem.message } }));
      }
    });

    io.on('connection', (socket: PortalSocket) => {
      const { user } = socket.data;
      void socket.join(userRoom(user.id));
      if (user.userType === 'external' && user.organizationId) void socket.join(orgRoom(user.organizationId));
      if (isAdminLike(user)) void socket.join(ADMINISTRATORS_ROOM);
      socket.emit('session-id', { sessionId: socket.id });

      socket.on('join_scope', async (raw: SocketScope, ack) => {
        const request = parseScopeRequest(raw);
        if (!request.ok) return replyTo(ack, request);
        // The connection outlives its token; a new scope needs a token that is still valid.
        if (Date.now() >= socket.data.tokenExpiresAt) {
          return replyTo(ack, { ok: false, code: 'token-expired', detail: 'The access token has expired. Reconnect with a fresh token.' });
        }
        try {
          const result = await app.access.checkJoin(user, request.scope);
          if (result.ok) await socket.join(request.scope.target);
          replyTo(ack, result);
        } catch (error) {
          app.log.error({ err: error, target: request.scope.target }, 'join_scope failed');
          replyTo(ack, { ok: false, code: 'internal-error', detail: 'Could not join the scope. Try again.' });
        }
      });

      socket.on('leave_scope', async (raw: SocketScope, ack) => {
        const request = parseScopeRequest(raw);
        if (!request.ok) return replyTo(ack, request);
        await socket.leave(request.scope.target);
        replyTo(ack, { ok: true });
      });
    });

    // One `emit` per publish: socket.io encodes the packet and its WebSocket frame once and
    // writes that frame to every socket of the room; no per-socket work belongs here.
    const publish: Publish = (scope, target, event, payload) => {
      const emitArgs = [payload] as Parameters<ServerToClientEvents[typeof event]>;
      if (scope === 'everyone') io.emit(event, ...emitArgs);
      else io.to(target).emit(event, ...emitArgs);
    };

    app.decorate('io', io);
    app.decorate('publish', publish);
    registerEndedSessions(app, io, options.redisUrl !== undefined);

    // Close the connections first, or the HTTP server would wait for them forever on close. Only
    // the transport closes (no socket.io disconnect packet, which would tell clients to stay
    // away): clients reconnect on their own schedule, to another process behind the address.
    app.addHook('preClose', async () => {
      closing = true;
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
    });
    app.addHook('onClose', async () => {
      await io.close();
    });
  },
  { name: 'realtime', dependencies: ['auth', 'access'] },
);
