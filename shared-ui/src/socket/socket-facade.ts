import type { ClientToServerEvents, ServerEventName, ServerToClientEvents } from 'shared-rules';

export type ClientEventName = keyof ClientToServerEvents;

/**
 * What remotes may do with the portal's one socket. The host's manager implements it; a
 * remote never opens its own connection. Incoming events also arrive on the bus as
 * `socket:<event>`, which is usually the simpler way to listen.
 */
export interface PortalSocket {
  emit<E extends ClientEventName>(event: E, ...args: Parameters<ClientToServerEvents[E]>): void;
  /** Listens to one server event; returns the function that stops listening. */
  on<E extends ServerEventName>(event: E, handler: ServerToClientEvents[E]): () => void;
  readonly connected: boolean;
  /** The id the server sent in `session-id`, or null before it arrives. */
  readonly sessionId: string | null;
}

/** Used until the host connects: sends nothing, receives nothing, and says so. */
const disconnectedSocket: PortalSocket = {
  emit() {
    // Deliberately dropped: there is no connection to send on before sign-in.
  },
  on() {
    return () => undefined;
  },
  connected: false,
  sessionId: null,
};

let current: PortalSocket = disconnectedSocket;

export function getSocket(): PortalSocket {
  return current;
}

/** Set by the host once connected; `null` restores the disconnected facade on sign-out. */
export function setSocket(socket: PortalSocket | null): void {
  current = socket ?? disconnectedSocket;
}
