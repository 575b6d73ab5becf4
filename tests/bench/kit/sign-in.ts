// Signing a demo user in as the portal's pages do: `POST /api/auth/login` with the
// `x-portal-request` header (the sign-in routes refuse a request without it); the access token
// comes back in the body, the refresh token in a cookie a benchmark does not need.
import type { AccessSession } from 'shared-rules';

/** The seeded demo password (services' seed), the same for every demo user. */
export const DEMO_PASSWORD = 'Portal-Demo-2026';
/** The header the portal's pages send on every call that reads or sets the session cookie. */
export const SESSION_HEADERS = { 'x-portal-request': '1' } as const;

/** The sign-in request itself, answered or refused: for benchmarks that time sign-ins. */
export const postSignIn = (baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<Response> =>
  fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...SESSION_HEADERS },
    body: JSON.stringify({ email, password }),
  });

/** Signs `email` in and returns the access token; throws with the answer when refused. */
export async function signIn(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await postSignIn(baseUrl, email, password);
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as AccessSession).access.token;
}

/** A JSON call with a bearer token; throws on a non-2xx answer. `null` for 204. */
export async function apiCall<T>(baseUrl: string, token: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}
