import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PAGE_GROUPS } from '../../mfe-admin/src/config/admin-pages';
import { expectAccessible } from '../support/accessibility';
import { DEMO_USERS } from '../support/portal';
import { openSignedIn } from '../support/session';

/**
 * Every page of the portal, scanned as the users who see it: the journeys scan what they visit,
 * this sweep makes sure no page is left out. Each page is scanned once its h1 shows.
 */
async function scanPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectAccessible(page, path, { soft: true });
}

test('every page a loan officer sees meets WCAG 2.2 AA', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/pipeline');
  await expectAccessible(page, '/pipeline', { soft: true });
  for (const path of ['/dashboard', '/quick-pricer', '/knowledge', '/contact-support', '/resources/changelogs', '/chat-history', '/settings/profile']) {
    await scanPage(page, path);
  }
  // Every tab of a loan.
  await page.goto('/pipeline');
  await page.getByRole('main').getByRole('table', { name: 'Loans' }).getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/loan\/[^/]+\/workflow$/);
  const tabs = await page.getByRole('main').getByRole('tab').evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
  for (const href of tabs.filter(Boolean)) await scanPage(page, href);
});

test('every page an administrator sees meets WCAG 2.2 AA', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, DEMO_USERS.administrator, '/admin');
  await expectAccessible(page, '/admin', { soft: true });
  for (const { pages } of ADMIN_PAGE_GROUPS) {
    for (const { path } of pages) await scanPage(page, path);
  }
  for (const path of ['/ae-pipeline', '/ae-pipeline/users', '/ae-pipeline/orgs']) await scanPage(page, path);
});
