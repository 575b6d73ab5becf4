import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { API_BASE_URL, getFreshAccessToken } from '../auth/access-token';

export interface PortalBaseQueryOptions {
  baseUrl?: string;
  fetchFn?: typeof fetch;
  now?: () => number;
}

/**
 * RTK Query base query for every portal call: JSON under `/api`, with the bearer token
 * (refreshed when within 10 s of expiry; no header at all when the refresh fails).
 * Errors keep the server's problem+json body in `error.data` (an `ApiProblem`).
 */
export function createPortalBaseQuery(
  options: PortalBaseQueryOptions = {},
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  const raw = fetchBaseQuery({
    baseUrl: options.baseUrl ?? API_BASE_URL,
    ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}),
  });
  return async (args, api, extraOptions) => {
    const context = { getState: api.getState, dispatch: api.dispatch, fetchFn: options.fetchFn, now: options.now };
    const send = (token: string | null) => {
      const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
      const headers = new Headers(request.headers as HeadersInit | undefined);
      if (token) headers.set('authorization', `Bearer ${token}`);
      request.headers = headers;
      return raw(request, api, extraOptions);
    };
    const token = await getFreshAccessToken(context);
    const result = await send(token);
    if (!token || result.error?.status !== 401) return result;
    // Refused although not expired (revoked, or the server's keys changed): refresh once and
    // retry; if services refuse the refresh token too, the session ends and sign-in shows.
    const refreshed = await getFreshAccessToken({ ...context, force: true });
    return refreshed ? send(refreshed) : result;
  };
}
