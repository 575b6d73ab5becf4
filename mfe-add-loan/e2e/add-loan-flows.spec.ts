import type { Response } from '@playwright/test';
import { expect, test } from '../../tests/support/portal-test';
import { readFileSync } from 'node:fs';
import { accessTokenFor, signInAs } from '../../tests/support/session';
import { ADD_LOAN_MODAL, chooseChannel, chooseContact, importLoanFile, mismoFile, openAddLoan } from './support/wizard';
import { expectAccessible } from '../../tests/support/accessibility';
import { navigationTimeout } from '../../tests/support/remote-code';

/** services' answer to creating a loan (the wizard's Create Loan). */
const isLoanCreation = (response: Response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/loans';

test.describe('add loan: from import to a created loan', () => {
  test('wholesale: contacts rules, then the loan is created and its workflow tab opens', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const modal = await openAddLoan(page);
    await chooseChannel(modal, 'Brokered - Wholesale');
    await importLoanFile(modal, 'purchase-conventional-1-pair.xml');
    await expect(modal.getByLabel('Program category')).toBeVisible();
    await modal.getByLabel('Program category').selectOption('Solar');
    await modal.getByRole('button', { name: 'Next' }).click();

    await expect(modal.getByRole('heading', { name: 'Contacts' })).toBeVisible();
    await expectAccessible(page, 'Add Loan modal: contacts', ADD_LOAN_MODAL);
    // The signed-in loan officer and the organisation are preselected; the processor is still needed.
    await expect(modal.getByRole('combobox', { name: 'Loan Officer', exact: true })).toHaveValue('usr-summit-taylor');
    await expect(modal.getByLabel('Loan Officer organization')).toBeDisabled();
    const create = modal.getByRole('button', { name: 'Create Loan' });
    await expect(create).toBeDisabled();
    await expect(modal.getByRole('combobox', { name: 'Submission Contact', exact: true })).toBeVisible();
    // Disabled users are listed, labelled Disabled.
    await expect(
      modal.getByRole('combobox', { name: 'Loan Officer', exact: true }).getByRole('option', { name: 'Jamie Fox (Disabled)' }),
    ).toHaveAttribute('title', 'This contact cannot log in');
    await chooseContact(modal, 'Loan Processor', 'Morgan Patel');
    await expect(create).toBeEnabled();
    // A double click still creates one loan (one Idempotency-Key per attempt).
    const createdIds: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (isLoanCreation(response)) {
        createdIds.push(response.json().then((body: { loan: { id: string } }) => body.loan.id));
      }
    });
    // The toast shows for a few seconds: watched from the click, so a slow step after it cannot miss it.
    const toastShown = expect(page.getByText(/Loan \d{9} was created\./)).toBeVisible({ timeout: navigationTimeout() });
    // Creating a loan runs its rules and first workflow step: the page moves on once services answer.
    const answered = page.waitForResponse(isLoanCreation);
    await create.dblclick();
    expect((await answered).ok()).toBe(true);

    await expect(page).toHaveURL(/\/loan\/[^/]+\/workflow$/);
    const loanId = new URL(page.url()).pathname.split('/')[2];
    expect(new Set(await Promise.all(createdIds))).toEqual(new Set([loanId]));
    await expect(modal).toBeHidden();
    await toastShown;
    await expectAccessible(page, 'workflow of the new loan');
  });

  test('correspondent delegated needs only the submission contact', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const modal = await openAddLoan(page);
    await chooseChannel(modal, 'Correspondent Delegated');
    await importLoanFile(modal, 'purchase-fha-2-pairs.xml');
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByRole('heading', { name: 'Contacts' })).toBeVisible();
    const create = modal.getByRole('button', { name: 'Create Loan' });
    await expect(create).toBeDisabled();
    await chooseContact(modal, 'Submission Contact', 'Sam Rivera');
    await expect(create).toBeEnabled();
    await create.click();
    await expect(page).toHaveURL(/\/loan\/[^/]+\/workflow$/);
  });

  test('correspondent non-delegated: the question set, the forced answer, the FHA question, Back from every step', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const modal = await openAddLoan(page);
    await chooseChannel(modal, 'Correspondent Non-Delegated');
    await importLoanFile(modal, 'purchase-fha-2-pairs.xml');
    await modal.getByRole('button', { name: 'Next' }).click();

    await expect(modal.getByRole('heading', { name: 'Disclosure information' })).toBeVisible();
    await expectAccessible(page, 'Add Loan modal: disclosure information', ADD_LOAN_MODAL);
    const closingDisclosures = modal.getByRole('radiogroup', { name: /initial and revised closing disclosures/ });
    const closingDocuments = modal.getByRole('radiogroup', { name: /closing documents/ });
    await expect(modal.getByRole('radiogroup', { name: /FHA case number/ })).toBeVisible();
    await expect(closingDocuments.getByRole('radio').first()).toBeChecked();
    await closingDisclosures.getByRole('radio', { name: 'Correspondent' }).check();
    await expect(closingDocuments.getByRole('radio', { name: 'Correspondent' })).toBeChecked();
    await expect(closingDocuments.getByRole('radio').first()).toBeDisabled();
    await modal.getByRole('checkbox', { name: /disclosure preview/ }).check();

    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByRole('heading', { name: 'Contacts' })).toBeVisible();
    await chooseContact(modal, 'Loan Processor', 'Morgan Patel');
    // Back: contacts → information (answers kept) → data-import (file kept) → channel (channel kept).
    await modal.getByRole('button', { name: 'Back' }).click();
    await expect(closingDocuments.getByRole('radio', { name: 'Correspondent' })).toBeChecked();
    await modal.getByRole('button', { name: 'Back' }).click();
    await expect(modal.getByText('Imported purchase-fha-2-pairs.xml')).toBeVisible();
    await modal.getByRole('button', { name: 'Back' }).click();
    await expect(modal.getByRole('radio', { name: 'Correspondent Non-Delegated' })).toBeChecked();
    await modal.getByRole('button', { name: 'Next' }).click();
    await modal.getByRole('button', { name: 'Next' }).click();
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByRole('combobox', { name: 'Loan Processor', exact: true })).toHaveValue('usr-summit-morgan');
    await modal.getByRole('button', { name: 'Create Loan' }).click();
    await expect(page).toHaveURL(/\/loan\/[^/]+\/workflow$/);

    // The answers were written to the disclosure-source custom fields.
    const loanId = new URL(page.url()).pathname.split('/')[2];
    const ids = ['CX.CORE.INITIALDISC', 'CX.CORE.REVISEDCD', 'CX.CORE.CLOSEDOCS', 'CX.CORE.FHA.CASENUMBER', 'CX.CORE.DISCPREVIEW'];
    const fields = await page.request.get(`/api/loans/${loanId}/fields?ids=${ids.join(',')}`, {
      headers: { authorization: `Bearer ${await accessTokenFor('lo@summit.test')}` },
    });
    expect((await fields.json()).values).toEqual({
      'CX.CORE.INITIALDISC': 'Company',
      'CX.CORE.REVISEDCD': 'Correspondent',
      'CX.CORE.CLOSEDOCS': 'Correspondent',
      'CX.CORE.FHA.CASENUMBER': 'Company',
      'CX.CORE.DISCPREVIEW': 'X',
    });
  });

  test('advanced conditions: listed under Loan Action Completion Errors:, and Save stays disabled', async ({ page }) => {
    // A conventional loan above the conforming limit with a note rate out of range.
    const xml = readFileSync(mismoFile('purchase-conventional-1-pair.xml'), 'utf8')
      .replaceAll('470400', '910000')
      .replace('<NoteRatePercent>7.25</NoteRatePercent>', '<NoteRatePercent>21</NoteRatePercent>');
    await signInAs(page, 'lo@summit.test');
    const modal = await openAddLoan(page);
    await chooseChannel(modal, 'Brokered - Wholesale');
    await modal.getByLabel('Loan file').setInputFiles({ name: 'jumbo.xml', mimeType: 'text/xml', buffer: Buffer.from(xml) });
    await modal.getByRole('button', { name: 'Upload' }).click();
    await expect(modal.getByText('Imported jumbo.xml')).toBeVisible();
    await modal.getByRole('button', { name: 'Next' }).click();
    await chooseContact(modal, 'Loan Processor', 'Morgan Patel');
    await modal.getByRole('button', { name: 'Create Loan' }).click();

    await expect(modal.getByRole('heading', { name: 'Complete the loan' })).toBeVisible();
    const errors = modal.getByRole('alert').filter({ hasText: 'Loan Action Completion Errors:' });
    await expect(errors).toContainText('The note rate must be between 1% and 15% (entered: 21%).');
    await expect(errors).toContainText('conforming loan limit');
    await expectAccessible(page, 'Add Loan modal: completion errors', ADD_LOAN_MODAL);
    await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
    await modal.getByRole('button', { name: 'Back' }).click();
    await expect(modal.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  });

  test('required fields: the lender’s rules ask for a value, filled in the list-style renderer, then the loan is created', async ({
    page,
  }) => {
    // Harbor's own rule set requires the broker reference number (CUST01FV).
    await signInAs(page, 'lo@harbor.test');
    const modal = await openAddLoan(page);
    await chooseChannel(modal, 'Brokered - Wholesale');
    await importLoanFile(modal, 'purchase-conventional-1-pair.xml');
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByRole('combobox', { name: 'Loan Officer', exact: true })).toHaveValue('usr-harbor-drew');
    await chooseContact(modal, 'Loan Processor', 'Avery Kim');
    await modal.getByRole('button', { name: 'Create Loan' }).click();

    await expect(modal.getByRole('heading', { name: 'Complete the loan' })).toBeVisible();
    const save = modal.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const reference = modal.getByRole('textbox', { name: 'Broker Reference Number' });
    await expect(modal.getByTestId('custom-field-CUST01FV')).toContainText('CUST01FV');
    await expectAccessible(page, 'Add Loan modal: required fields', ADD_LOAN_MODAL);
    // Back keeps the contacts; forward again re-asks the rules.
    await modal.getByRole('button', { name: 'Back' }).click();
    await expect(modal.getByRole('combobox', { name: 'Loan Processor', exact: true })).toHaveValue('usr-harbor-avery');
    await modal.getByRole('button', { name: 'Create Loan' }).click();
    await reference.fill('HMB-40001');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page).toHaveURL(/\/loan\/[^/]+\/workflow$/);
  });

  test('a loan token used up elsewhere: the create call says so, and nothing entered is lost', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const authorization = `Bearer ${await accessTokenFor('lo@summit.test')}`;
    const converted = await page.request.post('/api/loans/convert-xml', {
      headers: { authorization },
      data: { file: readFileSync(mismoFile('purchase-conventional-1-pair.xml')).toString('base64') },
    });
    const { token } = (await converted.json()) as { token: string };

    const modal = await openAddLoan(page, `&channel=wholesale&loan_token=${encodeURIComponent(token)}`);
    await expect(modal.getByText('Loan loaded from your link')).toBeVisible();
    await modal.getByRole('button', { name: 'Next' }).click();
    await chooseContact(modal, 'Loan Processor', 'Morgan Patel');

    // The same imported loan is created in another tab first.
    const elsewhere = await page.request.post('/api/loans', {
      headers: { authorization },
      data: {
        channel: 'Banked - Wholesale',
        delegated: false,
        loanData: {},
        contacts: {
          loanOfficer: { orgId: 'org-summit', contactId: 'usr-summit-taylor' },
          loanProcessor: { orgId: 'org-summit', contactId: 'usr-summit-morgan' },
        },
        loanToken: token,
      },
    });
    expect(elsewhere.status()).toBe(201);

    await modal.getByRole('button', { name: 'Create Loan' }).click();
    await expect(page.getByText('The loan was not created')).toBeVisible();
    await expectAccessible(page, 'Add Loan modal: create refused', ADD_LOAN_MODAL);
    await expect(modal.getByRole('combobox', { name: 'Loan Processor', exact: true })).toHaveValue('usr-summit-morgan');
    await expect(modal.getByRole('button', { name: 'Create Loan' })).toBeEnabled();
  });
});

test.describe('add loan: who may add', () => {
  test('a Pending organisation cannot add loans', async ({ page }) => {
    await signInAs(page, 'lo@prairie.test');
    await page.goto('/pipeline');
    await expect(page.getByRole('button', { name: 'Add Loan' })).toBeDisabled();
    await expectAccessible(page, 'pipeline of a pending organisation');
  });
});
