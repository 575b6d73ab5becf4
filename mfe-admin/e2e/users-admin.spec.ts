import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../tests/support/portal-test';
import { expectAccessible } from '../../tests/support/accessibility';
import { openSignedIn } from '../../tests/support/session';

/*
 * The Users page as an administrator uses it. Users cannot be deleted, so each test makes users
 * with addresses no other run uses, in a demo organisation, on a domain no demo user has.
 */

const ADMIN = 'admin@lender.test';
const ORGANIZATION = { id: 'org-summit', name: 'Summit Home Lending' };

/** A suffix no other run produces, for names and email addresses. */
const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openUsers(page: Page): Promise<Locator> {
  await openSignedIn(page, ADMIN, '/admin/users');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main.getByRole('table', { name: 'Users' })).toBeVisible();
  return main;
}

/** Types words in the search box and waits for the address to carry them. */
async function search(page: Page, main: Locator, words: string): Promise<void> {
  await main.getByRole('searchbox', { name: /Search/ }).fill(words);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(words).replace(/\./g, '\\.')}`));
}

test.describe('users administration', () => {
  test('an administrator adds an external user, finds them, disables and enables their sign-in', async ({ page }) => {
    const suffix = uniqueSuffix();
    const email = `riley.${suffix}@users-e2e.test`;
    const name = `Riley Stone${suffix}`;
    const main = await openUsers(page);
    await expectAccessible(page, 'users');

    await main.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await expect(dialog.getByRole('radio', { name: 'External' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect(dialog.getByText('Enter the first and last name.').first()).toBeVisible();
    await expectAccessible(page, 'add user form with its problems', { include: '[role="dialog"]' });
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Riley');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(`Stone${suffix}`);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: ORGANIZATION.name }).click();
    await dialog.getByRole('checkbox', { name: 'Loan officer' }).check();
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByText('User added').first()).toBeVisible();
    await expect(dialog).toBeHidden();

    await search(page, main, email);
    const row = main.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row).toContainText('External');
    await expect(row).toContainText(ORGANIZATION.name);
    await expect(row).toContainText('Loan officer');
    await expect(row.getByText('Disabled', { exact: true })).toHaveCount(0);

    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Disable sign-in' }).click();
    const confirm = page.getByRole('dialog', { name: `Disable sign-in for ${name}?` });
    await expect(confirm).toContainText('every session they have open ends now');
    await expectAccessible(page, 'disable sign-in dialog', { include: '[role="dialog"]' });
    await confirm.getByRole('button', { name: 'Disable sign-in' }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByText('Disabled', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Enable sign-in' }).click();
    await expect(page.getByText('Sign-in enabled').first()).toBeVisible();
    await expect(row.getByText('Disabled', { exact: true })).toHaveCount(0);
  });

  test('an administrator checks a two-row CSV file, then imports it', async ({ page }) => {
    const suffix = uniqueSuffix();
    const emails = [`casey.${suffix}@users-e2e.test`, `drew.${suffix}@users-e2e.test`];
    const csv = [
      'First Name,Last Name,Email,Organization ID,Roles',
      `Casey,Import${suffix},${emails[0]},${ORGANIZATION.id},lo`,
      `Drew,Import${suffix},${emails[1]},${ORGANIZATION.id},both`,
      '',
    ].join('\n');
    const main = await openUsers(page);

    await main.getByRole('button', { name: 'Import contacts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import contacts' });
    await expect(dialog).toContainText('Organization ID (required)');
    await expect(dialog.getByRole('button', { name: 'Import users' })).toBeDisabled();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    // Invitations would fill the outbox other suites read: this import sends none.
    await dialog.getByRole('checkbox', { name: 'Email each new user a link to choose a password' }).uncheck();
    await dialog.getByRole('button', { name: 'Check file' }).click();

    const report = dialog.getByRole('table', { name: 'Import report' });
    await expect(report.getByRole('row')).toHaveCount(3);
    await expect(report.getByRole('row').filter({ hasText: emails[0] })).toContainText('Ready');
    await expect(report.getByRole('row').filter({ hasText: emails[1] })).toContainText('Ready');
    await expectAccessible(page, 'import contacts with its report', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Import 2 users' }).click();
    await expect(dialog.getByText('Imported 2 users')).toBeVisible();
    await expect(report.getByText('Created', { exact: true })).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    await search(page, main, `Import${suffix}`);
    const rows = main.getByRole('table', { name: 'Users' }).getByRole('row');
    await expect(rows.filter({ hasText: emails[0] })).toContainText('Loan officer');
    await expect(rows.filter({ hasText: emails[1] })).toContainText('Loan officer, Loan processor');
    await expectAccessible(page, 'users found by search');
  });
});
