import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { TokenPair } from 'shared-rules';

/** The seeded demo password (services' seed), the same for every demo user. */
export const DEMO_PASSWORD = 'Portal-Demo-2026';

/** shared-ui's `SESSION_STORAGE_KEY`: where the portal keeps its token pair. */
const SESSION_STORAGE_KEY = 'portal.session';

/** Marks, per tab, that the session was placed; a reload then keeps what the portal holds by then. */
const SEEDED_MARK_KEY = 'e2e.session-seeded';

/**
 * A cached pair is reused while its access token has this much life left: the portal refreshes
 * only within 10 s of expiry, so no test refreshes (and so rotates) a pair another test reuses.
 */
const MIN_REMAINING_MS = 2 * 60_000;

// Services allow 10 sign-ins a minute per account, which a suite signing in for every test would
// exceed: each Playwright worker (a process of its own) signs an account in once and reuses the
// pair. Tests about signing in use the form, with accounts no other test signs in with.
const sessions = new Map<string, Promise<TokenPair>>();

/** Signs `email` in through `POST /api/auth/login` and returns its token pair (no cache). */
async function apiSignIn(request: APIRequestContext, email: string): Promise<TokenPair> {
  const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), `sign-in of ${email} (429: more than 10 sign-ins a minute for this account)`).toBe(200);
  return (await response.json()) as TokenPair;
}

function stillFresh(pair: TokenPair): boolean {
  return Date.parse(pair.access.expires) - Date.now() > MIN_REMAINING_MS;
}

/** A valid token pair for `email`: this worker's cached one, or a new sign-in when it is missing or near expiry. */
export async function sessionFor(request: APIRequestContext, email: string): Promise<TokenPair> {
  const cached = sessions.get(email);
  if (cached) {
    const pair = await cached.catch(() => null);
    if (pair && stillFresh(pair)) return pair;
  }
  // The promise is cached, so tests of one worker asking at once still sign in once.
  const signingIn = apiSignIn(request, email);
  sessions.set(email, signingIn);
  return signingIn;
}

/** A bearer token of a demo user, for the calls a test makes itself (settings, loan files). */
export async function accessTokenFor(page: Page, email: string): Promise<string> {
  return (await sessionFor(page.request, email)).access.token;
}

/**
 * Starts `page` signed in as `email` without the login form: the token pair is placed where the
 * portal keeps it before the page's first script runs. Navigate afterwards (`page.goto(path)`).
 */
export async function signInAs(page: Page, email: string): Promise<void> {
  const session = JSON.stringify(await sessionFor(page.request, email));
  await page.addInitScript(
    ([sessionKey, markKey, value]) => {
      if (window.sessionStorage.getItem(markKey) !== null) return;
      window.localStorage.setItem(sessionKey, value);
      window.sessionStorage.setItem(markKey, 'yes');
    },
    [SESSION_STORAGE_KEY, SEEDED_MARK_KEY, session] as const,
  );
}

/** Signs `page` in as `email`, opens `path` and waits for the portal's navbar. */
export async function openSignedIn(page: Page, email: string, path = '/'): Promise<void> {
  await signInAs(page, email);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
}

/** A page in a browser context of its own (another person at another computer), signed in as `email`. */
export async function pageFor(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}
