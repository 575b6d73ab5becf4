import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { TokenPair } from 'shared-rules';
import { sessionExpired, tokensRefreshed, type AuthState } from './auth-slice';

/** A token this close to expiry is refreshed before use (spec: 10 s). */
export const TOKEN_REFRESH_THRESHOLD_MS = 10_000;

export const API_BASE_URL = '/api';

export interface TokenContext {
  getState: () => unknown;
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  fetchFn?: typeof fetch;
  now?: () => number;
  /** Refresh even if the token looks valid (services refused it, e.g. after a key rotation). */
  force?: boolean;
}

let refreshInFlight: Promise<string | null> | null = null;

/**
 * Refresh tokens rotate: two concurrent refreshes would spend the same token twice and the
 * second would fail, so every caller shares one request.
 */
function refreshOnce(refresh: string, context: TokenContext): Promise<string | null> {
  refreshInFlight ??= (async () => {
    const fetchFn = context.fetchFn ?? fetch;
    try {
      const response = await fetchFn(`${API_BASE_URL}/auth/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh }),
      });
      if (response.status === 400 || response.status === 401 || response.status === 403) {
        context.dispatch(sessionExpired());
        return null;
      }
      if (!response.ok) return null;
      const pair = (await response.json()) as TokenPair;
      context.dispatch(tokensRefreshed(pair));
      return pair.access.token;
    } catch {
      // Spec: refresh errors are swallowed and the request goes out without a header.
      return null;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/**
 * The access token to send now: the stored one while it is more than 10 s from expiry,
 * otherwise a refreshed one; null when signed out or when the refresh fails.
 */
export async function getFreshAccessToken(context: TokenContext): Promise<string | null> {
  const session = (context.getState() as { auth?: AuthState }).auth?.session ?? null;
  if (!session) return null;
  const now = (context.now ?? Date.now)();
  if (!context.force && Date.parse(session.access.expires) - now > TOKEN_REFRESH_THRESHOLD_MS) return session.access.token;
  return refreshOnce(session.refresh, context);
}
