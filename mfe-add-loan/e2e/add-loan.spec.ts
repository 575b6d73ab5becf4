import { expect, test } from '../../tests/support/portal-test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accessTokenFor, signInAs } from '../../tests/support/session';
import { ADD_LOAN_MODAL, openAddLoan } from './support/wizard';
import { expectAccessible } from '../../tests/support/accessibility';

/** A MISMO 3.4 loan file from services' fixtures. */
const MISMO_FILE = join(__dirname, '..', '..', 'services', 'test', 'fixtures', 'mismo', 'purchase-conventional-1-pair.xml');

test.describe('add loan: channel step', () => {
  test('an organisation with every channel can pick any, then reaches the import step', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const modal = await openAddLoan(page);
    await expect(modal.getByRole('heading', { name: 'Select a channel' })).toBeVisible();
    await expectAccessible(page, 'Add Loan modal: channel step', ADD_LOAN_MODAL);
    for (const channel of ['Brokered - Wholesale', 'Correspondent Non-Delegated', 'Correspondent Delegated']) {
      await expect(modal.getByRole('radio', { name: channel })).toBeEnabled();
    }
    await expect(modal.getByRole('button', { name: 'Next' })).toBeDisabled();
    await modal.getByRole('radio', { name: 'Correspondent Delegated' }).check();
    await expect(modal.getByRole('checkbox', { name: /Non-QM loan/ })).toBeEnabled();
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByText('Drag and drop file here, or click to select file')).toBeVisible();
    await expectAccessible(page, 'Add Loan modal: import step', ADD_LOAN_MODAL);
  });

  test('a wholesale-only organisation gets only the wholesale channel', async ({ page }) => {
    await signInAs(page, 'lo@harbor.test');
    const modal = await openAddLoan(page);
    await expect(modal.getByRole('radio', { name: 'Brokered - Wholesale' })).toBeEnabled();
    await expect(modal.getByRole('radio', { name: 'Correspondent Non-Delegated' })).toBeDisabled();
    await expect(modal.getByRole('radio', { name: 'Correspondent Delegated' })).toBeDisabled();
    await expectAccessible(page, 'Add Loan modal: wholesale-only channels', ADD_LOAN_MODAL);
  });

  test('the channel query parameter preselects an allowed channel', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const modal = await openAddLoan(page, '&channel=non-delegated');
    await expect(modal.getByRole('radio', { name: 'Correspondent Non-Delegated' })).toBeChecked();
    await expectAccessible(page, 'Add Loan modal: preselected channel', ADD_LOAN_MODAL);
  });

  test('the nonQM query parameter preselects Non-QM', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const modal = await openAddLoan(page, '&channel=delegated&nonQM=true');
    await expect(modal.getByRole('radio', { name: 'Correspondent Delegated' })).toBeChecked();
    await expect(modal.getByRole('checkbox', { name: /Non-QM loan/ })).toBeChecked();
    await expectAccessible(page, 'Add Loan modal: preselected Non-QM', ADD_LOAN_MODAL);
  });

  test('closing the modal removes its query parameters', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const modal = await openAddLoan(page, '&channel=wholesale');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
    await expect(page).not.toHaveURL(/modal=|channel=/);
    await expectAccessible(page, 'pipeline after Cancel');
  });
});

test.describe('add loan: what services decide', () => {
  test('Non-QM is unavailable, with the spec tooltip, when general settings switch it off', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    // The lender's switch for one channel is off; the rest of the settings are what services hold.
    await page.route('**/api/loans/add-loan-settings', async (route) => {
      const response = await route.fetch();
      const settings = await response.json();
      settings.generalSettings.loanUpload.enableDelegated = false;
      await route.fulfill({ response, json: settings });
    });
    const modal = await openAddLoan(page);
    await modal.getByRole('radio', { name: 'Correspondent Delegated' }).check();
    const nonQm = modal.getByRole('checkbox', { name: /Non-QM loan/ });
    await expect(nonQm).toBeDisabled();
    await nonQm.hover({ force: true });
    await expect(page.getByText('Non-QM products are not available for Correspondent Delegated channels.')).toBeVisible();
    await expectAccessible(page, 'Add Loan modal with the Non-QM tooltip', ADD_LOAN_MODAL);
    await modal.getByRole('radio', { name: 'Brokered - Wholesale' }).check();
    await expect(nonQm).toBeEnabled();
  });

  test('organisations that cannot load are reported, with Retry', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    let servicesDown = true;
    await page.route('**/api/external-orgs', (route) => (servicesDown ? route.abort() : route.fallback()));
    const modal = await openAddLoan(page);
    await expect(modal.getByText('Unable to load organizations')).toBeVisible();
    await expectAccessible(page, 'Add Loan modal: organisations not loaded', ADD_LOAN_MODAL);
    servicesDown = false;
    await modal.getByRole('button', { name: 'Retry' }).click();
    await expect(modal.getByRole('radio', { name: 'Brokered - Wholesale' })).toBeEnabled();
  });
});

test.describe('add loan: data import step', () => {
  test('the browser checks the file, services import it, and the wizard moves on', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const modal = await openAddLoan(page, '&channel=wholesale');
    await modal.getByRole('button', { name: 'Next' }).click();
    const fileInput = modal.getByLabel('Loan file');
    await expect(modal.getByRole('button', { name: 'Next' })).toBeDisabled();

    await fileInput.setInputFiles({ name: 'loan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await expect(modal.getByText('File must be an XML file')).toBeVisible();
    await expectAccessible(page, 'Add Loan modal: file refused', ADD_LOAN_MODAL);
    await expect(modal.getByRole('button', { name: 'Upload' })).toHaveCount(0);

    // XML, but not a loan file: services say why, in the user's words.
    await fileInput.setInputFiles({
      name: 'notes.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from('<notes><note>call back</note></notes>'),
    });
    await modal.getByRole('button', { name: 'Upload' }).click();
    await expect(modal.getByText('The file could not be imported')).toBeVisible();

    await fileInput.setInputFiles(MISMO_FILE);
    await modal.getByRole('button', { name: 'Upload' }).click();
    await expect(modal.getByText('Imported purchase-conventional-1-pair.xml')).toBeVisible();
    await expectAccessible(page, 'Add Loan modal: imported file', ADD_LOAN_MODAL);
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByRole('heading', { name: 'Contacts' })).toBeVisible();
    await expectAccessible(page, 'Add Loan modal: contacts', ADD_LOAN_MODAL);

    await modal.getByRole('button', { name: 'Back' }).click();
    await expect(modal.getByText('Imported purchase-conventional-1-pair.xml')).toBeVisible();
    await modal.getByRole('button', { name: 'Back' }).click();
    await expect(modal.getByRole('radio', { name: 'Brokered - Wholesale' })).toBeChecked();
  });

  test('a loan_token link opens the imported loan on the import step', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const converted = await page.request.post('/api/loans/convert-xml', {
      headers: { authorization: `Bearer ${await accessTokenFor('lo@summit.test')}` },
      data: { file: Buffer.from(readFileSync(MISMO_FILE, 'utf8')).toString('base64'), fileName: 'purchase.xml' },
    });
    expect(converted.status(), await converted.text()).toBe(200);
    const { token } = (await converted.json()) as { token: string };

    const modal = await openAddLoan(page, `&channel=delegated&loan_token=${encodeURIComponent(token)}`);
    await expect(modal.getByText('Loan loaded from your link')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expectAccessible(page, 'Add Loan modal: loan from a link', ADD_LOAN_MODAL);
  });

  test('an unknown loan_token says the loan was not loaded', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const modal = await openAddLoan(page, '&loan_token=not-a-real-token');
    await expect(modal.getByText('The loan from your link was not loaded')).toBeVisible();
    await expectAccessible(page, 'Add Loan modal: loan from a link not loaded', ADD_LOAN_MODAL);
    await expect(modal.getByRole('radio', { name: 'Brokered - Wholesale' })).toBeEnabled();
  });
});

test.describe('add loan: files the import refuses keep the wizard as it was', () => {
  const noBorrower =
    '<MESSAGE xmlns="http://www.mismo.org/residential/2009/schemas"><DEAL_SETS><DEAL_SET><DEALS><DEAL><PARTIES><PARTY><LEGAL_ENTITY><LEGAL_ENTITY_DETAIL><FullName>Lender</FullName></LEGAL_ENTITY_DETAIL></LEGAL_ENTITY>' +
    '<ROLES><ROLE><ROLE_DETAIL><PartyRoleType>NotePayTo</PartyRoleType></ROLE_DETAIL></ROLE></ROLES></PARTY></PARTIES></DEAL></DEALS></DEAL_SET></DEAL_SETS></MESSAGE>';

  test('each refusal says why, and the channel chosen stays chosen', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const modal = await openAddLoan(page);
    await modal.getByRole('radio', { name: 'Correspondent Delegated' }).check();
    await modal.getByRole('button', { name: 'Next' }).click();
    const fileInput = modal.getByLabel('Loan file');

    // Checked in the browser: size (one byte over 25 MB) and the number of files.
    await fileInput.setInputFiles({ name: 'big.xml', mimeType: 'text/xml', buffer: Buffer.alloc(26_214_401, 32) });
    await expect(modal.getByText('File size must be less than 25MB')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Upload' })).toHaveCount(0);

    // Checked by services: malformed XML, a hostile file (external entity), a loan file without a borrower.
    // Each upload waits for services' refusal: the alert of the one before already says the same.
    const uploadRefused = async (name: string, content: string) => {
      await fileInput.setInputFiles({ name, mimeType: 'text/xml', buffer: Buffer.from(content) });
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/loans/convert-xml');
      await modal.getByRole('button', { name: 'Upload' }).click();
      expect((await answered).status(), `${name} is refused`).toBe(422);
    };
    await uploadRefused('broken.xml', '<MESSAGE><DEAL_SETS>');
    await expect(modal.getByRole('alert').filter({ hasText: 'The file could not be imported' })).toBeVisible();

    await uploadRefused('hostile.xml', '<?xml version="1.0"?><!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/passwd">]><MESSAGE>&x;</MESSAGE>');
    await expect(modal.getByRole('alert').filter({ hasText: 'The file could not be imported' })).toBeVisible();
    await expect(modal.getByText('root:')).toHaveCount(0);

    await uploadRefused('no-borrower.xml', noBorrower);
    await expect(modal.getByRole('alert').filter({ hasText: /borrower/i })).toBeVisible();
    await expectAccessible(page, 'Add Loan modal: import refused', ADD_LOAN_MODAL);

    await expect(modal.getByRole('button', { name: 'Next' })).toBeDisabled();
    await modal.getByRole('button', { name: 'Back' }).click();
    await expect(modal.getByRole('radio', { name: 'Correspondent Delegated' })).toBeChecked();
  });
});
