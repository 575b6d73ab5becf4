import type { Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { DEMO_USERS, signInThroughForm, socketReady } from '../support/portal';

/*
 * A session as a user lives it in one browser: signed in once, it survives a reload, a second tab
 * shares it (the two tabs reloading at once included: refresh tokens rotate, and tabs take turns),
 * the live socket connects with the in-memory access token, and signing out in one tab signs out
 * the other. No token is ever where page script can read it.
 */
const profileMenu = (page: Page) => page.getByRole('button', { name: 'Profile menu' });

/** Everything page script can read of a session: storage and the cookies not marked HttpOnly. */
async function readableByScript(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({ local: { ...window.localStorage }, session: { ...window.sessionStorage }, cookies: document.cookie }),
  );
}

test('a session survives a reload, two tabs share it, the socket uses it, and signing out in one tab signs out the other', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  try {
    const first = await context.newPage();
    await signInThroughForm(first, DEMO_USERS.summitLoanOfficer);
    const readable = await readableByScript(first);
    // A JWT starts with a base64url `{"` (eyJ); the refresh cookie is HttpOnly.
    expect(readable).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/);
    expect(await first.evaluate(() => document.cookie)).toBe('');
    const refreshCookie = (await context.cookies()).find((cookie) => cookie.name === 'portal_refresh');
    expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    // A reload keeps the session, and the live socket joins with the access token it restored.
    const connected = socketReady(first);
    await first.reload();
    await expect(profileMenu(first)).toBeVisible();
    await connected;

    // A second tab shares it; both reloading at once take turns with the rotating refresh token.
    const second = await context.newPage();
    await second.goto('/pipeline');
    await expect(profileMenu(second)).toBeVisible();
    await Promise.all([first.reload(), second.reload()]);
    await expect(profileMenu(first)).toBeVisible();
    await expect(profileMenu(second)).toBeVisible();
    await expect(second.getByRole('main').getByRole('heading', { name: 'Pipeline', level: 1 })).toBeVisible();

    // Signing out in the first tab signs the second out too, and the cookie is gone.
    await profileMenu(first).click();
    await first.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(first.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(second.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'portal_refresh')).toBeUndefined();
    await second.reload();
    await expect(second.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    // Signing in again in one tab signs the other in.
    await second.getByLabel('Email').fill(DEMO_USERS.summitLoanOfficer);
    await second.getByLabel('Password').fill('Portal-Demo-2026');
    await second.getByRole('button', { name: 'Sign in' }).click();
    await expect(profileMenu(second)).toBeVisible();
    await expect(profileMenu(first)).toBeVisible();
  } finally {
    await context.close();
  }
});
