import type { AccessSession, ImpersonationEnd, ImpersonationStart } from 'shared-rules';
import { API_BASE_URL } from './access-token';
import { clearImpersonationSession, loadImpersonationSession, saveImpersonationSession } from './impersonation-storage';
import { rememberSignedIn, SESSION_REQUEST_HEADERS } from './session';

/**
 * Starts acting as the user `start` was issued for. The services already made their session this
 * browser's (the refresh cookie is theirs now, and the session's own token is a cookie that ends
 * it); the browser keeps only who is impersonating and until when, for the banner. The caller then
 * loads '/' as a full page, so the portal starts over with the impersonated user's profile, menus
 * and home page.
 */
export function beginImpersonation(start: ImpersonationStart, impersonatorName: string, storage: Storage = window.localStorage): void {
  saveImpersonationSession({ impersonatorName, expiresAt: start.expiresAt }, storage);
  rememberSignedIn(storage);
}

export type ImpersonationEndResult = { ok: true; session: AccessSession } | { ok: false };

export interface EndImpersonationOptions {
  /** The impersonated user's access token, sent as the bearer. */
  accessToken?: string | null;
  storage?: Storage;
}

/**
 * `POST /api/auth/impersonation/end`, with the session's token in its cookie. On success the
 * administrator's new access token is the session (their refresh token is the cookie again) and
 * the impersonation record is gone; any failure (no record, a refusal, no answer) changes nothing.
 */
export async function endImpersonation(
  fetchFn: typeof fetch = fetch,
  { accessToken = null, storage = window.localStorage }: EndImpersonationOptions = {},
): Promise<ImpersonationEndResult> {
  if (!loadImpersonationSession(storage)) return { ok: false };
  const headers: Record<string, string> = { ...SESSION_REQUEST_HEADERS };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  try {
    const response = await fetchFn(`${API_BASE_URL}/auth/impersonation/end`, { method: 'POST', headers, credentials: 'same-origin' });
    if (!response.ok) return { ok: false };
    const { tokens } = (await response.json()) as ImpersonationEnd;
    // `tokens.encompass` is dropped: the portal never keeps the integration token in the browser
    // (services store it encrypted and use it themselves; the profile only says whether one exists).
    clearImpersonationSession(storage);
    return { ok: true, session: { access: tokens.access } };
  } catch {
    return { ok: false };
  }
}
