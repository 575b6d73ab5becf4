import { expect, type Page } from '@playwright/test';

/** The seeded demo password (services' seed). */
export const DEMO_PASSWORD = 'Portal-Demo-2026';

/** shared-ui's `SESSION_STORAGE_KEY`: where the host keeps the token pair. */
const SESSION_STORAGE_KEY = 'portal.session';

/** A token pair is reused while its access token has this much life left. */
const MIN_REMAINING_MS = 2 * 60_000;

interface TokenPair {
  access: { token: string; expires: string };
  refresh: string;
}

// Sign-in is rate limited per account (10 a minute), so each worker signs a user in once and
// reuses the pair while its access token is fresh; no test lives long enough to refresh it.
const sessions = new Map<string, TokenPair>();

async function tokensFor(page: Page, email: string): Promise<TokenPair> {
  const cached = sessions.get(email);
  if (cached && Date.parse(cached.access.expires) - Date.now() > MIN_REMAINING_MS) return cached;
  const response = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in as ${email} answered ${response.status()}`).toBeTruthy();
  const tokens = (await response.json()) as TokenPair;
  sessions.set(email, tokens);
  return tokens;
}

/** A bearer token of a demo user, for the calls a test makes itself (settings, loan files). */
export async function accessTokenFor(page: Page, email: string): Promise<string> {
  return (await tokensFor(page, email)).access.token;
}

/**
 * Signs in as a demo user through `POST /api/auth/login` and hands the token pair to the host the
 * way shared-ui stores it, so each test starts signed in without replaying the login form.
 */
export async function signInAs(page: Page, email: string): Promise<void> {
  const session = JSON.stringify(await tokensFor(page, email));
  await page.addInitScript(
    ([key, value]) => {
      // Only the first page load of the test: a reload keeps what the host holds by then.
      if (window.sessionStorage.getItem('e2e.session-seeded') === null) {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('e2e.session-seeded', 'yes');
      }
    },
    [SESSION_STORAGE_KEY, session] as const,
  );
}
