import type { FileChooser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { join } from 'node:path';
import { expectAccessible } from '../support/accessibility';
import { samplePdf, watchFileChoosers } from '../support/files';
import { expectFocusVisible, expectFocusWithin, tabTo } from '../support/keyboard';
import { DEMO_USERS } from '../support/portal';
import { DEMO_PASSWORD } from '../support/session';

const MISMO_FILE = join(__dirname, '..', '..', 'services', 'test', 'fixtures', 'mismo', 'purchase-conventional-1-pair.xml');
const DIALOG = { include: '[role="dialog"]' };

/** Presses `key` on the focused control and hands the file chooser it opened the given files. */
async function chooseFileWith(
  page: Page,
  nextFileChooser: () => Promise<FileChooser>,
  key: string,
  files: Parameters<FileChooser['setFiles']>[0],
): Promise<void> {
  await page.keyboard.press(key);
  await (await nextFileChooser()).setFiles(files);
}

/** Opens a dialog from `trigger` with Enter, checks focus moved in, scans it, closes it with Escape and checks focus came back. */
async function openAndEscape(page: Page, trigger: Locator, dialog: Locator, label: string, ready: Locator): Promise<void> {
  await page.keyboard.press('Enter');
  await expect(ready).toBeVisible();
  await expectFocusWithin(dialog, label);
  await expectAccessible(page, label, DIALOG);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger, `focus returns to the button that opened ${label}`).toBeFocused();
}

/** Presses ArrowDown in an open menu until `item` has focus. */
async function arrowTo(page: Page, item: Locator, limit = 10): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await item.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
}

test('a loan officer signs in, adds a loan, uploads a document and signs out with the keyboard alone', async ({ page }) => {
  const nextFileChooser = watchFileChoosers(page);

  // Sign in through the form.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expectAccessible(page, 'login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(DEMO_USERS.summitLoanOfficer);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  // The pipeline: the first Tab offers the skip link, which moves focus to the main landmark.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Pipeline', level: 1 })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Loans' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'pipeline');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expectFocusVisible(skipLink);
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();

  // The Help drawer and Contact Support close on Escape and hand focus back to their buttons.
  const nav = page.getByRole('navigation', { name: 'Main' });
  const helpButton = nav.getByRole('button', { name: 'Help', exact: true });
  await tabTo(page, helpButton, { backwards: true });
  const help = page.getByRole('dialog', { name: 'Help' });
  await openAndEscape(page, helpButton, help, 'Help drawer', help.getByRole('textbox', { name: 'Search help' }));
  const supportButton = nav.getByRole('button', { name: 'Contact Support', exact: true });
  await tabTo(page, supportButton, { backwards: true });
  const support = page.getByRole('dialog', { name: 'Contact Support' });
  await openAndEscape(page, supportButton, support, 'Contact Support modal', support.getByRole('button', { name: /Tech Help/ }));

  // Add Loan: focus moves into the modal and stays there.
  const addLoanButton = nav.getByRole('button', { name: 'Add Loan', exact: true });
  await tabTo(page, addLoanButton, { backwards: true });
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Add Loan' });
  const wholesale = modal.getByRole('radio', { name: 'Brokered - Wholesale' });
  await expect(wholesale).toBeEnabled();
  await expectFocusWithin(modal, 'the Add Loan modal');
  await expectAccessible(page, 'Add Loan modal: channel step', DIALOG);

  // Channel.
  await tabTo(page, wholesale);
  await page.keyboard.press('Space');
  await expect(wholesale).toBeChecked();
  const next = modal.getByRole('button', { name: 'Next' });
  await tabTo(page, next);
  // Next is the modal's last control: Tab wraps to its first one, never to the page behind.
  await page.keyboard.press('Tab');
  await expectFocusWithin(modal, 'the Add Loan modal after Tab from its last control');
  await tabTo(page, next, { backwards: true });
  await page.keyboard.press('Enter');

  // MISMO import: the drop area opens the file chooser from the keyboard.
  const dropArea = modal.getByRole('button', { name: /Drag and drop file here, or click to select file/ });
  await expect(dropArea).toBeVisible();
  await expectFocusWithin(modal, 'the Add Loan modal on the import step');
  await expectAccessible(page, 'Add Loan modal: import step', DIALOG);
  await tabTo(page, dropArea);
  await chooseFileWith(page, nextFileChooser, 'Enter', MISMO_FILE);
  await tabTo(page, modal.getByRole('button', { name: 'Upload' }));
  await page.keyboard.press('Enter');
  await expect(modal.getByText('Imported purchase-conventional-1-pair.xml')).toBeVisible();
  await expectAccessible(page, 'Add Loan modal: imported file', DIALOG);
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // Contacts: the processor is chosen by typing its name into the list.
  await expect(modal.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await expectFocusWithin(modal, 'the Add Loan modal on the contacts step');
  await expectAccessible(page, 'Add Loan modal: contacts', DIALOG);
  const processor = modal.getByRole('combobox', { name: 'Loan Processor', exact: true });
  await tabTo(page, processor);
  await page.keyboard.type('Morgan Patel');
  await expect(processor).toHaveValue('usr-summit-morgan');
  const create = modal.getByRole('button', { name: 'Create Loan' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');

  // The new loan.
  await expect(page).toHaveURL(/\/loan\/[^/]+\/workflow$/);
  await expect(modal).toBeHidden();
  await expect(main.getByRole('heading', { name: /^Loan \d{9}$/, level: 1 })).toBeVisible();
  await expectAccessible(page, 'workflow of the new loan');

  // Its Documents tab, and a PDF uploaded from the keyboard.
  const documentsTab = page.getByRole('navigation', { name: 'Loan' }).getByRole('link', { name: 'Documents' });
  await tabTo(page, documentsTab, { limit: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/loan\/[^/]+\/documents$/);
  await expect(main.getByText('No documents yet')).toBeVisible();
  await expectAccessible(page, 'documents of the new loan');
  await tabTo(page, main.getByRole('button', { name: 'Choose files' }));
  const fileName = `keyboard-${Date.now()}.pdf`;
  await chooseFileWith(page, nextFileChooser, 'Enter', {
    name: fileName,
    mimeType: 'application/pdf',
    buffer: samplePdf('Uploaded with the keyboard'),
  });
  await expect(main.getByRole('status').filter({ hasText: '1 file uploaded.' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Uncategorized' }).getByRole('row').filter({ hasText: fileName })).toBeVisible();
  await expectAccessible(page, 'documents after an upload');

  // Sign out through the profile menu.
  const profileButton = page.getByRole('button', { name: 'Profile menu' });
  await tabTo(page, profileButton, { backwards: true, limit: 60 });
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('menuitem', { name: 'Sign Out' });
  await expect(signOut).toBeVisible();
  await expectAccessible(page, 'Profile menu', { include: '[role="menu"]' });
  await arrowTo(page, signOut);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});
