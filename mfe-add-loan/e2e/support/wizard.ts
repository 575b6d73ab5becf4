import { expect, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { expectAccessible } from '../../../tests/support/accessibility';
import { navigationTimeout, remoteCodeLoaded } from '../../../tests/support/remote-code';

/** services' MISMO 3.4 sample files. */
export const MISMO_DIR = join(__dirname, '..', '..', '..', 'services', 'test', 'fixtures', 'mismo');
export const mismoFile = (name: string) => join(MISMO_DIR, name);

/** Scans only the open Add Loan modal. */
export const ADD_LOAN_MODAL = { include: '[role="dialog"]' };

/** Opens the Add Loan modal through its URL and returns it. */
export async function openAddLoan(page: Page, query = ''): Promise<Locator> {
  await page.goto(`/pipeline?modal=add-loan${query}`);
  const modal = page.getByRole('dialog', { name: 'Add Loan' });
  // The modal opens once the portal has started at this address: part of the navigation.
  await expect(modal).toBeVisible({ timeout: navigationTimeout() });
  await remoteCodeLoaded(modal);
  return modal;
}

/** Picks a channel and moves to the import step. */
export async function chooseChannel(modal: Locator, channel: string, options: { nonQM?: boolean } = {}): Promise<void> {
  await expect(modal.getByRole('radio', { name: channel })).toBeEnabled();
  await expectAccessible(modal.page(), 'Add Loan modal: channel step', ADD_LOAN_MODAL);
  await modal.getByRole('radio', { name: channel }).check();
  if (options.nonQM) await modal.getByRole('checkbox', { name: /Non-QM loan/ }).check();
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByText('Drag and drop file here, or click to select file')).toBeVisible();
  await expectAccessible(modal.page(), 'Add Loan modal: import step', ADD_LOAN_MODAL);
}

/** Imports one of services' MISMO files and waits for its summary. */
export async function importLoanFile(modal: Locator, name: string): Promise<void> {
  await modal.getByLabel('Loan file').setInputFiles(mismoFile(name));
  await modal.getByRole('button', { name: 'Upload' }).click();
  await expect(modal.getByText(`Imported ${name}`)).toBeVisible();
  await expectAccessible(modal.page(), 'Add Loan modal: imported file', ADD_LOAN_MODAL);
}

/** Chooses a contact by role label and the user's visible name. */
export async function chooseContact(modal: Locator, role: string, name: string): Promise<void> {
  await modal.getByRole('combobox', { name: role, exact: true }).selectOption({ label: name });
}
