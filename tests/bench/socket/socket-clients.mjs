// Child process of the socket benchmark: connects its share of the sockets, all signed in as one
// user, and for each announced publish reports when every one of its sockets received it. Times
// are process.hrtime (the system's monotonic clock), so the parent can compare them with its own.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'package.json'));
const { io } = require('socket.io-client');

const CONNECT_BATCH = 100;
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
let sockets = [];

async function connectAll(url, token, count) {
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, () => {
      const socket = io(url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('session-id', resolve);
        socket.once('connect_error', reject);
      });
    });
    await Promise.all(batch);
  }
}

/** Listens for notification `id` on every socket; reports the arrival times once all arrived. */
function expect(id) {
  const arrivals = [];
  const onNotification = (notification) => {
    if (notification.id !== id) return;
    arrivals.push(nowMs());
    if (arrivals.length === sockets.length) {
      for (const socket of sockets) socket.off('notification', onNotification);
      process.send({ type: 'delivered', id, arrivals });
    }
  };
  for (const socket of sockets) socket.on('notification', onNotification);
}

process.on('message', async (command) => {
  try {
    if (command.type === 'connect') {
      await connectAll(command.url, command.token, command.count);
      process.send({ type: 'connected', count: sockets.length });
    } else if (command.type === 'expect') {
      expect(command.id);
      process.send({ type: 'armed', id: command.id });
    } else if (command.type === 'disconnect') {
      for (const socket of sockets) socket.disconnect();
      sockets = [];
      process.exit(0);
    }
  } catch (error) {
    process.send({ type: 'failed', message: String(error?.message ?? error) });
  }
});
