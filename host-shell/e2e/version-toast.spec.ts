import { expect, test } from '../../tests/support/portal-test';
import { DEMO_USERS } from '../../tests/support/portal';
import { openSignedIn } from '../../tests/support/session';
import { expectAccessible } from '../../tests/support/accessibility';

const NEW_VERSION = 'A new version of the portal is available';

test('services running the build the page was loaded from show no toast; a deploy shows it; Refresh App reloads', async ({ page }) => {
  // Null: services answer themselves, with the build `npm run build` baked into the bundle too.
  let deployed: string | null = null;
  await page.route('**/api/version', (route) => (deployed === null ? route.fallback() : route.fulfill({ json: { message: deployed } })));
  const firstCheck = page.waitForResponse('**/api/version');
  await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/settings/profile');
  await firstCheck;
  await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
  await expectAccessible(page, 'profile');

  deployed = 'build-deployed';
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText(NEW_VERSION)).toBeVisible();
  await expectAccessible(page, 'profile with the new-version toast');

  // After the reload the page runs the deployed build, which is what services report.
  deployed = null;
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Refresh App' }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
});

test('a deploy between the page load and the first check is not missed', async ({ page }) => {
  await page.route('**/api/version', (route) => route.fulfill({ json: { message: 'build-deployed-meanwhile' } }));
  await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/settings/profile');
  await expect(page.getByText(NEW_VERSION)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh App' })).toBeVisible();
});

test('a failing version check is ignored', async ({ page }) => {
  await page.route('**/api/version', (route) => route.fulfill({ status: 503, json: { title: 'Unavailable' } }));
  await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/settings/profile');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expectAccessible(page, 'profile after a failing version check');
  await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
});
