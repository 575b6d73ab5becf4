import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { SOCKET_RECONNECTION, type ServerEventName, type ServerToClientEvents, type ClientToServerEvents } from 'shared-rules';
import type { PortalBus } from '../bus/bus';
import type { PortalEventMap } from '../bus/events';
import type { PortalSocket } from './socket-facade';

/** The access token as a value, or read on every (re)connect so a reconnect never sends a stale one. */
export type AccessTokenSource = string | (() => Promise<string | null>);

/** Spec: websocket only; 5 reconnect attempts; 2 s delay growing to 10 s; randomization 0.5. */
export function socketOptions(accessToken: AccessTokenSource): Partial<ManagerOptions & SocketOptions> {
  return {
    path: '/socket.io',
    transports: ['websocket'],
    auth:
      typeof accessToken === 'string'
        ? { token: accessToken }
        : (callback) => {
            void accessToken().then((token) => callback({ token: token ?? '' }));
          },
    ...SOCKET_RECONNECTION,
  };
}

export type PortalClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface SocketManager extends PortalSocket {
  /** Closes the connection and stops reconnecting (sign-out, teardown). */
  disconnect(): void;
}

export interface SocketManagerOptions {
  /** Same-origin by default; the host's server proxies `/socket.io` to services. */
  url?: string;
  accessToken: AccessTokenSource;
  bus: PortalBus;
  /** Injected for tests; defaults to socket.io-client's `io`. */
  connect: (url: string, options: Partial<ManagerOptions & SocketOptions>) => PortalClientSocket;
}

/**
 * The portal's one socket: stores the session id the server sends, republishes every incoming
 * event on the bus as `socket:<event>`, and implements the {@link PortalSocket} facade.
 */
export function createSocketManager({ url = '/', accessToken, bus, connect }: SocketManagerOptions): SocketManager {
  const socket = connect(url, socketOptions(accessToken));
  let sessionId: string | null = null;

  socket.on('session-id', ({ sessionId: id }) => {
    sessionId = id;
  });
  socket.onAny((event: string, payload: unknown) => {
    const type = `socket:${event}` as keyof PortalEventMap;
    bus.emit(type, payload as never);
  });
  socket.on('connect', () => bus.emit('socket:connected', { sessionId }));
  socket.on('disconnect', (reason) => bus.emit('socket:disconnected', { reason }));
  // Spec: connection errors are only logged; socket.io keeps retrying on its own schedule.
  socket.on('connect_error', (error) => console.warn('Live updates unavailable:', error.message));

  // After its last attempt socket.io stops for good; a laptop waking up or a browser back online
  // would then stay without live updates until a reload. Those moments start a new round.
  let gaveUp = false;
  socket.io.on('reconnect_failed', () => {
    gaveUp = true;
  });
  const retryAfterGivingUp = () => {
    if (!gaveUp || socket.connected || document.visibilityState === 'hidden') return;
    gaveUp = false;
    socket.connect();
  };
  window.addEventListener('online', retryAfterGivingUp);
  document.addEventListener('visibilitychange', retryAfterGivingUp);

  return {
    emit(event, ...args) {
      socket.emit(event, ...args);
    },
    on<E extends ServerEventName>(event: E, handler: ServerToClientEvents[E]) {
      // socket.io's listener typing is stricter than the per-event handler map allows.
      const listener = handler as never;
      socket.on(event, listener);
      return () => {
        socket.off(event, listener);
      };
    },
    get connected() {
      return socket.connected;
    },
    get sessionId() {
      return sessionId;
    },
    disconnect() {
      window.removeEventListener('online', retryAfterGivingUp);
      document.removeEventListener('visibilitychange', retryAfterGivingUp);
      socket.disconnect();
    },
  };
}
