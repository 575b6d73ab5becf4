import { expect, test } from '../../tests/support/portal-test';
import { DEMO_USERS, signInThroughForm } from '../../tests/support/portal';
import { expectAccessible } from '../../tests/support/accessibility';

test.describe('sign in and out', () => {
  test('a wrong password keeps the user on /login with a clear message', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page, 'login');
    await page.getByLabel('Email').fill('nobody@summit.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page, 'login after a wrong password');
  });

  test('an empty form is refused before any call', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter your email and password.');
    await expectAccessible(page, 'login with an empty form');
  });

  test('an external user lands on the pipeline and Sign Out returns to /login', async ({ page }) => {
    await signInThroughForm(page, DEMO_USERS.summitLoanProcessor);
    await expect(page).toHaveURL(/\/pipeline$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Pipeline', level: 1 })).toBeVisible();
    await expectAccessible(page, 'pipeline after sign-in');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
    await expectAccessible(page, 'Profile menu', { include: '[role="menu"]' });
    await expect(page.getByRole('menuitem', { name: 'Contact Support' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page, 'login after Sign Out');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('a deep link opened while signed out is restored after sign-in', async ({ page }) => {
    await page.goto('/settings/preferences');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(DEMO_USERS.summitBothRoles);
    await page.getByLabel('Password').fill('Portal-Demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/settings\/preferences$/);
    await expect(page.getByRole('heading', { name: 'Preferences', level: 1 })).toBeVisible();
    await expectAccessible(page, 'preferences after a deep link');
  });
});
