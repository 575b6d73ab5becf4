import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../tests/support/accessibility';
import { DEMO_PASSWORD } from '../../tests/support/session';

// An account no other browser test signs in with: its password changes here.
const ACCOUNT = 'ae.casey@lender.test';
const NEW_PASSWORD = 'copper lantern orbit 47 meadow';

async function signIn(page: import('@playwright/test').Page, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ACCOUNT);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a user changes their password: refusals say why, the new one signs in and the old one no longer does', async ({ page }) => {
  await signIn(page, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await page.goto('/settings/password');
  const form = page.getByRole('form', { name: 'Change your password' });
  await expect(form).toBeVisible();
  await expectAccessible(page, 'password settings');

  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel(/^New password(?! again)/).fill(NEW_PASSWORD);
  await form.getByLabel('New password again').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is not correct.')).toBeVisible();

  await form.getByLabel('Current password').fill(DEMO_PASSWORD);
  await form.getByLabel(/^New password(?! again)/).fill('passwordpassword');
  await form.getByLabel('New password again').fill('passwordpassword');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('This password is on lists of passwords exposed in breaches. Choose another.')).toBeVisible();
  await expectAccessible(page, 'password settings with refusals');

  await form.getByLabel(/^New password(?! again)/).fill(NEW_PASSWORD);
  await form.getByLabel('New password again').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  // This browser stays signed in with the pair the change answered.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Change your password' })).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await signIn(page, DEMO_PASSWORD);
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await signIn(page, NEW_PASSWORD);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
});
