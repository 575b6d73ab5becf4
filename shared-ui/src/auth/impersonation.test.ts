import { IMPERSONATION_STORAGE_KEY, type ImpersonationEnd, type ImpersonationStart } from 'shared-rules';
import { makeStore } from '../store/store';
import { sessionExpired, signedIn, signedOut } from './auth-slice';
import { beginImpersonation, endImpersonation } from './impersonation';
import { clearImpersonationOnSignOut, clearImpersonationSession, loadImpersonationSession } from './impersonation-storage';
import { maySignInFromCookie } from './session';

const officerSession = { access: { token: 'officer-access', expires: '2030-01-01T00:00:00.000Z' } };
const adminAccess = { token: 'admin-access', expires: '2030-01-01T01:00:00.000Z' };
const start: ImpersonationStart = { tokens: officerSession, expiresAt: '2030-01-01T00:30:00.000Z' };
const ended: ImpersonationEnd = { tokens: { access: adminAccess, encompass: 'encompass-token' } };

/** A `fetch` that answers every call with `status` and `body`, remembering what was sent. */
function answering(status: number, body: unknown) {
  return jest.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => ({ ok: status < 300, status, json: async () => body }) as Response,
  );
}

beforeEach(() => window.localStorage.clear());

describe('the impersonation record', () => {
  it('keeps who is impersonating and until when, and no token at all', () => {
    beginImpersonation(start, 'Alex Morgan');
    expect(loadImpersonationSession()).toEqual({ impersonatorName: 'Alex Morgan', expiresAt: '2030-01-01T00:30:00.000Z' });
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('officer-access');
    // The reload that follows restores the officer's session from the cookie the services set.
    expect(maySignInFromCookie()).toBe(true);
    clearImpersonationSession();
    expect(loadImpersonationSession()).toBeNull();
  });

  it('drops an unreadable record instead of offering to end it', () => {
    window.localStorage.setItem(IMPERSONATION_STORAGE_KEY, '{"impersonatorName":');
    expect(loadImpersonationSession()).toBeNull();
    window.localStorage.setItem(IMPERSONATION_STORAGE_KEY, JSON.stringify({ impersonatorName: 'x', expiresAt: 'soon' }));
    expect(loadImpersonationSession()).toBeNull();
    expect(window.localStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
  });

  it('is forgotten when the user signs out or the session expires, not while signed in', () => {
    const store = makeStore({ auth: { session: officerSession } });
    clearImpersonationOnSignOut(store);
    beginImpersonation(start, 'Alex Morgan');
    store.dispatch(signedIn(officerSession));
    expect(loadImpersonationSession()).not.toBeNull();
    store.dispatch(signedOut());
    expect(loadImpersonationSession()).toBeNull();

    beginImpersonation(start, 'Alex Morgan');
    store.dispatch(signedIn(officerSession));
    store.dispatch(sessionExpired());
    expect(loadImpersonationSession()).toBeNull();
  });
});

describe('endImpersonation', () => {
  it("posts with the portal's header (the session's token is its cookie) and answers the administrator's access token", async () => {
    beginImpersonation(start, 'Alex Morgan');
    const fetchFn = answering(200, ended);
    await expect(endImpersonation(fetchFn, { accessToken: 'officer-access' })).resolves.toEqual({
      ok: true,
      session: { access: adminAccess },
    });
    const [url, init] = fetchFn.mock.calls[0];
    expect(url).toBe('/api/auth/impersonation/end');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer officer-access', 'x-portal-request': '1' });
    expect(loadImpersonationSession()).toBeNull();
  });

  it('changes nothing when services refuse, cannot be reached, or there is no session to end', async () => {
    beginImpersonation(start, 'Alex Morgan');
    await expect(endImpersonation(answering(410, { code: 'impersonation-session-invalid' }))).resolves.toEqual({ ok: false });
    const unreachable = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(endImpersonation(unreachable)).resolves.toEqual({ ok: false });
    expect(loadImpersonationSession()).not.toBeNull();

    clearImpersonationSession();
    const fetchFn = answering(200, ended);
    await expect(endImpersonation(fetchFn)).resolves.toEqual({ ok: false });
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
