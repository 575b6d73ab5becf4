import { IMPERSONATION_STORAGE_KEY, type ImpersonationSession } from 'shared-rules';
import type { AuthState } from './auth-slice';

// localStorage, like the signed-in mark: while an administrator impersonates, the session cookie
// is the impersonated user's in every tab of the portal and after every reload, so the banner that
// says so (and offers End Session) has to live exactly as long and as widely. It holds no token:
// the session's own token is an HttpOnly cookie.

function isImpersonationSession(value: unknown): value is ImpersonationSession {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof ImpersonationSession, unknown>>;
  return (
    typeof candidate.impersonatorName === 'string' &&
    typeof candidate.expiresAt === 'string' &&
    !Number.isNaN(Date.parse(candidate.expiresAt))
  );
}

/** The running impersonation session, or null when there is none (an unreadable entry is removed). */
export function loadImpersonationSession(storage: Storage = window.localStorage): ImpersonationSession | null {
  const raw = storage.getItem(IMPERSONATION_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isImpersonationSession(parsed)) return parsed;
  } catch {
    // fall through: a corrupt entry cannot end anything
  }
  storage.removeItem(IMPERSONATION_STORAGE_KEY);
  return null;
}

export function saveImpersonationSession(session: ImpersonationSession, storage: Storage = window.localStorage): void {
  storage.setItem(IMPERSONATION_STORAGE_KEY, JSON.stringify(session));
}

export function clearImpersonationSession(storage: Storage = window.localStorage): void {
  storage.removeItem(IMPERSONATION_STORAGE_KEY);
}

/**
 * Forgets the impersonation session whenever the store's session ends (Sign Out, or services
 * refusing the tokens once the session has expired), so the next sign-in on this browser starts
 * clean. Returns the unsubscribe.
 */
export function clearImpersonationOnSignOut(
  store: { getState: () => { auth: AuthState }; subscribe: (listener: () => void) => () => void },
  storage: Storage = window.localStorage,
): () => void {
  return store.subscribe(() => {
    if (store.getState().auth.session === null) clearImpersonationSession(storage);
  });
}
