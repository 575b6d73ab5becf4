import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { API_BASE_URL, sendWithSession } from '../auth/access-token';

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
export function createPortalBaseQuery(options: PortalBaseQueryOptions = {}): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  const raw = fetchBaseQuery({
    baseUrl: options.baseUrl ?? API_BASE_URL,
    ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}),
  });
  return async (args, api, extraOptions) => {
    const context = { getState: api.getState, dispatch: api.dispatch, fetchFn: options.fetchFn, now: options.now };
    const send = async (token: string | null) => {
      const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
      const headers = new Headers(request.headers as HeadersInit | undefined);
      if (token) headers.set('authorization', `Bearer ${token}`);
      request.headers = headers;
      return raw(request, api, extraOptions);
    };
    return sendWithSession(context, send, (result) => result.error?.status === 401);
  };
}
