import type { Page } from '@playwright/test';
import { expect, test } from '../../tests/support/portal-test';
import {
  IMPERSONATION_STORAGE_KEY,
  IMPERSONATION_TEXTS,
  type AdminUserList,
  type ImpersonationSession,
  type ImpersonationStart,
  type Profile,
  type TokenPair,
} from 'shared-rules';
import { expectAccessible } from '../../tests/support/accessibility';
import { DEMO_USERS, signInThroughForm } from '../../tests/support/portal';

/** shared-ui's `SESSION_STORAGE_KEY`: where the portal keeps its token pair. */
const SESSION_STORAGE_KEY = 'portal.session';

/** Harbor's loan officer: no other browser test signs in as them, and Harbor has loans of its own. */
const OFFICER = { email: 'lo@harbor.test', name: 'Drew Carter' };

/**
 * What the browser does when an administrator starts impersonating: with the administrator's own
 * token, finds the user, asks services for the session, and keeps the answer the way shared-ui's
 * `beginImpersonation` does (the user's pair as the session, the session token to end it).
 * Answers the administrator's name.
 */
async function startImpersonating(page: Page, email: string): Promise<string> {
  return page.evaluate(
    async ({ email, sessionKey, impersonationKey }) => {
      const admin = JSON.parse(window.localStorage.getItem(sessionKey) ?? 'null') as TokenPair | null;
      if (!admin) throw new Error('the administrator is not signed in');
      const headers = { authorization: `Bearer ${admin.access.token}` };
      const profile = (await (await fetch('/api/profile', { headers })).json()) as Profile;
      const found = await fetch(`/api/admin/users?search=${encodeURIComponent(email)}`, { headers });
      if (!found.ok) throw new Error(`user search answered ${found.status}: ${await found.text()}`);
      const user = ((await found.json()) as AdminUserList).items.find((item) => item.email === email);
      if (!user) throw new Error(`no user ${email}`);
      const started = await fetch(`/api/admin/users/${encodeURIComponent(user.id)}/impersonate`, { method: 'POST', headers });
      if (!started.ok) throw new Error(`impersonate answered ${started.status}: ${await started.text()}`);
      const start = (await started.json()) as ImpersonationStart;
      const impersonatorName = `${profile.name.first} ${profile.name.last}`;
      const running: ImpersonationSession = { impersonationToken: start.impersonationToken, impersonatorName, expiresAt: start.expiresAt };
      window.localStorage.setItem(sessionKey, JSON.stringify(start.tokens));
      window.localStorage.setItem(impersonationKey, JSON.stringify(running));
      return impersonatorName;
    },
    { email, sessionKey: SESSION_STORAGE_KEY, impersonationKey: IMPERSONATION_STORAGE_KEY },
  );
}

test('an administrator acts as a loan officer, sees their pipeline under the banner, and End Session brings them back', async ({
  page,
}) => {
  // A sign-in of its own: ending the session gives the administrator a new pair, which must not
  // touch the pair the other tests of this worker reuse.
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

  // Back as themselves, the administrator's pair lasts past a reload and shows no banner.
  await page.reload();
  await expect(main.getByRole('heading', { name: 'AE Pipeline', level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
