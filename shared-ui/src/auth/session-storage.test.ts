import { makeStore } from '../store/store';
import { signedIn, signedOut } from './auth-slice';
import { SESSION_STORAGE_KEY, loadStoredSession, persistSession } from './session-storage';

const session = { access: { token: 't', expires: '2030-01-01T00:00:00Z' }, refresh: 'r' };

describe('session storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('round-trips the session through the store', () => {
    const store = makeStore();
    persistSession(store);
    store.dispatch(signedIn(session));
    expect(loadStoredSession()).toEqual(session);
    store.dispatch(signedOut());
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('drops a corrupt entry instead of failing start-up', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{"access":');
    expect(loadStoredSession()).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ access: { token: 1 } }));
    expect(loadStoredSession()).toBeNull();
  });
});
