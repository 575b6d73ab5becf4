import { IMPERSONATION_STORAGE_KEY, type ImpersonationEnd, type ImpersonationStart } from 'shared-rules';
import { makeStore } from '../store/store';
import { sessionExpired, signedIn, signedOut } from './auth-slice';
import { beginImpersonation, endImpersonation } from './impersonation';
import { clearImpersonationOnSignOut, clearImpersonationSession, loadImpersonationSession } from './impersonation-storage';
import { loadStoredSession } from './session-storage';

const officerPair = { access: { token: 'officer-access', expires: '2030-01-01T00:00:00.000Z' }, refresh: 'officer-refresh' };
const adminPair = { access: { token: 'admin-access', expires: '2030-01-01T01:00:00.000Z' }, refresh: 'admin-refresh' };
const start: ImpersonationStart = {
  tokens: officerPair,
  impersonationToken: 'impersonation-token-0123456789',
  expiresAt: '2030-01-01T00:30:00.000Z',
};
const ended: ImpersonationEnd = { tokens: { ...adminPair, encompass: 'encompass-token' } };

/** A `fetch` that answers every call with `status` and `body`, remembering what was sent. */
function answering(status: number, body: unknown) {
  return jest.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => ({ ok: status < 300, status, json: async () => body }) as Response,
  );
}

beforeEach(() => window.localStorage.clear());

describe('the impersonation record', () => {
  it("begins with the impersonated user's pair as the session and the session token kept, and clears", () => {
    beginImpersonation(start, 'Alex Morgan');
    expect(loadStoredSession()).toEqual(officerPair);
    expect(loadImpersonationSession()).toEqual({
      impersonationToken: 'impersonation-token-0123456789',
      impersonatorName: 'Alex Morgan',
      expiresAt: '2030-01-01T00:30:00.000Z',
    });
    clearImpersonationSession();
    expect(loadImpersonationSession()).toBeNull();
  });

  it('drops an unreadable record instead of offering to end it', () => {
    window.localStorage.setItem(IMPERSONATION_STORAGE_KEY, '{"impersonationToken":');
    expect(loadImpersonationSession()).toBeNull();
    window.localStorage.setItem(IMPERSONATION_STORAGE_KEY, JSON.stringify({ impersonationToken: 'x', expiresAt: 'soon' }));
    expect(loadImpersonationSession()).toBeNull();
    expect(window.localStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
  });

  it('is forgotten when the user signs out or the session expires, not while signed in', () => {
    const store = makeStore({ auth: { session: officerPair } });
    clearImpersonationOnSignOut(store);
    beginImpersonation(start, 'Alex Morgan');
    store.dispatch(signedIn(officerPair));
    expect(loadImpersonationSession()).not.toBeNull();
    store.dispatch(signedOut());
    expect(loadImpersonationSession()).toBeNull();

    beginImpersonation(start, 'Alex Morgan');
    store.dispatch(signedIn(officerPair));
    store.dispatch(sessionExpired());
    expect(loadImpersonationSession()).toBeNull();
  });
});

describe('endImpersonation', () => {
  it("posts the session token and stores the administrator's new pair in place of the record", async () => {
    beginImpersonation(start, 'Alex Morgan');
    const fetchFn = answering(200, ended);
    await expect(endImpersonation(fetchFn, { accessToken: 'officer-access' })).resolves.toEqual({ ok: true, session: adminPair });
    const [url, init] = fetchFn.mock.calls[0];
    expect(url).toBe('/api/auth/impersonation/end');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ impersonationToken: 'impersonation-token-0123456789' });
    expect(init?.headers).toMatchObject({ authorization: 'Bearer officer-access' });
    expect(loadStoredSession()).toEqual(adminPair);
    expect(loadImpersonationSession()).toBeNull();
  });

  it('changes nothing when services refuse, cannot be reached, or there is no session to end', async () => {
    beginImpersonation(start, 'Alex Morgan');
    await expect(endImpersonation(answering(401, { code: 'impersonation-invalid' }))).resolves.toEqual({ ok: false });
    const unreachable = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(endImpersonation(unreachable)).resolves.toEqual({ ok: false });
    expect(loadStoredSession()).toEqual(officerPair);
    expect(loadImpersonationSession()).not.toBeNull();

    clearImpersonationSession();
    const fetchFn = answering(200, ended);
    await expect(endImpersonation(fetchFn)).resolves.toEqual({ ok: false });
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
