import type { PortalSocketServer } from '../sockets/socket-server';
import type { PortalMetrics } from './metrics';

/**
 * The kind of a room: `user`, `org`, `loan`, `conversation`, … (the part before `:`), so the
 * label has a handful of values however many rooms there are.
 */
export function roomKind(room: string): string {
  const separator = room.indexOf(':');
  return separator === -1 ? room : room.slice(0, separator);
}

/** This process's socket.io connections and rooms, read at each scrape, and a count of connections. */
export function observeSockets(metrics: PortalMetrics, io: PortalSocketServer): void {
  const namespace = io.of('/');
  namespace.on('connection', () => metrics.recordSocketConnection());
  metrics.registerGauge({
    name: 'portal_socketio_connected_sockets',
    help: 'socket.io sockets connected to this process.',
    read: () => [{ value: namespace.sockets.size }],
  });
  metrics.registerGauge({
    name: 'portal_socketio_rooms',
    help: 'socket.io rooms with at least one socket of this process, by kind (user, org, loan, conversation, administrators, …).',
    labelNames: ['kind'],
    read: () => {
      const byKind = new Map<string, number>();
      for (const room of namespace.adapter.rooms.keys()) {
        // Every socket is alone in a room named by its id: that is the connection, not a room anyone joined.
        if (namespace.sockets.has(room)) continue;
        const kind = roomKind(room);
        byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
      }
      return [...byKind].map(([kind, value]) => ({ labels: { kind }, value }));
    },
  });
}
