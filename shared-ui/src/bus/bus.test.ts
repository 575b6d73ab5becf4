import { createBus, getBus, setBus } from './bus';

describe('portal bus', () => {
  it('delivers a payload only to subscribers of its event type', () => {
    const bus = createBus();
    const navigations: string[] = [];
    const toasts: string[] = [];
    bus.subscribe('host:navigate', ({ to }) => navigations.push(to));
    bus.subscribe('host:toast', ({ title }) => toasts.push(title));

    bus.emit('host:navigate', { to: '/pipeline' });
    bus.emit('host:toast', { kind: 'success', title: 'Saved', message: 'Setting saved' });

    expect(navigations).toEqual(['/pipeline']);
    expect(toasts).toEqual(['Saved']);
  });

  it('does not replay events emitted before a subscription', () => {
    const bus = createBus();
    bus.emit('host:open-help-drawer', {});
    const seen: unknown[] = [];
    bus.subscribe('host:open-help-drawer', (payload) => seen.push(payload));
    expect(seen).toEqual([]);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createBus();
    const seen: string[] = [];
    const subscription = bus.subscribe('socket:loan-update', ({ loanId }) => seen.push(loanId));
    bus.emit('socket:loan-update', { loanId: 'L1' });
    subscription.unsubscribe();
    bus.emit('socket:loan-update', { loanId: 'L2' });
    expect(seen).toEqual(['L1']);
  });

  it('exposes every event on events$ with its type', () => {
    const bus = createBus();
    const types: string[] = [];
    bus.events$.subscribe((event) => types.push(event.type));
    bus.emit('auth:signed-out', { reason: 'user' });
    bus.emit('socket:session-id', { sessionId: 's-1' });
    expect(types).toEqual(['auth:signed-out', 'socket:session-id']);
  });

  it('getBus returns the bus the host set', () => {
    const bus = createBus();
    setBus(bus);
    expect(getBus()).toBe(bus);
  });
});
