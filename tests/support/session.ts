import { type APIRequestContext, type Browser, expect, type Page, request as playwrightRequest } from '@playwright/test';
import type { AccessSession } from 'shared-rules';
import { navigationTimeout, remoteCodeLoaded } from './remote-code';

/** The seeded demo password (services' seed), the same for every demo user. */
export const DEMO_PASSWORD = 'Portal-Demo-2026';

/** The header the portal's pages send on every call that reads or sets the session cookie. */
export const SESSION_HEADERS = { 'x-portal-request': '1' } as const;

/** shared-ui's `SIGNED_IN_MARK_KEY`: the mark (no token) that tells the portal to restore its session from the cookie. */
const SIGNED_IN_MARK_KEY = 'portal.signed-in';

/** Marks, per tab, that the mark was placed: a reload after signing out stays signed out. */
const SEEDED_MARK_KEY = 'e2e.session-seeded';

/** A cached access token is reused for a test's own API calls while it has this much life left. */
const MIN_REMAINING_MS = 2 * 60_000;

const baseURL = () => process.env.PORTAL_URL ?? 'http://localhost:3000';

/**
 * The calls a test makes itself (settings, loan files, notifications) sign in from a request
 * context of the worker's own: its sign-ins never touch a page's session cookie, and each
 * account signs in there once and reuses the access token until it nears expiry.
 */
let apiContext: Promise<APIRequestContext> | null = null;
const apiSessions = new Map<string, Promise<AccessSession>>();

function apiRequests(): Promise<APIRequestContext> {
  apiContext ??= playwrightRequest.newContext({ baseURL: baseURL() });
  return apiContext;
}

/** Signs `email` in through `POST /api/auth/login` with `request` and returns the access session. */
async function signInWith(request: APIRequestContext, email: string): Promise<AccessSession> {
  const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD }, headers: SESSION_HEADERS });
  expect(response.status(), `sign-in of ${email}: ${await response.text()}`).toBe(200);
  return (await response.json()) as AccessSession;
}

const stillFresh = (session: AccessSession) => Date.parse(session.access.expires) - Date.now() > MIN_REMAINING_MS;

/** An access session of `email` for API calls: this worker's cached one, or a new sign-in when missing or near expiry. */
export async function sessionFor(email: string): Promise<AccessSession> {
  const cached = apiSessions.get(email);
  if (cached) {
    const session = await cached.catch(() => null);
    if (session && stillFresh(session)) return session;
  }
  // The promise is cached, so tests of one worker asking at once still sign in once.
  const signingIn = apiRequests().then((request) => signInWith(request, email));
  apiSessions.set(email, signingIn);
  return signingIn;
}

/** A bearer token of a demo user, for the calls a test makes itself (settings, loan files). */
export async function accessTokenFor(email: string): Promise<string> {
  return (await sessionFor(email)).access.token;
}

/**
 * Starts `page` signed in as `email` without the login form, as a reload after signing in finds
 * it: a sign-in of its own in the page's browser context (the services set its HttpOnly session
 * cookie there) and the portal's signed-in mark, so the portal restores the session from the
 * cookie at its first load. Navigate afterwards (`page.goto(path)`).
 */
export async function signInAs(page: Page, email: string): Promise<void> {
  await signInWith(page.context().request, email);
  await page.addInitScript(
    ([markKey, seededKey]) => {
      if (window.sessionStorage.getItem(seededKey) !== null) return;
      window.localStorage.setItem(markKey, String(Date.now()));
      window.sessionStorage.setItem(seededKey, 'yes');
    },
    [SIGNED_IN_MARK_KEY, SEEDED_MARK_KEY] as const,
  );
}

/** Signs `page` in as `email`, opens `path` and waits for the portal's navbar and the page's code. */
export async function openSignedIn(page: Page, email: string, path = '/'): Promise<void> {
  await signInAs(page, email);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible({ timeout: navigationTimeout() });
  await remoteCodeLoaded(page);
}

/** A page in a browser context of its own (another person at another computer), signed in as `email`. */
export async function pageFor(browser: Browser, contextBaseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: contextBaseURL });
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}
