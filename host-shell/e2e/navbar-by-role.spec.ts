import { expect, test } from '../../tests/support/portal-test';
import { DEMO_USERS } from '../../tests/support/portal';
import { openSignedIn } from '../../tests/support/session';
import { expectAccessible } from '../../tests/support/accessibility';

test.describe('navbar by role', () => {
  test('an external loan officer of an Active organization can add a loan, and has no admin gear', async ({ page }) => {
    await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/pipeline');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Resources' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Training' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Contact Support' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Help' })).toBeVisible();
    await expect(nav.getByRole('button', { name: /Notifications/ })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Add Loan' })).toBeEnabled();
    await expect(nav.getByRole('link', { name: 'Admin settings' })).toHaveCount(0);
    await expectAccessible(page, 'pipeline of a loan officer');

    // The Loans menu leads to the dashboard and the quick pricer; the AE pipeline is not a broker's.
    await nav.getByRole('button', { name: 'Loans' }).click();
    const loans = page.getByRole('menu');
    await expect(loans.getByRole('menuitem', { name: 'Quick Pricer' })).toBeVisible();
    await expect(loans.getByRole('menuitem', { name: 'AE Pipeline' })).toHaveCount(0);
    await expectAccessible(page, 'Loans menu', { include: '[role="menu"]' });
    await loans.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await nav.getByRole('button', { name: 'Loans' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Quick Pricer' }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Quick Pricer', level: 1 })).toBeVisible();

    await nav.getByRole('button', { name: 'Add Loan' }).click();
    await expect(page).toHaveURL(/[?&]modal=add-loan/);
    await expect(page.getByRole('dialog', { name: 'Add Loan' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Add Loan' }).getByRole('heading', { name: 'Select a channel' })).toBeVisible();
    await expectAccessible(page, 'Add Loan modal', { include: '[role="dialog"]' });
  });

  test('a loan officer whose organization is Pending sees Add Loan disabled', async ({ page }) => {
    await openSignedIn(page, DEMO_USERS.prairieLoanOfficer, '/pipeline');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Add Loan' })).toBeDisabled();
    await expectAccessible(page, 'pipeline of a pending organization');
  });

  test('an administrator has the admin gear and no Add Loan', async ({ page }) => {
    await openSignedIn(page, DEMO_USERS.administrator, '/settings/profile');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Admin settings' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Add Loan' })).toHaveCount(0);
    await expectAccessible(page, 'profile of an administrator');
    await nav.getByRole('button', { name: 'Loans' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'AE Pipeline' })).toBeVisible();
    await page.keyboard.press('Escape');
    await nav.getByRole('link', { name: 'Admin settings' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'admin home');
  });

  test('an internal user without an integration token is sent to /settings/encompass', async ({ page }) => {
    await openSignedIn(page, DEMO_USERS.internalWithoutToken, '/pipeline');
    await expect(page).toHaveURL(/\/settings\/encompass$/);
    await expect(page.getByRole('heading', { name: 'Integration Token', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'Integration Token' })).toBeVisible();
    await expectAccessible(page, 'integration token settings');

    // Pasting a valid token stops the redirect; removing it brings it back (the demo user is left as it was).
    const claims = Buffer.from(JSON.stringify({ sub: 'ops', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    await page.getByRole('textbox', { name: /^Integration token/ }).fill(`eyJhbGciOiJSUzI1NiJ9.${claims}.c2lnbmF0dXJl`);
    await page.getByRole('button', { name: 'Save token' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Connected' })).toBeVisible();
    await page.goto('/pipeline');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/pipeline$/);
    await page.goto('/settings/encompass');
    await page.getByRole('button', { name: 'Remove token' }).click();
    await expect(page.getByText('No valid integration token')).toBeVisible();
    await page.goto('/pipeline');
    await expect(page).toHaveURL(/\/settings\/encompass$/);
  });

  test('below the md breakpoint the menus move into the "Navigation" drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/settings/profile');
    await expectAccessible(page, 'profile on a phone');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Resources' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expectAccessible(page, 'Navigation drawer', { include: '[role="dialog"]' });
    await drawer.getByRole('link', { name: 'Preferences' }).click();
    await expect(page).toHaveURL(/\/settings\/preferences$/);
    await expect(drawer).toBeHidden();
    await expectAccessible(page, 'preferences on a phone');
  });
});
