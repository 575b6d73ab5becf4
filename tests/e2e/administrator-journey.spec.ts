import { expect, test } from '../support/portal-test';
import { DEMO_USERS, signInThroughForm } from '../support/portal';
import { expectAccessible } from '../support/accessibility';

test('an administrator reaches /admin through the gear', async ({ page }) => {
  await signInThroughForm(page, DEMO_USERS.administrator);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Add Loan' })).toHaveCount(0);
  await expectAccessible(page, 'landing page of an administrator');
  await nav.getByRole('link', { name: 'Admin settings' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText('This area is temporarily unavailable')).toHaveCount(0);
  // The admin sidebar frame is filled by mfe-admin.
  await expect(page.getByRole('navigation', { name: 'Section navigation' })).toBeVisible();
  await expectAccessible(page, 'admin home');
});
