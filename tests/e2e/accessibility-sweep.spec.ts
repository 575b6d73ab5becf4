import type { Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { ADMIN_SECTIONS } from '../../mfe-admin/src/config/admin-pages';
import { ASSISTANT_ADMIN_SECTION } from '../../mfe-assistant/src/features/assistant-admin/assistant-admin-section';
import { KNOWLEDGE_ADMIN_SECTION } from '../../mfe-help-center/src/features/knowledge-admin/knowledge-admin-section';
import { PRICING_ADMIN_SECTION } from '../../mfe-loan/src/features/rate-sheets-admin/pricing-admin-section';
import { expectAccessible } from '../support/accessibility';
import { DEMO_USERS } from '../support/portal';
import { openSignedIn } from '../support/session';

/**
 * Every page of the portal, scanned as the users who see it: the journeys scan what they visit,
 * this sweep makes sure no page is left out. Beyond axe's WCAG rules, each page has one h1,
 * headings that never skip a level, and tables with a name and column headers.
 */
async function checkPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Headings go down one level at a time (axe's heading-order, a best-practice rule outside the WCAG tags).
  const findings = await expectAccessible(page, path, { soft: true, alsoRules: ['heading-order'] });
  expect.soft(await page.locator('h1').count(), `one h1 on ${path}`).toBe(1);
  expect.soft(findings['heading-order'], `headings that skip a level on ${path}`).toEqual([]);
  const unnamedTables = await page
    .locator('main table')
    .evaluateAll((tables) =>
      tables
        .filter(
          (table) =>
            !(table.querySelector('caption') || table.getAttribute('aria-label') || table.getAttribute('aria-labelledby')) ||
            !table.querySelector('th'),
        )
        .map((table) => table.outerHTML.slice(0, 120)),
    );
  expect.soft(unnamedTables, `tables without a name or headers on ${path}`).toEqual([]);
}

const LOAN_OFFICER_PAGES = [
  '/pipeline',
  '/dashboard',
  '/quick-pricer',
  '/knowledge',
  '/contact-support',
  '/resources/changelogs',
  '/chat-history',
  '/settings/profile',
];

// The loan officer's pages and a loan's tabs are two tests, so they spread over both workers.
test.describe('every page a loan officer sees meets WCAG 2.2 AA', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the main pages', async ({ page }) => {
    test.setTimeout(150_000);
    await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/pipeline');
    for (const path of LOAN_OFFICER_PAGES) await checkPage(page, path);
  });

  test('every tab of a loan', async ({ page }) => {
    test.setTimeout(150_000);
    await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/pipeline');
    await page.getByRole('main').getByRole('table', { name: 'Loans' }).getByRole('row').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/loan\/[^/]+\/workflow$/);
    const loanMenu = page.getByRole('navigation', { name: 'Loan' });
    await loanMenu.getByRole('button', { name: 'Loan Information' }).click();
    const tabs = await loanMenu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(tabs.length).toBeGreaterThan(3);
    for (const href of tabs) await checkPage(page, href);
  });
});

// One test per group of the admin menu: each stays well inside its timeout on a loaded machine,
// and the groups spread over both workers.
const ADMIN_SWEEPS: ReadonlyArray<{ name: string; paths: string[] }> = [
  ...[...ADMIN_SECTIONS, PRICING_ADMIN_SECTION, KNOWLEDGE_ADMIN_SECTION, ASSISTANT_ADMIN_SECTION].map(({ group, pages }) => ({
    name: group,
    paths: pages.map(({ path }) => path),
  })),
  { name: 'home and AE pipeline', paths: ['/admin', '/ae-pipeline', '/ae-pipeline/users', '/ae-pipeline/orgs'] },
];

test.describe('every page an administrator sees meets WCAG 2.2 AA', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const { name, paths } of ADMIN_SWEEPS) {
    test(`${name} pages`, async ({ page }) => {
      test.setTimeout(150_000);
      await openSignedIn(page, DEMO_USERS.administrator, paths[0]);
      for (const path of paths) await checkPage(page, path);
    });
  }
});

test('pages reflow at 320 px wide (400% zoom) without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/pipeline');
  for (const path of ['/pipeline', '/dashboard', '/knowledge', '/contact-support', '/settings/profile']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect.soft(overflow, `sideways scrolling on ${path} at 320 px`).toBeLessThanOrEqual(0);
  }
});
