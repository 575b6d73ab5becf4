import { createBus } from '../bus/bus';
import { createSocketManager, socketOptions, type PortalClientSocket } from './socket-manager';

type Listener = (...args: unknown[]) => void;

/** A stand-in for socket.io's client socket that records listeners and emits. */
function fakeSocket() {
  const listeners = new Map<string, Listener[]>();
  let anyListener: Listener | null = null;
  const emitted: unknown[][] = [];
  const managerListeners = new Map<string, Listener>();
  const socket = {
    connected: false,
    io: {
      on(event: string, listener: Listener) {
        managerListeners.set(event, listener);
      },
    },
    connect: jest.fn(),
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return socket;
    },
    off(event: string, listener: Listener) {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((l) => l !== listener),
      );
      return socket;
    },
    onAny(listener: Listener) {
      anyListener = listener;
      return socket;
    },
    emit(...args: unknown[]) {
      emitted.push(args);
      return socket;
    },
    disconnect: jest.fn(),
  };
  const receive = (event: string, payload?: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
    if (!['connect', 'disconnect', 'connect_error'].includes(event)) anyListener?.(event, payload);
  };
  const managerEvent = (event: string) => managerListeners.get(event)?.();
  return {
    socket: socket as unknown as PortalClientSocket,
    receive,
    managerEvent,
    emitted,
    connect: socket.connect,
    disconnect: socket.disconnect,
  };
}

describe('socket manager', () => {
  it('connects with the spec options: token, websocket only, 5 attempts, 2 s → 10 s, randomization 0.5', () => {
    expect(socketOptions('tok')).toEqual({
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: 'tok' },
      reconnection: true,
      reconnectionAttempts: 5,
      reconnectionDelay: 2000,
      reconnectionDelayMax: 10000,
      randomizationFactor: 0.5,
    });
    const fake = fakeSocket();
    const connect = jest.fn(() => fake.socket);
    createSocketManager({ accessToken: 'tok', bus: createBus(), connect });
    expect(connect).toHaveBeenCalledWith('/', socketOptions('tok'));
  });

  it('stores the session id and republishes every incoming event on the bus', () => {
    const fake = fakeSocket();
    const bus = createBus();
    const seen: string[] = [];
    bus.events$.subscribe((event) => seen.push(event.type));
    const manager = createSocketManager({ accessToken: 'tok', bus, connect: () => fake.socket });

    fake.receive('session-id', { sessionId: 'abc' });
    fake.receive('notification', { id: 'n1', message: 'Hi', link: null, read: false, timestamp: '2026-01-01T00:00:00Z' });

    expect(manager.sessionId).toBe('abc');
    expect(seen).toEqual(['socket:session-id', 'socket:notification']);
  });

  it('implements the facade and disconnects on teardown', () => {
    const fake = fakeSocket();
    const manager = createSocketManager({ accessToken: 'tok', bus: createBus(), connect: () => fake.socket });
    const updates: string[] = [];
    const stop = manager.on('loan-update', ({ loanId }) => updates.push(loanId));
    fake.receive('loan-update', { loanId: 'L1' });
    stop();
    fake.receive('loan-update', { loanId: 'L2' });
    manager.emit('join_scope', { scope: 'room', target: 'L1' });
    manager.disconnect();

    expect(updates).toEqual(['L1']);
    expect(fake.emitted).toEqual([['join_scope', { scope: 'room', target: 'L1' }]]);
    expect(fake.disconnect).toHaveBeenCalled();
  });
});

describe('socket manager after socket.io gave up reconnecting', () => {
  it('starts a new round when the browser is back online or the tab is shown again, and not before', () => {
    const fake = fakeSocket();
    const manager = createSocketManager({ accessToken: 'tok', bus: createBus(), connect: () => fake.socket });

    window.dispatchEvent(new Event('online'));
    expect(fake.connect).not.toHaveBeenCalled();

    fake.managerEvent('reconnect_failed');
    window.dispatchEvent(new Event('online'));
    expect(fake.connect).toHaveBeenCalledTimes(1);

    fake.managerEvent('reconnect_failed');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fake.connect).toHaveBeenCalledTimes(2);

    manager.disconnect();
    fake.managerEvent('reconnect_failed');
    window.dispatchEvent(new Event('online'));
    expect(fake.connect).toHaveBeenCalledTimes(2);
  });
});

describe('socket auth', () => {
  it('reads the token on every (re)connect when given a source', async () => {
    const options = socketOptions(async () => 'latest');
    const auth = options.auth as (callback: (data: object) => void) => void;
    const data = await new Promise<object>((resolve) => auth(resolve));
    expect(data).toEqual({ token: 'latest' });
  });
});
