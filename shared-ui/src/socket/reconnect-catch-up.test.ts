import type { TagDescription } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import { createBus } from '../bus/bus';
import { makeStore } from '../store/store';
import { declareLiveTags, liveTags, startReconnectCatchUp } from './reconnect-catch-up';

const served = { loan: 0, organization: 0 };

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    catchUpTestLoan: build.query<{ version: number }, string>({
      queryFn: () => ({ data: { version: ++served.loan } }),
      providesTags: (_result, _error, id) => [{ type: 'Loan', id }],
    }),
    catchUpTestOrganization: build.query<{ version: number }, void>({
      queryFn: () => ({ data: { version: ++served.organization } }),
      providesTags: ['Organization'],
    }),
  }),
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function portalWithLiveLoan() {
  served.loan = 0;
  served.organization = 0;
  const store = makeStore();
  const bus = createBus();
  const withdraw = declareLiveTags(['Loan']);
  const stop = startReconnectCatchUp({
    bus,
    invalidate: (tags: TagDescription<string>[]) => store.dispatch(api.util.invalidateTags(tags as TagDescription<'Loan'>[])),
  });
  const loan = store.dispatch(testApi.endpoints.catchUpTestLoan.initiate('L1'));
  const organization = store.dispatch(testApi.endpoints.catchUpTestOrganization.initiate());
  const loanVersion = () => testApi.endpoints.catchUpTestLoan.select('L1')(store.getState()).data?.version;
  const cleanup = () => {
    loan.unsubscribe();
    organization.unsubscribe();
    stop();
    withdraw();
  };
  return { bus, loanVersion, cleanup };
}

describe('catch-up after a reconnect', () => {
  it('refetches the live data on screen once the socket is back, and nothing else', async () => {
    const { bus, loanVersion, cleanup } = portalWithLiveLoan();
    await settle();
    expect(loanVersion()).toBe(1);

    bus.emit('socket:connected', { sessionId: 's1' });
    await settle();
    expect(served).toEqual({ loan: 1, organization: 1 });

    bus.emit('socket:disconnected', { reason: 'transport close' });
    await settle();
    expect(served.loan).toBe(1);

    bus.emit('socket:connected', { sessionId: 's2' });
    await settle();
    expect(served).toEqual({ loan: 2, organization: 1 });
    expect(loanVersion()).toBe(2);

    // A second connect without a drop in between has missed nothing.
    bus.emit('socket:connected', { sessionId: 's2' });
    await settle();
    expect(served.loan).toBe(2);
    cleanup();
  });

  it('stops refetching a tag once every declaration of it is withdrawn', async () => {
    const extra = declareLiveTags(['Loan', 'Notification']);
    expect(liveTags().sort()).toEqual(['Loan', 'Notification']);
    const { bus, cleanup } = portalWithLiveLoan();
    await settle();
    extra();
    extra();
    expect(liveTags()).toEqual(['Loan']);
    cleanup();
    expect(liveTags()).toEqual([]);

    bus.emit('socket:disconnected', { reason: 'ping timeout' });
    bus.emit('socket:connected', { sessionId: 's3' });
    await settle();
    expect(served.loan).toBe(1);
  });
});
