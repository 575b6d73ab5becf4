import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoanCreateResponse, LoanData, RuleSetSaveRequest } from 'shared-rules';
import { expectAccessible } from '../support/accessibility';
import { DEMO_USERS, socketReady } from '../support/portal';
import { accessTokenFor, pageFor, signInAs } from '../support/session';

/*
 * An administrator adds a loan-data rule in /admin/field-rules while a loan officer has the URLA
 * open: the officer's page judges the loan by it at once and keeps Save closed until it is met.
 * The journey works on a loan it creates (Harbor's, from a MISMO file) and a Harbor rule set of
 * its own, switched off at the end, so no other suite's loan meets the rule.
 */

const OFFICER = 'lo@harbor.test';
const RULE_SET_ID = 'rs-e2e-journey-loan-data';
const RULE_SET: RuleSetSaveRequest = {
  name: 'Browser journey: borrower names',
  organizationId: 'org-harbor',
  tags: ['loan-data'],
  enabled: true,
  rules: [],
};
const NAME_MESSAGE = '"{value}" is not a name as the note will print it: use letters only, and put a nickname in the AKA field.';
const MISMO_FILE = join(__dirname, '..', '..', 'services', 'test', 'fixtures', 'mismo', 'purchase-conventional-1-pair.xml');

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function putRuleSet(request: APIRequestContext, adminToken: string, body: RuleSetSaveRequest): Promise<void> {
  const response = await request.put(`/api/rule-sets/${RULE_SET_ID}`, { headers: bearer(adminToken), data: body });
  expect(response.status(), await response.text()).toBe(200);
}

/** A new Harbor loan from the one-pair MISMO sample, created as the officer. */
async function createLoan(page: Page, officerToken: string): Promise<string> {
  const converted = await page.request.post('/api/loans/convert-xml', {
    headers: bearer(officerToken),
    data: { file: readFileSync(MISMO_FILE).toString('base64') },
  });
  expect(converted.status(), await converted.text()).toBe(200);
  const { token } = (await converted.json()) as { token: string };
  const created = await page.request.post('/api/loans', {
    headers: bearer(officerToken),
    data: {
      channel: 'Banked - Wholesale',
      delegated: false,
      loanData: {},
      contacts: {
        loanOfficer: { orgId: 'org-harbor', contactId: 'usr-harbor-drew' },
        loanProcessor: { orgId: 'org-harbor', contactId: 'usr-harbor-avery' },
      },
      // Harbor's own create rule: its broker reference number.
      customFields: [{ fieldName: 'CUST01FV', value: 'HMB-30501' }],
      loanToken: token,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as LoanCreateResponse).loan.id;
}

test("an administrator adds a field rule: the officer's open URLA shows its message live and cannot save until it is met", async ({
  browser,
  baseURL,
  page: administrator,
}) => {
  // Two people in two browsers, each step waiting on the other's live update.
  test.setTimeout(120_000);
  const adminToken = await accessTokenFor(DEMO_USERS.administrator);
  await putRuleSet(administrator.request, adminToken, RULE_SET);
  try {
    const officer = await pageFor(browser, baseURL, OFFICER);
    const officerToken = await accessTokenFor(OFFICER);
    const loanId = await createLoan(officer, officerToken);

    const officerConnected = socketReady(officer);
    await officer.goto(`/loan/${loanId}/urla`);
    const urla = officer.getByRole('main');
    await expect(urla.getByRole('heading', { name: 'URLA', level: 2 })).toBeVisible();
    await officerConnected;
    const pair = urla.getByRole('region', { name: 'Borrower Information — Borrower Pair 1' });
    const firstName = pair.getByLabel('Borrower First Name', { exact: true });
    const nameBox = pair.locator('[data-field-id]').filter({ has: officer.getByLabel('Borrower First Name', { exact: true }) });
    const actionBar = urla.getByRole('region', { name: 'Unsaved changes' });
    await firstName.fill('Priya (Pree)');
    await expect(actionBar.getByRole('button', { name: 'Save' })).toBeEnabled();

    // The administrator adds the rule to the Harbor rule set and saves it.
    await signInAs(administrator, DEMO_USERS.administrator);
    await administrator.goto('/admin/field-rules?tag=loan-data');
    const admin = administrator.getByRole('main');
    await admin
      .getByRole('table', { name: 'Rule sets, lender-wide first' })
      .getByRole('link', { name: RULE_SET.name, exact: true })
      .click();
    const form = admin.getByRole('form', { name: RULE_SET.name });
    await form.getByRole('button', { name: 'Add rule' }).click();
    const drawer = administrator.getByRole('dialog', { name: 'Rule 1: rule-1' });
    await drawer.getByRole('combobox', { name: 'Rule type' }).click();
    await administrator.getByRole('option', { name: 'Pattern (regex)' }).click();
    await drawer.getByRole('combobox', { name: 'Field id' }).fill('4000#');
    await drawer.getByRole('combobox', { name: 'Field id' }).press('Escape');
    await drawer.getByRole('textbox', { name: 'Regex' }).fill("^[A-Za-z' -]+$");
    await drawer.getByRole('textbox', { name: 'Message' }).fill(NAME_MESSAGE);
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect(drawer).toBeHidden();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(administrator.getByText(`${RULE_SET.name} was saved as a new version.`).first()).toBeVisible();

    // The officer's open page hears of the save, judges the name by the new rule and closes Save.
    await expect(nameBox).toContainText('"Priya (Pree)" is not a name as the note will print it: use letters only');
    await expect(actionBar.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(actionBar).toContainText('1 field needs correcting before saving: the messages are under the fields.');
    await expectAccessible(officer, 'URLA with a message from a rule just added');

    // Services refuse the same value when the page is bypassed.
    const current = (await (
      await officer.request.get(`/api/loans/${loanId}/loan-data?tab=urla`, { headers: bearer(officerToken) })
    ).json()) as LoanData;
    const bypass = await officer.request.patch(`/api/loans/${loanId}/loan-data`, {
      headers: bearer(officerToken),
      data: { version: current.version, changes: { '4000#1': 'Priya (Pree)' } },
    });
    expect(bypass.status()).toBe(422);
    expect(await bypass.json()).toMatchObject({ code: 'invalid-loan-data' });

    // Met: the message goes, Save opens and the name is saved.
    await firstName.fill('Priya Ann');
    await expect(nameBox).not.toContainText('use letters only');
    await actionBar.getByRole('button', { name: 'Save' }).click();
    await expect(officer.getByText('Loan data saved').first()).toBeVisible();
    const saved = (await (
      await officer.request.get(`/api/loans/${loanId}/loan-data?tab=urla`, { headers: bearer(officerToken) })
    ).json()) as LoanData;
    expect(saved.values['4000#1']).toBe('Priya Ann');
  } finally {
    await putRuleSet(administrator.request, adminToken, { ...RULE_SET, enabled: false });
  }
});
