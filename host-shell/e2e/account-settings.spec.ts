import { expect, test } from '../../tests/support/portal-test';
import { generateSync } from 'otplib';
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

  // Two-step sign-in: set up with the app's code, then a sign-in asks for a code after the password.
  await page.goto('/settings/credentials');
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const setup = page.getByRole('form', { name: 'Set up two-step sign-in' });
  await expect(setup.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectAccessible(page, 'two-step sign-in setup');
  const secret = ((await setup.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s+/g, '');
  await setup.getByRole('textbox', { name: /Enter the code the app shows/ }).fill(generateSync({ secret }));
  await setup.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recoveryCode = (await codes.getByRole('listitem').first().textContent()) ?? '';
  await expectAccessible(page, 'recovery codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('9 of your recovery codes are left').or(page.getByText('10 of your recovery codes are left'))).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await signIn(page, NEW_PASSWORD);
  const step = page.getByRole('form', { name: 'Two-step sign-in' });
  await expect(step).toBeVisible();
  await expectAccessible(page, 'two-step sign-in code');
  await step.getByLabel('Authentication code').fill('000000');
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByRole('alert')).toContainText('That code is not right.');
  // A recovery code signs in once (the app's code of this half-minute was spent on the setup).
  await step.getByLabel('Authentication code').fill(recoveryCode);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
});
