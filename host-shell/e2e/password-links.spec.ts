import type { Page } from '@playwright/test';
import { expect, test } from '../../tests/support/portal-test';
import { PASSWORD_RESET_TEXTS, PASSWORD_RULE_TEXTS, type AdminUser } from 'shared-rules';
import { expectAccessible } from '../../tests/support/accessibility';
import { uniqueText } from '../../tests/support/portal';
import { adminHeaders, newestLink } from '../../tests/support/password-links';

const NEW_PASSWORD = 'walnut harbor seven lanterns drift';

/**
 * A loan officer of Prairie made for this test, so that no other test signs in with the account
 * whose password changes here (every demo user is signed in by some suite with the demo password).
 */
async function createUser(page: Page): Promise<AdminUser> {
  const suffix = uniqueText('reset').replace(/[^a-z0-9]+/g, '-');
  const response = await page.request.post('/api/admin/users', {
    headers: await adminHeaders(),
    data: {
      userType: 'external',
      firstName: 'Robin',
      lastName: 'Ellis',
      email: `${suffix}@prairie.test`,
      organizationId: 'org-prairie',
      roleTypes: ['lo'],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as AdminUser;
}

test('the sign-in page asks for a password link and answers without telling whether the address has an account', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
  await expectAccessible(page, 'password link request');

  const form = page.getByRole('form', { name: 'Ask for a password link' });
  await form.getByLabel('Email').fill('not an address');
  await form.getByRole('button', { name: 'Send link' }).click();
  await expect(form.getByText('Enter an email address such as name@company.com.')).toBeVisible();

  await form.getByLabel('Email').fill(`${uniqueText('nobody').replace(/[^a-z0-9]+/g, '-')}@nowhere.test`);
  await form.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_TEXTS.requested);
  await expectAccessible(page, 'password link requested');

  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a user invited by an administrator asks for a link, chooses a password from the email and signs in with it', async ({ page }) => {
  const user = await createUser(page);

  // The invitation greets the new user by name; it is replaced by the link asked for below.
  const invitation = await newestLink(page, user.email, 1);
  await page.goto(invitation);
  await expect(page.getByText(`Welcome, Robin: choose a password for ${user.email}`)).toBeVisible();
  await expect(page).not.toHaveURL(/token=/);
  await page.getByRole('link', { name: 'Back to Sign In' }).click();

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  const request = page.getByRole('form', { name: 'Ask for a password link' });
  await request.getByLabel('Email').fill(user.email);
  await request.getByRole('button', { name: 'Send link' }).click();
  // The same words as for an address without an account.
  await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_TEXTS.requested);

  const link = await newestLink(page, user.email, 2);
  expect(link).not.toBe(invitation);
  await page.goto(link);
  const form = page.getByRole('form', { name: 'Choose your password' });
  await expect(form).toBeVisible();
  await expect(page.getByText(`Choose a new password for ${user.email}`)).toBeVisible();
  // The token leaves the address bar as soon as the page has read it.
  await expect(page).toHaveURL(/\/reset-password$/);
  await expectAccessible(page, 'choose a password');

  await form.getByLabel(/^New password(?! again)/).fill('passwordpassword');
  await form.getByLabel('New password again').fill('passwordpassword');
  await form.getByRole('button', { name: 'Set password' }).click();
  await expect(form.getByText(PASSWORD_RULE_TEXTS.breached)).toBeVisible();
  await expectAccessible(page, 'choose a password with a refusal');

  await form.getByLabel(/^New password(?! again)/).fill(NEW_PASSWORD);
  await form.getByLabel('New password again').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_TEXTS.done);
  await expectAccessible(page, 'sign in after a password was set');

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

  // A link works once: opened again (signed in, as from the email), it offers a new one.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Ask for a new link', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(PASSWORD_RESET_TEXTS.linkInvalid);
});
