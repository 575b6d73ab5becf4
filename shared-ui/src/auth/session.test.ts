import { makeStore } from '../store/store';
import { sessionExpired, signedIn } from './auth-slice';
import {
  endSession,
  handOverSession,
  markSessionInBrowser,
  maySignInFromCookie,
  REFRESH_LOCK,
  refreshSession,
  restoreSession,
  SIGNED_IN_MARK_KEY,
  forgetHandedOverSession,
  handedOverSession,
  watchOtherTabs,
} from './session';

const session = { access: { token: 'access-1', expires: '2030-01-01T00:00:00.000Z' } };

function answering(status: number, body: unknown = {}) {
  return jest.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => ({ ok: status < 300, status, json: async () => body }) as Response,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  forgetHandedOverSession();
});

describe('the session in this browser', () => {
  it('keeps no token in storage: only a mark that a session cookie may exist', () => {
    const store = makeStore();
    markSessionInBrowser(store);
    store.dispatch(signedIn(session));
    expect(Object.keys({ ...window.localStorage })).toEqual([SIGNED_IN_MARK_KEY]);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('access-1');
    store.dispatch(sessionExpired());
    expect(maySignInFromCookie()).toBe(false);
  });

  it('hands a session from the sign-in page to the portal in memory, as often as the portal reads it, until it ends', async () => {
    handOverSession(session);
    expect(maySignInFromCookie()).toBe(true);
    const fetchFn = answering(500);
    await expect(restoreSession(fetchFn)).resolves.toEqual({ state: 'signed-in', session });
    expect(fetchFn).not.toHaveBeenCalled();
    // A first render that suspends is made again: it must find the session again.
    expect(handedOverSession()).toEqual(session);
    expect(handedOverSession()).toEqual(session);
    const store = makeStore({ auth: { session } });
    markSessionInBrowser(store);
    store.dispatch(sessionExpired());
    expect(handedOverSession()).toBeNull();
  });

  it('restores a session after a reload from the cookie, with the portal’s header and no token sent', async () => {
    window.localStorage.setItem(SIGNED_IN_MARK_KEY, '1');
    const fetchFn = answering(200, session);
    await expect(restoreSession(fetchFn)).resolves.toEqual({ state: 'signed-in', session });
    const [url, init] = fetchFn.mock.calls[0];
    expect(url).toBe('/api/auth/refresh');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { 'x-portal-request': '1' } });
    expect(init?.body).toBeUndefined();
    expect(handedOverSession()).toEqual(session);
  });

  it('asks nothing of a browser never signed in, and forgets the mark when the cookie is refused', async () => {
    const never = answering(200, session);
    await expect(restoreSession(never)).resolves.toEqual({ state: 'signed-out' });
    expect(never).not.toHaveBeenCalled();

    window.localStorage.setItem(SIGNED_IN_MARK_KEY, '1');
    await expect(restoreSession(answering(401))).resolves.toEqual({ state: 'signed-out' });
    expect(maySignInFromCookie()).toBe(false);

    // Unreachable or busy services are not a sign-out: the mark stays for the next try.
    window.localStorage.setItem(SIGNED_IN_MARK_KEY, '1');
    await expect(restoreSession(jest.fn(async () => Promise.reject(new TypeError('offline'))))).resolves.toEqual({ state: 'unavailable' });
    await expect(restoreSession(answering(429))).resolves.toEqual({ state: 'unavailable' });
    expect(maySignInFromCookie()).toBe(true);
  });

  it('takes turns with the other tabs through a Web Lock', async () => {
    const held: string[] = [];
    const request = jest.fn(async (name: string, work: () => Promise<unknown>) => {
      held.push(name);
      return work();
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      await expect(refreshSession(answering(200, session))).resolves.toEqual({ ok: true, session });
      expect(held).toEqual([REFRESH_LOCK]);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('signs out on the services, forgets the mark, and tells the other tabs', async () => {
    window.localStorage.setItem(SIGNED_IN_MARK_KEY, '1');
    const fetchFn = answering(204);
    await endSession(fetchFn);
    expect(fetchFn.mock.calls[0][0]).toBe('/api/auth/logout');
    expect(fetchFn.mock.calls[0][1]).toMatchObject({ method: 'POST', headers: { 'x-portal-request': '1' } });
    expect(maySignInFromCookie()).toBe(false);
  });

  it('hears another tab sign out or sign in', () => {
    const onSignedOut = jest.fn();
    const onSignedIn = jest.fn();
    const stop = watchOtherTabs({ onSignedOut, onSignedIn });
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_MARK_KEY, oldValue: '1', newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_MARK_KEY, oldValue: null, newValue: '2' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: null }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_MARK_KEY, newValue: null }));
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });
});
