import type { AccessSession, SESSION_REQUEST_HEADER } from 'shared-rules';
import type { AuthState } from './auth-slice';

/*
 * The browser's side of a session. The refresh token is an HttpOnly cookie the page never sees;
 * the access token lives in the store's memory only. localStorage holds one mark without any
 * token, `portal.signed-in`, so that a reload knows to ask for a new access token and the other
 * tabs of the portal hear of a sign-in or a sign-out (the `storage` event).
 */

/** localStorage key of the mark that this browser has a session cookie (its value is not a token). */
export const SIGNED_IN_MARK_KEY = 'portal.signed-in';

/**
 * Headers of every call that reads or sets the session cookies (the services refuse them
 * otherwise). The name is spelled out, and kept equal to the contract's by its type: the sign-in
 * page paints before any shared module has loaded.
 */
export const SESSION_REQUEST_HEADERS: Readonly<Record<typeof SESSION_REQUEST_HEADER, '1'>> = { 'x-portal-request': '1' };

/** The Web Lock every tab of the portal takes around a refresh: a rotated token must never be sent twice. */
export const REFRESH_LOCK = 'portal.session-refresh';

const storageOf = (storage?: Storage) => storage ?? window.localStorage;

export function rememberSignedIn(storage?: Storage): void {
  storageOf(storage).setItem(SIGNED_IN_MARK_KEY, String(Date.now()));
}

export function forgetSignedIn(storage?: Storage): void {
  storageOf(storage).removeItem(SIGNED_IN_MARK_KEY);
}

/** Whether this browser may have a session cookie worth trying at start. */
export function maySignInFromCookie(storage?: Storage): boolean {
  return storageOf(storage).getItem(SIGNED_IN_MARK_KEY) !== null;
}

// The sign-in page (or the restore at start) hands the fresh access token to the portal in
// memory, never through storage. The portal's store reads it when it is made, which may happen
// more than once (a first render that suspends is thrown away and made again), so reading it does
// not consume it; the session's end forgets it (`markSessionInBrowser`).
let handedOver: AccessSession | null = null;

/** Keeps a session just started (sign-in, link) for the portal about to load, and marks the browser signed in. */
export function handOverSession(session: AccessSession, storage?: Storage): void {
  handedOver = session;
  rememberSignedIn(storage);
}

/** The session handed over to the portal, or null; reading it leaves it in place. */
export function handedOverSession(): AccessSession | null {
  return handedOver;
}

/** Forgets the handed-over session: it ended (signed out, refused), and must never start a portal again. */
export function forgetHandedOverSession(): void {
  handedOver = null;
}

export type RefreshResult =
  | { ok: true; session: AccessSession }
  /** `signedOut`: the services refused the cookie (none, expired, revoked); false when they could not be reached. */
  | { ok: false; signedOut: boolean };

/** Runs `work` holding the portal's refresh lock when the browser has Web Locks (every current one does). */
function holdingRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, work) : work();
}

/**
 * `POST /api/auth/refresh`: a new access token for the session cookie, which the services
 * rotate. One tab at a time (a Web Lock), so two tabs never spend the same refresh token, which
 * the services would take for a stolen one and end the sign-in.
 */
export function refreshSession(fetchFn: typeof fetch = fetch): Promise<RefreshResult> {
  return holdingRefreshLock(async () => {
    let response: Response;
    try {
      response = await fetchFn('/api/auth/refresh', { method: 'POST', headers: SESSION_REQUEST_HEADERS, credentials: 'same-origin' });
    } catch {
      return { ok: false, signedOut: false };
    }
    if (response.status === 400 || response.status === 401 || response.status === 403) return { ok: false, signedOut: true };
    if (!response.ok) return { ok: false, signedOut: false };
    return { ok: true, session: (await response.json()) as AccessSession };
  });
}

export type RestoredSession =
  | { state: 'signed-in'; session: AccessSession }
  | { state: 'signed-out' }
  /** The services did not answer (down, restarting, too busy): the cookie may still be good. */
  | { state: 'unavailable' };

/**
 * At start: the session the sign-in page handed over, else the cookie's when this browser may
 * have one (the mark is dropped when the services refuse it), else signed out.
 */
export async function restoreSession(fetchFn: typeof fetch = fetch, storage?: Storage): Promise<RestoredSession> {
  if (handedOver) return { state: 'signed-in', session: handedOver };
  if (!maySignInFromCookie(storage)) return { state: 'signed-out' };
  const result = await refreshSession(fetchFn);
  if (result.ok) {
    handedOver = result.session;
    return { state: 'signed-in', session: result.session };
  }
  if (!result.signedOut) return { state: 'unavailable' };
  forgetSignedIn(storage);
  return { state: 'signed-out' };
}

/** `POST /api/auth/logout`: the services end the cookie's sign-in and clear the cookies (best effort), and this browser forgets it. */
export async function endSession(fetchFn: typeof fetch = fetch, storage?: Storage): Promise<void> {
  forgetHandedOverSession();
  forgetSignedIn(storage);
  await fetchFn('/api/auth/logout', { method: 'POST', headers: SESSION_REQUEST_HEADERS, credentials: 'same-origin' }).catch(
    () => undefined,
  );
}

/**
 * Keeps the mark in step with the store: set while signed in, dropped when the session ends (a
 * sign-out or a refused refresh), which tells the other tabs. Returns the unsubscribe.
 */
export function markSessionInBrowser(
  store: { getState: () => { auth: AuthState }; subscribe: (listener: () => void) => () => void },
  storage?: Storage,
): () => void {
  let signedIn = store.getState().auth.session !== null;
  return store.subscribe(() => {
    const now = store.getState().auth.session !== null;
    if (now === signedIn) return;
    signedIn = now;
    if (now) rememberSignedIn(storage);
    else {
      forgetHandedOverSession();
      forgetSignedIn(storage);
    }
  });
}

/**
 * Calls `onSignedOut` when another tab of the portal signs out (or finds the session refused),
 * `onSignedIn` when another tab signs in. Returns the unsubscribe.
 */
export function watchOtherTabs(listeners: { onSignedOut?: () => void; onSignedIn?: () => void }): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SIGNED_IN_MARK_KEY && event.key !== null) return;
    const signedIn = event.key === null ? false : event.newValue !== null;
    if (signedIn) listeners.onSignedIn?.();
    else listeners.onSignedOut?.();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
