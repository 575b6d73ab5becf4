import type { ImpersonationEnd, ImpersonationEndRequest, ImpersonationStart, TokenPair } from 'shared-rules';
import { API_BASE_URL } from './access-token';
import { clearImpersonationSession, loadImpersonationSession, saveImpersonationSession } from './impersonation-storage';
import { saveStoredSession } from './session-storage';

/**
 * Starts acting as the user `start` was issued for: their token pair becomes this browser's
 * session and the session's own token is kept to end it. The administrator's pair is not kept:
 * services issue them a new one when the session ends. The caller then loads '/' as a full page,
 * so the portal starts over with the impersonated user's profile, menus and home page.
 */
export function beginImpersonation(start: ImpersonationStart, impersonatorName: string, storage: Storage = window.localStorage): void {
  saveStoredSession(start.tokens, storage);
  saveImpersonationSession({ impersonationToken: start.impersonationToken, impersonatorName, expiresAt: start.expiresAt }, storage);
}

export type ImpersonationEndResult = { ok: true; session: TokenPair } | { ok: false };

export interface EndImpersonationOptions {
  /** The impersonated user's access token, sent as the bearer. */
  accessToken?: string | null;
  storage?: Storage;
}

/**
 * `POST /api/auth/impersonation/end` with the stored session token. On success the administrator's
 * new pair becomes the stored session and the impersonation record is gone; any failure (no
 * record, a refusal, no answer) changes nothing.
 */
export async function endImpersonation(
  fetchFn: typeof fetch = fetch,
  { accessToken = null, storage = window.localStorage }: EndImpersonationOptions = {},
): Promise<ImpersonationEndResult> {
  const running = loadImpersonationSession(storage);
  if (!running) return { ok: false };
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const body: ImpersonationEndRequest = { impersonationToken: running.impersonationToken };
  try {
    const response = await fetchFn(`${API_BASE_URL}/auth/impersonation/end`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!response.ok) return { ok: false };
    const { tokens } = (await response.json()) as ImpersonationEnd;
    // `tokens.encompass` is dropped: the portal never keeps the integration token in the browser
    // (services store it encrypted and use it themselves; the profile only says whether one exists).
    const session: TokenPair = { access: tokens.access, refresh: tokens.refresh };
    saveStoredSession(session, storage);
    clearImpersonationSession(storage);
    return { ok: true, session };
  } catch {
    return { ok: false };
  }
}
