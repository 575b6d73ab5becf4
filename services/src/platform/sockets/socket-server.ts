// The socket server's types and its rooms: what the realtime plugin and the sign-in ending both use.
import type { ClientToServerEvents, ServerToClientEvents } from 'shared-rules';
import type { Server, Socket } from 'socket.io';
import type { AuthUser } from '../auth/auth-user';

/** The message each service process sends the others (through the Redis adapter) when sign-ins end. */
export interface EndedSessionsEvents {
  'sign-ins-ended': (payload: { userIds: string[] }) => void;
}

/** Per-socket state, set by the handshake. */
export interface SocketData {
  user: AuthUser;
  /** When the handshake's access token expires (ms since epoch); later joins are refused. */
  tokenExpiresAt: number;
}

// The Redis adapter carries the room broadcasts; the one server-to-server event of our own ends sessions.
type InterServerEvents = EndedSessionsEvents;

export type PortalSocketServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type PortalSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** The room every socket of a user joins; features publish personal events to it. */
export const userRoom = (userId: string) => `user:${userId}`;
/** The room every administrator's socket joins; administrators' events (assistant test runs) go there. */
export const ADMINISTRATORS_ROOM = 'administrators';
/** The room every socket of an external user joins for their organisation. */
export const orgRoom = (orgId: string) => `org:${orgId}`;
