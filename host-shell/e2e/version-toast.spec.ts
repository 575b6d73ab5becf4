import { expect, test } from '../../tests/support/portal-test';
import { DEMO_USERS } from '../../tests/support/portal';
import { openSignedIn } from '../../tests/support/session';
import { expectAccessible } from '../../tests/support/accessibility';

test('a new build id shows the new-version toast; Refresh App reloads the portal', async ({ page }) => {
  let buildId = 'build-loaded';
  await page.route('**/api/version', (route) => route.fulfill({ json: { message: buildId } }));
  const firstCheck = page.waitForResponse('**/api/version');
  await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/settings/profile');
  await firstCheck;
  await expect(page.getByText('A new version of the portal is available')).toHaveCount(0);
  await expectAccessible(page, 'profile');

  buildId = 'build-deployed';
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText('A new version of the portal is available')).toBeVisible();
  await expectAccessible(page, 'profile with the new-version toast');

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Refresh App' }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(page.getByText('A new version of the portal is available')).toHaveCount(0);
});

test('a failing version check is ignored', async ({ page }) => {
  await page.route('**/api/version', (route) => route.fulfill({ status: 503, json: { title: 'Unavailable' } }));
  await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/settings/profile');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expectAccessible(page, 'profile after a failing version check');
  await expect(page.getByText('A new version of the portal is available')).toHaveCount(0);
});
