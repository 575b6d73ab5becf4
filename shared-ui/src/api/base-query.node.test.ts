import type { AccessSession } from 'shared-rules';
import { fetchWithSession } from '../auth/access-token';
import { signedIn } from '../auth/auth-slice';
import { makeStore } from '../store/store';
import { api } from './api';
import { createPortalBaseQuery } from './base-query';

const NOW = Date.parse('2026-03-01T12:00:00Z');

function pair(token: string, expiresInMs: number): AccessSession {
  return { access: { token, expires: new Date(NOW + expiresInMs).toISOString() } };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Records requests; answers refreshes with `refreshAnswer` and everything else with 200 {}. */
function fakeFetch(refreshAnswer: () => Response | Promise<Response>) {
  const calls: Array<{ url: string; authorization: string | null; body: string | null; sessionHeader?: string | null }> = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
    const url = new URL(request.url, 'http://portal.test').pathname;
    const body = request.method === 'GET' ? null : await request.clone().text();
    const sessionHeader = request.headers.get('x-portal-request');
    calls.push({ url, authorization: request.headers.get('authorization'), body, ...(sessionHeader ? { sessionHeader } : {}) });
    return url === '/api/auth/refresh' ? refreshAnswer() : json(200, { ok: true });
  }) as unknown as typeof fetch;
  return { fetchFn, calls };
}

async function runQuery(store: ReturnType<typeof makeStore>, baseQuery: ReturnType<typeof createPortalBaseQuery>) {
  return baseQuery(
    '/profile',
    {
      getState: store.getState,
      dispatch: store.dispatch,
      signal: new AbortController().signal,
      abort: () => undefined,
      extra: undefined,
      endpoint: 'getProfile',
      type: 'query',
    },
    {},
  );
}

describe('portal base query', () => {
  beforeAll(() => {
    // fetchBaseQuery builds absolute Requests; give relative URLs an origin in Node.
    const NativeRequest = Request;
    global.Request = class extends NativeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://portal.test') : input, init);
      }
    } as typeof Request;
  });

  it('sends the stored token while it is more than 10 s from expiry', async () => {
    const store = makeStore();
    store.dispatch(signedIn(pair('fresh', 60_000)));
    const { fetchFn, calls } = fakeFetch(() => json(500, {}));
    await runQuery(store, createPortalBaseQuery({ fetchFn, now: () => NOW }));
    expect(calls).toEqual([{ url: '/api/profile', authorization: 'Bearer fresh', body: null }]);
  });

  it('refreshes a token within 10 s of expiry from the session cookie before the call, and keeps the new one in memory', async () => {
    const store = makeStore();
    store.dispatch(signedIn(pair('old', 9_000)));
    const { fetchFn, calls } = fakeFetch(() => json(200, pair('new', 900_000)));
    await runQuery(store, createPortalBaseQuery({ fetchFn, now: () => NOW }));
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/refresh', '/api/profile']);
    // The refresh token is the HttpOnly cookie: the page sends no token, only the portal's header.
    expect(calls[0]).toEqual({ url: '/api/auth/refresh', authorization: null, body: '', sessionHeader: '1' });
    expect(calls[1].authorization).toBe('Bearer new');
    expect(store.getState().auth.session).toEqual(pair('new', 900_000));
  });

  it('shares one refresh between concurrent calls (refresh tokens rotate)', async () => {
    const store = makeStore();
    store.dispatch(signedIn(pair('old', 1_000)));
    const { fetchFn, calls } = fakeFetch(() => json(200, pair('new', 900_000)));
    const baseQuery = createPortalBaseQuery({ fetchFn, now: () => NOW });
    await Promise.all([runQuery(store, baseQuery), runQuery(store, baseQuery)]);
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
    expect(calls.filter((call) => call.url === '/api/profile').map((call) => call.authorization)).toEqual(['Bearer new', 'Bearer new']);
  });

  it('sends no authorization header when the refresh fails on the network', async () => {
    const store = makeStore();
    store.dispatch(signedIn(pair('old', 5_000)));
    const { fetchFn, calls } = fakeFetch(() => Promise.reject(new TypeError('network down')));
    await runQuery(store, createPortalBaseQuery({ fetchFn, now: () => NOW }));
    expect(calls[1]).toEqual({ url: '/api/profile', authorization: null, body: null });
    expect(store.getState().auth.session).not.toBeNull();
  });

  it('signs the user out when services refuse the refresh token', async () => {
    const store = makeStore();
    store.dispatch(signedIn(pair('old', -1_000)));
    const { fetchFn, calls } = fakeFetch(() => json(401, { code: 'REFRESH_INVALID' }));
    await runQuery(store, createPortalBaseQuery({ fetchFn, now: () => NOW }));
    expect(calls[1].authorization).toBeNull();
    expect(store.getState().auth.session).toBeNull();
  });

  it('refreshes and retries once when services refuse a token that looked valid', async () => {
    const store = makeStore();
    store.dispatch(signedIn(pair('revoked', 600_000)));
    const calls: Array<{ url: string; authorization: string | null }> = [];
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
      const url = new URL(request.url).pathname;
      calls.push({ url, authorization: request.headers.get('authorization') });
      if (url === '/api/auth/refresh') return json(200, pair('renewed', 900_000));
      return request.headers.get('authorization') === 'Bearer renewed' ? json(200, { ok: true }) : json(401, { code: 'TOKEN_INVALID' });
    }) as typeof fetch;
    const result = await runQuery(store, createPortalBaseQuery({ fetchFn, now: () => NOW }));
    expect(result.data).toEqual({ ok: true });
    expect(calls.map((call) => `${call.url} ${call.authorization}`)).toEqual([
      '/api/profile Bearer revoked',
      '/api/auth/refresh null',
      '/api/profile Bearer renewed',
    ]);
  });

  it('fetchWithSession (file bytes) refreshes and retries once the same way', async () => {
    const store = makeStore();
    store.dispatch(signedIn(pair('revoked', 600_000)));
    const calls: string[] = [];
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const authorization = new Headers(init?.headers).get('authorization');
      calls.push(`${url} ${authorization}`);
      if (url === '/api/auth/refresh') return json(200, pair('renewed', 900_000));
      return authorization === 'Bearer renewed' ? new Response('%PDF-1.7') : json(401, { code: 'TOKEN_INVALID' });
    }) as typeof fetch;
    const response = await fetchWithSession(
      { getState: store.getState, dispatch: store.dispatch, fetchFn, now: () => NOW },
      '/loans/L1/attachments/A1/content',
    );
    expect(await response.text()).toBe('%PDF-1.7');
    expect(calls).toEqual([
      '/api/loans/L1/attachments/A1/content Bearer revoked',
      '/api/auth/refresh null',
      '/api/loans/L1/attachments/A1/content Bearer renewed',
    ]);
  });

  it('sends no header when signed out', async () => {
    const store = makeStore();
    const { fetchFn, calls } = fakeFetch(() => json(500, {}));
    await runQuery(store, createPortalBaseQuery({ fetchFn, now: () => NOW }));
    expect(calls).toEqual([{ url: '/api/profile', authorization: null, body: null }]);
  });

  it('is the base query of the one portal api', () => {
    expect(api.reducerPath).toBe('api');
  });
});
