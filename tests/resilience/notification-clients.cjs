// Child process of the restart test: holds its share of the sockets, each one behaving as the
// portal's browser does with its notifications list: it loads the list when it connects, adds
// every pushed notification, and after a reconnect fetches the list again, keeping what was
// pushed while that fetch was in flight (the same shared-rules functions the host uses).
const { createRequire } = require('node:module');
const path = require('node:path');

const requireFromTests = createRequire(path.join(__dirname, '..', 'package.json'));
const { io } = requireFromTests('socket.io-client');
const { SOCKET_RECONNECTION, withNotificationsPushedDuringFetch, withPushedNotification } = requireFromTests('shared-rules');

const CONNECT_BATCH = 50;
const clients = [];

function portalClient(url, token) {
  const state = { held: [], everConnected: false, disconnectedAt: null, reconnectMs: [], gaveUp: false, pushedDuringFetch: null };
  const socket = io(url, { transports: ['websocket'], auth: { token }, forceNew: true, ...SOCKET_RECONNECTION });

  async function loadList() {
    const pushedMeanwhile = [];
    state.pushedDuringFetch = pushedMeanwhile;
    try {
      const response = await fetch(`${url}/api/notifications`, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`GET /api/notifications answered ${response.status}`);
      state.held = withNotificationsPushedDuringFetch(await response.json(), pushedMeanwhile);
    } finally {
      if (state.pushedDuringFetch === pushedMeanwhile) state.pushedDuringFetch = null;
    }
  }

  const ready = new Promise((resolve, reject) => {
    socket.on('connect', () => {
      if (state.disconnectedAt !== null) {
        state.reconnectMs.push(Date.now() - state.disconnectedAt);
        state.disconnectedAt = null;
      }
      const first = !state.everConnected;
      state.everConnected = true;
      loadList().then(() => first && resolve(), first ? reject : (error) => process.send({ type: 'failed', message: String(error) }));
    });
    socket.once('connect_error', (error) => {
      if (!state.everConnected) reject(error);
    });
  });
  socket.on('disconnect', () => {
    state.disconnectedAt = Date.now();
  });
  socket.io.on('reconnect_failed', () => {
    state.gaveUp = true;
  });
  socket.on('notification', (pushed) => {
    state.pushedDuringFetch?.push(pushed);
    state.held = withPushedNotification(state.held, pushed);
  });
  return { socket, state, ready };
}

function report() {
  return clients.map(({ socket, state }) => ({
    connected: socket.connected,
    ids: state.held.map((n) => n.id),
    reconnectMs: state.reconnectMs,
    gaveUp: state.gaveUp,
  }));
}

process.on('message', async (command) => {
  try {
    if (command.type === 'connect') {
      for (let start = 0; start < command.count; start += CONNECT_BATCH) {
        const batch = Array.from({ length: Math.min(CONNECT_BATCH, command.count - start) }, () =>
          portalClient(command.url, command.token),
        );
        clients.push(...batch);
        await Promise.all(batch.map((client) => client.ready));
      }
      process.send({ type: 'connected', count: clients.length });
    } else if (command.type === 'report') {
      process.send({ type: 'report', clients: report() });
    } else if (command.type === 'disconnect') {
      for (const { socket } of clients) socket.disconnect();
      process.exit(0);
    }
  } catch (error) {
    process.send({ type: 'failed', message: String(error?.message ?? error) });
  }
});
