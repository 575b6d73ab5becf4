import type { FastifyInstance } from 'fastify';
import { SIGN_IN_REFUSAL_TEXTS, type SignInRefusal } from 'shared-rules';
import { type PortalSocketServer, userRoom } from './socket-server';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * After the write that closed these users' sign-in has committed and their refresh tokens are
     * revoked: every service process reads them again into its `signInBlocks`, then tells each of
     * their sockets why (`session-ended`) and disconnects it. Users the database lets sign in
     * (enabled again meanwhile) keep their sockets. Resolves once this process has done it.
     */
    endSessions(userIds: readonly string[]): Promise<void>;
  }
}

/**
 * Registers `app.endSessions` and the listener for other processes' `sign-ins-ended`. Each
 * process disconnects only its own sockets, after its own read of the database: a client that
 * reconnects at once, to any process, presents a token that process already refuses. With one
 * process (no Redis) nothing is sent.
 */
export function registerEndedSessions(app: FastifyInstance, io: PortalSocketServer, crossProcess: boolean): void {
  const endHere = async (userIds: readonly string[]) => {
    await app.signInBlocks.refreshUsers(userIds);
    const byRefusal = new Map<SignInRefusal, string[]>();
    for (const userId of userIds) {
      const refusal = app.signInBlocks.refusalFor({ id: userId });
      if (refusal) byRefusal.set(refusal, [...(byRefusal.get(refusal) ?? []), userRoom(userId)]);
    }
    for (const [refusal, rooms] of byRefusal) {
      // Written before the close, on the same connection: the client reads why it was disconnected.
      io.local.to(rooms).emit('session-ended', { code: refusal, detail: SIGN_IN_REFUSAL_TEXTS[refusal] });
      io.local.in(rooms).disconnectSockets(true);
    }
  };

  io.on('sign-ins-ended', ({ userIds }) => {
    if (!Array.isArray(userIds) || !userIds.every((userId) => typeof userId === 'string')) return;
    endHere(userIds).catch((error: unknown) => app.log.error({ err: error, userIds }, 'could not end the sessions of users'));
  });

  app.decorate('endSessions', async (userIds: readonly string[]) => {
    if (userIds.length === 0) return;
    if (crossProcess) io.serverSideEmit('sign-ins-ended', { userIds: [...userIds] });
    await endHere(userIds);
  });
}
