import { expect, test } from '../../tests/support/portal-test';
import { type Changelog, type ChangelogPeriods, MONTH_NAMES } from 'shared-rules';
import { expectAccessible } from '../../tests/support/accessibility';
import { DEMO_USERS } from '../../tests/support/portal';
import { accessTokenFor, openSignedIn } from '../../tests/support/session';

/** A demo user who has not read the newest release note (see services' demo changelogs). */
const USER_WITH_UNREAD_NOTES = 'lp@prairie.test';

test('the demo banner shows above the page for a loan officer, readable and named', async ({ page }) => {
  await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/settings/profile');
  const banner = page.getByRole('region', { name: 'Announcement' });
  await expect(banner).toHaveText('Rate sheets now publish at 9:00 AM Central.');
  await expectAccessible(page, 'profile with the banner');
  await banner.screenshot({ path: 'test-results/shell-banner.png' });
});

test('Resources and Training menus list the seeded pages with the defaults appended', async ({ page }) => {
  await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/settings/profile');
  await page.getByRole('button', { name: 'Resources' }).click();
  const resources = page.getByRole('menu');
  await expect(resources.getByRole('menuitem')).toHaveText([
    'Rate Sheets',
    'Broker Guide',
    'All Resources',
    'Knowledge Base',
    'Release Notes',
  ]);
  await expect(resources.getByRole('menuitem', { name: 'Broker Guide' })).toHaveAttribute('target', '_blank');
  await expectAccessible(page, 'Resources menu', { include: '[role="menu"]' });
  await page.screenshot({ path: 'test-results/shell-resources-menu.png' });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Training' }).click();
  const training = page.getByRole('menu');
  await expect(training.getByRole('menuitem', { name: 'Submitting Your First Loan' })).toBeVisible();
  await expect(training.getByRole('menuitem', { name: 'Getting started with the portal' })).toBeVisible();
  await expect(training.getByRole('menuitem').last()).toHaveText('Training Center');
  await page.screenshot({ path: 'test-results/shell-training-menu.png' });

  await page.keyboard.press('Escape');
  await page.goto('/resources/rate-sheets');
  await expect(page.getByRole('heading', { level: 1, name: 'Rate Sheets' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Where to find them' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Rate Sheets' })).toBeVisible();
  await expectAccessible(page, 'resource page');
});

test('a shipped training page renders from its MDX with the training side menu', async ({ page }) => {
  await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/training/submitting-a-loan');
  await expect(page.getByRole('heading', { level: 1, name: 'Submitting a loan with a MISMO file' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Step by step' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Training' }).getByRole('link', { name: 'Clearing conditions' })).toBeVisible();
  await expectAccessible(page, 'training page');
  await page.screenshot({ path: 'test-results/shell-training-page.png', fullPage: true });

  await page.goto('/training/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the release notes window opens for unread notes and not again once closed', async ({ page }) => {
  await openSignedIn(page, USER_WITH_UNREAD_NOTES, '/settings/profile');
  const dialog = page.getByRole('dialog', { name: "What's new" });
  await expect(dialog.getByRole('heading', { level: 3, name: 'Loan status emails and a faster pipeline' })).toBeVisible();
  await expect(dialog.getByText(/^Version 3\.6\.0 · \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expectAccessible(page, 'changelog modal', { include: '[role="dialog"]' });
  await dialog.screenshot({ path: 'test-results/shell-changelog-modal.png' });

  const markedRead = page.waitForResponse((response) => response.url().endsWith('/api/changelogs/read') && response.ok());
  await dialog.getByRole('button', { name: 'Close' }).click();
  await markedRead;
  await expect(dialog).toBeHidden();

  // Listen from the moment the reloaded document commits: the page before it may still be asking
  // for its unread notes (marking them read invalidates the list), and that answer goes with it.
  await page.reload({ waitUntil: 'commit' });
  const unreadAnswer = page.waitForResponse((response) => response.url().includes('/api/changelogs?unread=true'));
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  expect(await (await unreadAnswer).json()).toEqual([]);
  await expect(page.getByRole('dialog', { name: "What's new" })).toHaveCount(0);
});

test('release notes navigate by year, then month', async ({ page }) => {
  const token = await accessTokenFor(DEMO_USERS.summitLoanOfficer);
  const headers = { authorization: `Bearer ${token}` };
  const periods = (await (await page.request.get('/api/changelogs/periods', { headers })).json()) as ChangelogPeriods;
  const { year, months } = periods[periods.length - 1];
  const month = months[0];
  const notes = (await (await page.request.get(`/api/changelogs?year=${year}&month=${month}`, { headers })).json()) as Changelog[];

  await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/resources/changelogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Loan status emails and a faster pipeline' })).toBeVisible();
  await expectAccessible(page, 'release notes');

  const menu = page.getByRole('navigation', { name: 'Release notes by date' });
  await menu.getByRole('link', { name: String(year), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/resources/changelogs\\?year=${year}$`));
  // The chosen year's months, once the menu shows them (another year may list the same month).
  await menu
    .getByRole('group', { name: `Months of ${year}` })
    .getByRole('link', { name: MONTH_NAMES[month - 1] })
    .click();
  await expect(page).toHaveURL(new RegExp(`year=${year}&month=${month}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Release Notes: ${MONTH_NAMES[month - 1]} ${year}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(notes.map((note) => note.title));
  await expectAccessible(page, 'release notes of a month');
  await page.screenshot({ path: 'test-results/shell-release-notes.png', fullPage: true });
});
