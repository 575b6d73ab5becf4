import type { Page } from '@playwright/test';
import { expect, test } from '../../tests/support/portal-test';
import {
  type AdminUserList,
  IMPERSONATION_STORAGE_KEY,
  IMPERSONATION_TEXTS,
  type ImpersonationSession,
  type ImpersonationStart,
  type Profile,
} from 'shared-rules';
import { expectAccessible } from '../../tests/support/accessibility';
import { DEMO_USERS, signInThroughForm } from '../../tests/support/portal';
import { accessTokenFor } from '../../tests/support/session';

/** Harbor's loan officer: no other browser test signs in as them, and Harbor has loans of its own. */
const OFFICER = { email: 'lo@harbor.test', name: 'Drew Carter' };

/**
 * What the browser does when an administrator starts impersonating: with the administrator's
 * token, finds the user and asks services for the session through the page's own browser context
 * (so the services set the officer's session cookies there), then keeps who is impersonating the
 * way shared-ui's `beginImpersonation` does. Answers the administrator's name.
 */
async function startImpersonating(page: Page, email: string): Promise<string> {
  const headers = { authorization: `Bearer ${await accessTokenFor(DEMO_USERS.administrator)}` };
  const profile = (await (await page.request.get('/api/profile', { headers })).json()) as Profile;
  const found = await page.request.get(`/api/admin/users?search=${encodeURIComponent(email)}`, { headers });
  expect(found.status(), await found.text()).toBe(200);
  const user = ((await found.json()) as AdminUserList).items.find((item) => item.email === email);
  if (!user) throw new Error(`no user ${email}`);
  const started = await page.request.post(`/api/admin/users/${encodeURIComponent(user.id)}/impersonate`, { headers });
  expect(started.status(), await started.text()).toBe(200);
  const start = (await started.json()) as ImpersonationStart;
  const impersonatorName = `${profile.name.first} ${profile.name.last}`;
  const running: ImpersonationSession = { impersonatorName, expiresAt: start.expiresAt };
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    IMPERSONATION_STORAGE_KEY,
    JSON.stringify(running),
  ] as const);
  // Nothing a page script can read holds a token: the session's cookies are HttpOnly.
  expect(await page.evaluate(() => document.cookie)).toBe('');
  return impersonatorName;
}

test('an administrator acts as a loan officer, sees their pipeline under the banner, and End Session brings them back', async ({
  page,
}) => {
  await signInThroughForm(page, DEMO_USERS.administrator);
  const administrator = await startImpersonating(page, OFFICER.email);

  await page.goto('/');
  await expect(page).toHaveURL(/\/pipeline$/);
  const banner = page.getByRole('region', { name: IMPERSONATION_TEXTS.bannerLabel });
  await expect(banner).toContainText(`You are acting as ${OFFICER.name} (${OFFICER.email}) · signed in as ${administrator}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Pipeline', level: 1 })).toBeVisible();
  const loans = main.getByRole('table', { name: 'Loans' });
  await expect(loans.getByRole('row').nth(1)).toBeVisible();
  // The officer's own organisation's pipeline: no organisation column.
  await expect(loans.getByRole('columnheader', { name: 'Organization' })).toHaveCount(0);
  await expectAccessible(page, 'pipeline while impersonating');

  // The session survives a reload of the tab.
  await page.reload();
  await expect(banner).toContainText(`signed in as ${administrator}`);
  await expect(loans.getByRole('row').nth(1)).toBeVisible();

  await banner.getByRole('button', { name: IMPERSONATION_TEXTS.endSession }).click();
  await expect(page).toHaveURL(/\/ae-pipeline$/);
  await expect(main.getByRole('heading', { name: 'AE Pipeline', level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin settings' })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), IMPERSONATION_STORAGE_KEY)).toBeNull();

  // Back as themselves, the administrator's session lasts past a reload and shows no banner.
  await page.reload();
  await expect(main.getByRole('heading', { name: 'AE Pipeline', level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
