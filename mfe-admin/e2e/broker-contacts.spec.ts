import { expect, test } from '../../tests/support/portal-test';
import { openSignedIn } from '../../tests/support/session';

/*
 * Broker Contacts as an account executive uses it. Users cannot be deleted, so the contact added
 * has an address no other run uses.
 */

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('an account executive sees their companies counted, adds a contact to one and syncs it', async ({ page }) => {
  const suffix = uniqueSuffix();
  const email = `robin.${suffix}@contacts-e2e.test`;
  await openSignedIn(page, 'ae.jordan@lender.test', '/ae-pipeline/users');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Broker Contacts', level: 1 })).toBeVisible();

  const companies = main.getByRole('table', { name: 'Your companies' });
  await expect(companies.getByRole('row').filter({ hasText: 'Harbor Mortgage Brokers' })).toBeVisible();
  await expect(companies.getByRole('row').filter({ hasText: 'Summit Home Lending' })).toBeVisible();
  // Another account executive's company is not counted.
  await expect(companies.getByRole('row').filter({ hasText: 'Prairie Correspondent Group' })).toHaveCount(0);

  const harbor = main.getByRole('button', { name: 'Show contacts of Harbor Mortgage Brokers' });
  await harbor.click();
  // The new contact's company is the one chosen: wait until the page has taken the choice (a
  // navigation of its address) before adding, or a slower machine adds with no company chosen.
  await expect(harbor).toHaveAttribute('aria-pressed', 'true');
  await main.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await dialog.getByRole('textbox', { name: /^First name/ }).fill('Robin');
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill(`Ames${suffix}`);
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await expect(dialog.getByRole('combobox', { name: /^Company/ })).toHaveValue('Harbor Mortgage Brokers');
  await dialog.getByRole('checkbox', { name: 'Loan officer' }).check();
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog).toBeHidden();

  await main.getByRole('searchbox', { name: 'Search contacts' }).fill(email);
  const row = main.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Sync Robin Ames${suffix}` }).click();
  await expect(main.getByText(`Robin Ames${suffix} is synced`)).toBeVisible();
  await expect(main.getByText('Every page now shows this contact as stored.')).toBeVisible();
});
