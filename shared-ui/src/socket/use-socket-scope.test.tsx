import { renderHook } from '@testing-library/react';
import type { SocketAck, SocketScope } from 'shared-rules';
import { createBus, setBus, type PortalBus } from '../bus/bus';
import { setSocket, type PortalSocket } from './socket-facade';
import { useSocketScope } from './use-socket-scope';

type Sent = [event: string, scope: SocketScope];

/** A facade that records what is emitted and answers joins with `answer`. */
function recordingSocket(answer: SocketAck = { ok: true }) {
  const sent: Sent[] = [];
  const socket: PortalSocket = {
    emit(event, ...[payload, ack]) {
      // Only scope joins and leaves are sent by the hook under test.
      sent.push([event, payload as SocketScope]);
      if (typeof ack === 'function') ack(answer);
    },
    on: () => () => undefined,
    connected: true,
    sessionId: 's1',
  };
  return { socket, sent };
}

describe('useSocketScope', () => {
  let bus: PortalBus;
  beforeEach(() => {
    bus = createBus();
    setBus(bus);
  });
  afterEach(() => setSocket(null));

  it('joins on mount, again on every reconnect, and leaves on unmount', () => {
    const { socket, sent } = recordingSocket();
    setSocket(socket);
    const loanRoom: SocketScope = { scope: 'room', target: 'loan:L1' };
    const { unmount } = renderHook(() => useSocketScope(loanRoom));
    expect(sent).toEqual([['join_scope', loanRoom]]);

    bus.emit('socket:connected', { sessionId: 's2' });
    bus.emit('socket:connected', { sessionId: 's3' });
    expect(sent).toEqual([
      ['join_scope', loanRoom],
      ['join_scope', loanRoom],
      ['join_scope', loanRoom],
    ]);

    unmount();
    expect(sent.at(-1)).toEqual(['leave_scope', loanRoom]);
    bus.emit('socket:connected', { sessionId: 's4' });
    expect(sent).toHaveLength(4);
  });

  it('joins through the socket the host set after mount (sign-in connects later)', () => {
    // Before sign-in the facade is the disconnected no-op; the join happens on connect.
    const { socket, sent } = recordingSocket();
    renderHook(() => useSocketScope({ scope: 'room', target: 'loan:L1' }));
    expect(sent).toEqual([]);
    setSocket(socket);
    bus.emit('socket:connected', { sessionId: 's1' });
    expect(sent).toEqual([['join_scope', { scope: 'room', target: 'loan:L1' }]]);
  });

  it('moves to the new room when the target changes, and joins nothing for null', () => {
    const { socket, sent } = recordingSocket();
    setSocket(socket);
    const { rerender } = renderHook(({ target }: { target: string | null }) => useSocketScope(target ? { scope: 'room', target } : null), {
      initialProps: { target: 'loan:L1' as string | null },
    });
    // A new object with the same scope and target is not a change.
    rerender({ target: 'loan:L1' });
    rerender({ target: 'loan:L2' });
    rerender({ target: null });
    expect(sent).toEqual([
      ['join_scope', { scope: 'room', target: 'loan:L1' }],
      ['leave_scope', { scope: 'room', target: 'loan:L1' }],
      ['join_scope', { scope: 'room', target: 'loan:L2' }],
      ['leave_scope', { scope: 'room', target: 'loan:L2' }],
    ]);
  });

  it('reports a refused join without throwing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { socket } = recordingSocket({ ok: false, code: 'not-found', detail: 'No loan L9 for this user.' });
    setSocket(socket);
    renderHook(() => useSocketScope({ scope: 'room', target: 'loan:L9' }));
    expect(warn).toHaveBeenCalledWith('Live updates for loan:L9 unavailable: No loan L9 for this user.');
    warn.mockRestore();
  });
});
