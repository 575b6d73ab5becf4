// Child process of the socket benchmark: connects its share of the sockets, all signed in as one
// user, and for each announced publish reports when every one of its sockets received it. Times
// are process.hrtime (the system's monotonic clock), so the parent can compare them with its own.
import type { Notification } from 'shared-rules';
import { io, type Socket } from 'socket.io-client';

/** What the benchmark asks of a client process. */
export type ToClients =
  | { type: 'connect'; url: string; token: string; count: number }
  | { type: 'expect'; id: string }
  | { type: 'disconnect' };

/** What a client process answers. */
export type FromClients =
  | { type: 'connected'; count: number }
  | { type: 'armed'; id: string }
  | { type: 'delivered'; id: string; arrivals: number[] }
  | { type: 'failed'; message: string };

const CONNECT_BATCH = 100;
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const send = (message: FromClients) => process.send?.(message);
let sockets: Socket[] = [];

async function connectAll(url: string, token: string, count: number): Promise<void> {
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, () => {
      const socket = io(url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once('session-id', () => resolve());
        socket.once('connect_error', reject);
      });
    });
    await Promise.all(batch);
  }
}

/** Listens for notification `id` on every socket; reports the arrival times once all arrived. */
function expectNotification(id: string): void {
  const arrivals: number[] = [];
  const onNotification = (notification: Notification) => {
    if (notification.id !== id) return;
    arrivals.push(nowMs());
    if (arrivals.length === sockets.length) {
      for (const socket of sockets) socket.off('notification', onNotification);
      send({ type: 'delivered', id, arrivals });
    }
  };
  for (const socket of sockets) socket.on('notification', onNotification);
}

process.on('message', (command: ToClients) => {
  const handle = async () => {
    if (command.type === 'connect') {
      await connectAll(command.url, command.token, command.count);
      send({ type: 'connected', count: sockets.length });
    } else if (command.type === 'expect') {
      expectNotification(command.id);
      send({ type: 'armed', id: command.id });
    } else {
      for (const socket of sockets) socket.disconnect();
      sockets = [];
      process.exit(0);
    }
  };
  handle().catch((error: unknown) => send({ type: 'failed', message: error instanceof Error ? error.message : String(error) }));
});
