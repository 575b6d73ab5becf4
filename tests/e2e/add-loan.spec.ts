import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { signInAs } from '../support/session';
import { expectAccessible } from '../support/accessibility';

const MISMO_FILE = join(__dirname, '..', '..', 'services', 'test', 'fixtures', 'mismo', 'purchase-conventional-1-pair.xml');

test('an external loan officer adds a loan from the navbar and lands on its workflow tab', async ({ page }) => {
  await signInAs(page, 'lo@summit.test');
  await page.goto('/pipeline');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Pipeline', level: 1 })).toBeVisible();
  await expectAccessible(page, 'pipeline');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Add Loan', exact: true }).click();

  const modal = page.getByRole('dialog', { name: 'Add Loan' });
  await expect(page).toHaveURL(/modal=add-loan/);
  await expect(modal.getByRole('radio', { name: 'Brokered - Wholesale' })).toBeEnabled();
  await expectAccessible(page, 'Add Loan modal: channel step', { include: '[role="dialog"]' });
  await modal.getByRole('radio', { name: 'Brokered - Wholesale' }).check();
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByText('Drag and drop file here, or click to select file')).toBeVisible();
  await expectAccessible(page, 'Add Loan modal: import step', { include: '[role="dialog"]' });
  await modal.getByLabel('Loan file').setInputFiles(MISMO_FILE);
  await modal.getByRole('button', { name: 'Upload' }).click();
  await expect(modal.getByText('Imported purchase-conventional-1-pair.xml')).toBeVisible();
  await expectAccessible(page, 'Add Loan modal: imported file', { include: '[role="dialog"]' });
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await expectAccessible(page, 'Add Loan modal: contacts', { include: '[role="dialog"]' });
  await modal.getByRole('combobox', { name: 'Loan Processor', exact: true }).selectOption({ label: 'Morgan Patel' });
  await modal.getByRole('button', { name: 'Create Loan' }).click();

  await expect(page).toHaveURL(/\/loan\/[^/]+\/workflow$/);
  await expect(modal).toBeHidden();
  // mfe-loan shows the new loan under the number services gave it.
  const created = await page.getByText(/^Loan \d{9} was created\.$/).textContent();
  const loanNumber = /\d{9}/.exec(created ?? '')?.[0];
  await expect(page.getByRole('main').getByRole('heading', { name: `Loan ${loanNumber}` })).toBeVisible();
  await expectAccessible(page, 'workflow of the new loan');
});
