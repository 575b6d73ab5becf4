import type { ClientToServerEvents, ServerToClientEvents, SocketAck, SocketScope } from 'shared-rules';
import { io, type Socket } from 'socket.io-client';

export type PortalClient = Socket<ServerToClientEvents, ClientToServerEvents>;

// The session id is listened for from the start: it may arrive before the test awaits it.
const sessionIds = new WeakMap<PortalClient, Promise<string>>();

/** Connects like the host's socket manager does (websocket only, token in the handshake). */
export function connect(baseUrl: string, token: string | undefined): PortalClient {
  const socket: PortalClient = io(baseUrl, {
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
  const sessionId = new Promise<string>((resolve, reject) => {
    socket.once('session-id', ({ sessionId: id }) => resolve(id));
    socket.once('connect_error', reject);
  });
  sessionId.catch(() => {});
  sessionIds.set(socket, sessionId);
  return socket;
}

/** Resolves with the session id the server sent right after connecting. */
export function connected(socket: PortalClient): Promise<string> {
  return sessionIds.get(socket) ?? Promise.reject(new Error('socket not made by connect()'));
}

/** Resolves with the `connect_error` the server answers a refused handshake with. */
export function refused(socket: PortalClient): Promise<Error & { data?: { code: string; detail: string } }> {
  return new Promise((resolve, reject) => {
    socket.once('connect_error', resolve);
    socket.once('connect', () => reject(new Error('the server accepted the connection')));
  });
}

export function emitWithAck(socket: PortalClient, event: 'join_scope' | 'leave_scope', scope: SocketScope): Promise<SocketAck> {
  return new Promise((resolve) => socket.emit(event, scope, resolve));
}

/** The next `event` on the socket, or a rejection after `ms`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: PortalClient,
  event: E,
  ms = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} within ${ms} ms`)), ms);
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    };
    (socket as unknown as { once(e: string, l: (p: unknown) => void): void }).once(event as string, listener as (p: unknown) => void);
  });
}

/** Resolves false if `event` does not arrive within `ms`. */
export async function arrivesWithin<E extends keyof ServerToClientEvents>(socket: PortalClient, event: E, ms: number): Promise<boolean> {
  try {
    await nextEvent(socket, event, ms);
    return true;
  } catch {
    return false;
  }
}
