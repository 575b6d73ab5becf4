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

/**
 * Sends with a fresh access token; when services refuse a token that had not expired (revoked, or
 * the server's keys changed), refreshes once and sends again. If services refuse the refresh token
 * too, the session ends and sign-in shows.
 */
export async function sendWithSession<R>(
  context: TokenContext,
  send: (token: string | null) => Promise<R>,
  refused: (result: R) => boolean,
): Promise<R> {
  const token = await getFreshAccessToken(context);
  const result = await send(token);
  if (!token || !refused(result)) return result;
  const refreshed = await getFreshAccessToken({ ...context, force: true });
  return refreshed ? send(refreshed) : result;
}

/**
 * `fetch` of a portal path with the session's bearer token, for answers RTK Query should not
 * keep (file bytes): the same token refresh and single retry as every API call.
 */
export function fetchWithSession(context: TokenContext, path: string, init: RequestInit = {}): Promise<Response> {
  const fetchFn = context.fetchFn ?? fetch;
  return sendWithSession(
    context,
    (token) => {
      const headers = new Headers(init.headers);
      if (token) headers.set('authorization', `Bearer ${token}`);
      return fetchFn(`${API_BASE_URL}${path}`, { ...init, headers });
    },
    (response) => response.status === 401,
  );
}
