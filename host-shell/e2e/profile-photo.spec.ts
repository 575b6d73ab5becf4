import { expect, test } from '../../tests/support/portal-test';
import { expectAccessible } from '../../tests/support/accessibility';
import { DEMO_USERS } from '../../tests/support/portal';
import { openSignedIn } from '../../tests/support/session';

/** A 1×1 PNG, built here so the test needs no binary fixture. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('a user uploads a profile photo, sees it in the navbar at once, and removes it', async ({ page }) => {
  await openSignedIn(page, DEMO_USERS.summitBothRoles, '/settings/profile');
  await expect(page.getByRole('button', { name: 'Upload photo' })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(page.getByText('Photo updated')).toBeVisible();
  const navbarPhoto = page.getByRole('button', { name: 'Profile menu' }).locator('img');
  await expect(navbarPhoto).toHaveAttribute('src', /^\/api\/profile-photos\/[A-Za-z0-9_-]+$/);
  // Loaded by the browser without a bearer token: the photo's random id is what opens it.
  await expect.poll(() => navbarPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  await expectAccessible(page, 'profile with a photo');

  await page.getByRole('button', { name: 'Remove photo' }).click();
  await page.getByRole('dialog', { name: 'Remove your profile photo?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Photo removed')).toBeVisible();
  await expect(navbarPhoto).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
});
