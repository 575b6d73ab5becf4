import type { Page } from '@playwright/test';
import { expect, test } from '../../tests/support/portal-test';
import type { LoanUploadSettings, RedirectRule, SettingEntry } from 'shared-rules';
import { accessTokenFor, signInAs } from '../../tests/support/session';
import { ADD_LOAN_MODAL, chooseChannel, importLoanFile, openAddLoan } from './support/wizard';
import { expectAccessible } from '../../tests/support/accessibility';

// These tests change the lender's loan-upload setting: one at a time, restored after each.
test.describe.configure({ mode: 'serial' });

const NON_QM_PIPELINE = 'https://nonqm.keystone-lending.test/pipeline';

/** A Non-QM rule (as seeded), enabled, with the given address and message. */
function nonQmRule(overrides: Partial<RedirectRule>): RedirectRule {
  return {
    enabled: true,
    rules: [{ fieldId: 'CX.NONQM.YN', operator: 'EQUAL', value: 'X' }],
    percent: 1,
    redirectUrl: NON_QM_PIPELINE,
    errorMessage: 'Non-QM loans continue in the Keystone Non-QM portal.',
    ...overrides,
  };
}

async function adminHeaders() {
  return { authorization: `Bearer ${await accessTokenFor('admin@lender.test')}` };
}

let saved: LoanUploadSettings | null = null;

/** Saves loan-upload over whatever is stored now (a save carries the version it replaces). */
async function saveLoanUpload(page: Page, value: LoanUploadSettings) {
  const headers = await adminHeaders();
  const current = await page.request.get('/api/settings/loan-upload', { headers });
  expect(current.ok()).toBeTruthy();
  const { version } = (await current.json()) as SettingEntry<LoanUploadSettings>;
  const response = await page.request.put('/api/settings/loan-upload', { headers, data: { value, version } });
  expect(response.ok(), `saving loan-upload answered ${response.status()}: ${await response.text()}`).toBeTruthy();
}

async function setRedirectRules(page: Page, rules: RedirectRule[]) {
  if (saved === null) {
    const current = await page.request.get('/api/settings/loan-upload', { headers: await adminHeaders() });
    expect(current.ok()).toBeTruthy();
    saved = ((await current.json()) as SettingEntry<LoanUploadSettings>).value;
  }
  await saveLoanUpload(page, { ...saved, redirectRules: rules });
}

test.afterEach(async ({ page }) => {
  if (saved === null) return;
  await saveLoanUpload(page, saved);
  saved = null;
});

test.describe('add loan: loan-upload redirect rules', () => {
  test('a blocking rule: Upload Blocked with Back only; Back keeps the import', async ({ page }) => {
    await setRedirectRules(page, [
      nonQmRule({ redirectUrl: 'https://nonqm.keystone-lending.test/block', errorMessage: 'Non-QM uploads are blocked for now.' }),
    ]);
    await signInAs(page, 'lo@summit.test');
    const modal = await openAddLoan(page);
    await chooseChannel(modal, 'Brokered - Wholesale', { nonQM: true });
    await importLoanFile(modal, 'purchase-conventional-1-pair.xml');
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByRole('heading', { name: 'Upload Blocked' })).toBeVisible();
    await expect(modal.getByText('Non-QM uploads are blocked for now.')).toBeVisible();
    await expectAccessible(page, 'Add Loan modal: upload blocked', ADD_LOAN_MODAL);
    await expect(modal.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await modal.getByRole('button', { name: 'Back' }).click();
    await expect(modal.getByText('Imported purchase-conventional-1-pair.xml')).toBeVisible();
  });

  test('a redirect rule: Eligibility Redirect, Continue moves the page with the transition parameters', async ({ page }) => {
    await setRedirectRules(page, [nonQmRule({})]);
    await page.route(`${NON_QM_PIPELINE}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Keystone Non-QM pipeline</h1>' }),
    );
    await signInAs(page, 'lo@summit.test');
    const modal = await openAddLoan(page);
    await chooseChannel(modal, 'Correspondent Delegated', { nonQM: true });
    await importLoanFile(modal, 'purchase-conventional-1-pair.xml');
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByRole('heading', { name: 'Eligibility Redirect' })).toBeVisible();
    await expect(modal.getByText('Non-QM loans continue in the Keystone Non-QM portal.')).toBeVisible();
    await expectAccessible(page, 'Add Loan modal: eligibility redirect', ADD_LOAN_MODAL);
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Keystone Non-QM pipeline' })).toBeVisible();
    const url = new URL(page.url());
    expect(url.origin + url.pathname).toBe(NON_QM_PIPELINE);
    expect(url.searchParams.get('transition_token')).toBeTruthy();
    expect(url.searchParams.get('loan_token')).toBeTruthy();
    expect(url.searchParams.get('channel')).toBe('Correspondent Delegated');
    expect(url.searchParams.get('nonQM')).toBe('true');
  });

  test('a seamless rule redirects at once; a failure offers Back and Retry', async ({ page }) => {
    await setRedirectRules(page, [nonQmRule({ errorMessage: 'seamless' })]);
    await page.route(`${NON_QM_PIPELINE}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Keystone Non-QM pipeline</h1>' }),
    );
    let tokenServiceDown = true;
    await page.route('**/api/loans/transition-token', (route) => (tokenServiceDown ? route.abort() : route.fallback()));
    await signInAs(page, 'lo@summit.test');
    const modal = await openAddLoan(page);
    await chooseChannel(modal, 'Brokered - Wholesale', { nonQM: true });
    await importLoanFile(modal, 'purchase-conventional-1-pair.xml');
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByText('An unexpected error occurred during redirect.')).toBeVisible();
    await expectAccessible(page, 'Add Loan modal: redirect failed', ADD_LOAN_MODAL);
    tokenServiceDown = false;
    await modal.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Keystone Non-QM pipeline' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('transition_token')).toBeTruthy();
  });

  test('no rule matches (not Non-QM): the wizard moves on to the contacts', async ({ page }) => {
    await setRedirectRules(page, [nonQmRule({})]);
    await signInAs(page, 'lo@summit.test');
    const modal = await openAddLoan(page);
    await chooseChannel(modal, 'Brokered - Wholesale');
    await importLoanFile(modal, 'purchase-conventional-1-pair.xml');
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByRole('heading', { name: 'Contacts' })).toBeVisible();
    await expectAccessible(page, 'Add Loan modal: contacts', ADD_LOAN_MODAL);
    // Back from contacts skips the redirect step.
    await modal.getByRole('button', { name: 'Back' }).click();
    await expect(modal.getByText('Imported purchase-conventional-1-pair.xml')).toBeVisible();
  });
});
