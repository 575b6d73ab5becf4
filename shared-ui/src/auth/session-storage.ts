import type { TokenPair } from 'shared-rules';
import type { AuthState } from './auth-slice';

/** localStorage key of the persisted token pair (shared by the host and the dev harnesses). */
export const SESSION_STORAGE_KEY = 'portal.session';

function isTokenPair(value: unknown): value is TokenPair {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { access?: { token?: unknown; expires?: unknown }; refresh?: unknown };
  return (
    typeof candidate.refresh === 'string' &&
    typeof candidate.access?.token === 'string' &&
    typeof candidate.access?.expires === 'string' &&
    !Number.isNaN(Date.parse(candidate.access.expires))
  );
}

/** The stored session, or null when absent or unreadable (a corrupt entry is removed). */
export function loadStoredSession(storage: Storage = window.localStorage): TokenPair | null {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isTokenPair(parsed)) return parsed;
  } catch {
    // fall through: a corrupt entry is as good as none
  }
  storage.removeItem(SESSION_STORAGE_KEY);
  return null;
}

/** Writes the session (the sign-in page stores it before the portal's store exists). */
export function saveStoredSession(session: TokenPair, storage: Storage = window.localStorage): void {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

/** Mirrors the store's session into storage whenever it changes. Returns the unsubscribe. */
export function persistSession(
  store: { getState: () => { auth: AuthState }; subscribe: (listener: () => void) => () => void },
  storage: Storage = window.localStorage,
): () => void {
  let last = store.getState().auth.session;
  return store.subscribe(() => {
    const next = store.getState().auth.session;
    if (next === last) return;
    last = next;
    if (next) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
    else storage.removeItem(SESSION_STORAGE_KEY);
  });
}
