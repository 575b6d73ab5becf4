import type { FastifyInstance } from 'fastify';
import type { ImpersonationStart } from 'shared-rules';
import { bearer, login, refreshCookieOf, SESSION_HEADERS, type TestSession } from '../helpers/test-app';

export const ADMIN = { id: 'usr-admin-alex', email: 'admin@lender.test', name: 'Alex Morgan' };
/** A Summit loan officer: Summit's loans are theirs to see, Harbor's are not. */
export const OFFICER = { id: 'usr-summit-taylor', email: 'lo@summit.test' };

export type Method = 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE';

/** Calls a route with the session's access token. */
export const call = (app: FastifyInstance, method: Method, url: string, pair: Pick<TestSession, 'access'>, payload?: object) =>
  app.inject({ method, url, headers: bearer(pair), ...(payload ? { payload } : {}) });

/** Starts impersonating through the route, as a signed-in caller; answers the whole response. */
export const startImpersonating = (app: FastifyInstance, caller: Pick<TestSession, 'access'>, targetId: string) =>
  call(app, 'POST', `/api/admin/users/${targetId}/impersonate`, caller);

/** What the browser holds while impersonating: the officer's session, and the session's own token in its cookie. */
export interface TestImpersonation {
  tokens: TestSession;
  impersonationToken: string;
  expiresAt: string;
}

/** Signs in as the demo administrator and starts impersonating the user; fails the test otherwise. */
export async function adminActingAs(app: FastifyInstance, targetId: string): Promise<{ admin: TestSession; session: TestImpersonation }> {
  const admin = await login(app, ADMIN.email);
  const response = await startImpersonating(app, admin, targetId);
  if (response.statusCode !== 200) throw new Error(`impersonate ${targetId}: ${response.statusCode} ${response.body}`);
  const started = response.json<ImpersonationStart>();
  const impersonationToken = response.cookies.find((cookie) => cookie.name === 'portal_impersonation')?.value;
  if (!impersonationToken) throw new Error('the start set no impersonation cookie');
  return {
    admin,
    session: {
      tokens: { access: started.tokens.access, refresh: refreshCookieOf(response) },
      impersonationToken,
      expiresAt: started.expiresAt,
    },
  };
}

/** Ends a session through the route as the browser does (the session's token as its cookie), optionally with a bearer. */
export const endSession = (app: FastifyInstance, impersonationToken: string, pair?: Pick<TestSession, 'access'>) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/impersonation/end',
    cookies: { portal_impersonation: impersonationToken },
    headers: { ...SESSION_HEADERS, ...(pair ? bearer(pair) : {}) },
  });

/**
 * The value once `accept` takes it (retried for a second): an impersonated request's audit row
 * is written after its answer is sent.
 */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 1000;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
