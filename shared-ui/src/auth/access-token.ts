import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { sessionExpired, tokensRefreshed, type AuthState } from './auth-slice';
import { refreshSession } from './session';

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
 * A new access token from the session cookie. Every caller in this tab shares one request, and
 * tabs take turns (`refreshSession`): refresh tokens rotate, and one spent twice ends the sign-in.
 */
function refreshOnce(context: TokenContext): Promise<string | null> {
  refreshInFlight ??= (async () => {
    try {
      const result = await refreshSession(context.fetchFn ?? fetch);
      if (result.ok) {
        context.dispatch(tokensRefreshed(result.session));
        return result.session.access.token;
      }
      if (result.signedOut) context.dispatch(sessionExpired());
      // Spec: refresh errors are swallowed and the request goes out without a header.
      return null;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/**
 * The access token to send now: the one in memory while it is more than 10 s from expiry,
 * otherwise a refreshed one; null when signed out or when the refresh fails.
 */
export async function getFreshAccessToken(context: TokenContext): Promise<string | null> {
  const session = (context.getState() as { auth?: AuthState }).auth?.session ?? null;
  if (!session) return null;
  const now = (context.now ?? Date.now)();
  if (!context.force && Date.parse(session.access.expires) - now > TOKEN_REFRESH_THRESHOLD_MS) return session.access.token;
  return refreshOnce(context);
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
