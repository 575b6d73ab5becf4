import type { Page } from '@playwright/test';
import { expect, test } from '../../tests/support/portal-test';
import type { LoanSummary, Paged, RuleSetRecord, RuleSetSaveRequest, RuleSetVersionSummary } from 'shared-rules';
import { expectAccessible } from '../../tests/support/accessibility';
import { adminHeaders, openAdminPage } from './support/admin-settings';

/*
 * Field rules through the browser. The suites share one database and loan pages run the seeded
 * rule sets, so the test works on a rule set of its own, tagged `e2e-field-rules` (no page runs
 * that tag): saved afresh at the start, so its history ends with the version the test restores.
 */

const RULE_SET_ID = 'rs-e2e-field-rules';
const TAG = 'e2e-field-rules';
const START: RuleSetSaveRequest = {
  name: 'Browser test: loan amount',
  organizationId: null,
  tags: [TAG],
  enabled: true,
  // Every demo loan asks for more than this, so trying the rules on one always gives a message.
  rules: [{ id: 'e2e-amount-cap', ruleType: 'RANGE', fieldIdTemplate: '1109', range: { max: 1 } }],
};

async function saveStart(page: Page): Promise<number> {
  const headers = await adminHeaders();
  const saved = await page.request.put(`/api/rule-sets/${RULE_SET_ID}`, { headers, data: START });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await versionsOf(page))[0].version;
}

async function versionsOf(page: Page): Promise<RuleSetVersionSummary[]> {
  const response = await page.request.get(`/api/rule-sets/${RULE_SET_ID}/versions`, { headers: await adminHeaders() });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as RuleSetVersionSummary[];
}

async function storedRuleSet(page: Page): Promise<RuleSetRecord | undefined> {
  const response = await page.request.get('/api/rule-sets', { headers: await adminHeaders() });
  return ((await response.json()) as RuleSetRecord[]).find((record) => record.id === RULE_SET_ID);
}

async function someLoanNumber(page: Page): Promise<string> {
  const response = await page.request.get('/api/loans?pageSize=1', { headers: await adminHeaders() });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Paged<LoanSummary>).items[0].loanNumber;
}

test.describe('field rules', () => {
  test('an administrator adds a rule, fixes its definition, saves, tries it on a loan, reads the history and restores the previous version', async ({
    page,
  }) => {
    const startVersion = await saveStart(page);
    const loanNumber = await someLoanNumber(page);

    const main = await openAdminPage(page, `/admin/field-rules?tag=${TAG}`, 'Field Rules');
    const list = main.getByRole('table', { name: 'Rule sets, lender-wide first' });
    await expect(list.getByRole('row')).toHaveCount(2);
    await expect(list.getByRole('row').nth(1)).toContainText('All organizations');
    await expect(list.getByRole('row').nth(1)).toContainText(/Alex Morgan, \d{2}\/\d{2}\/\d{4}/);
    await expectAccessible(page, 'field rules list filtered by tag');
    await list.getByRole('link', { name: START.name, exact: true }).click();

    const form = main.getByRole('form', { name: START.name });
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await form.getByRole('button', { name: 'Add rule' }).click();
    const drawer = page.getByRole('dialog', { name: 'Rule 2: rule-2' });
    await drawer.getByRole('combobox', { name: 'Rule type' }).click();
    await page.getByRole('option', { name: 'Pattern (regex)' }).click();
    await drawer.getByRole('combobox', { name: 'Field id' }).fill('1109');
    await drawer.getByRole('combobox', { name: 'Field id' }).press('Escape');
    await drawer.getByRole('textbox', { name: 'Regex' }).fill('[0-9');
    await drawer.getByRole('button', { name: 'Done' }).click();
    // The engine's definition check, before any save, at the input it is about.
    await expect(drawer.getByRole('textbox', { name: 'Regex' })).toHaveAttribute('aria-invalid', 'true');
    await expect(drawer.getByText(/^Invalid regex/)).toBeVisible();
    await expectAccessible(page, 'rule form with a definition problem', { include: '.mantine-Drawer-content' });

    await drawer.getByRole('textbox', { name: 'Regex' }).fill('^[0-9]+$');
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect(drawer).toBeHidden();
    await expect(form.getByRole('row', { name: /rule-2/ })).toContainText('Matches ^[0-9]+$');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${START.name} was saved as a new version.`).first()).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect((await storedRuleSet(page))?.rules).toEqual([
      ...START.rules,
      { id: 'rule-2', ruleType: 'REGEX', fieldIdTemplate: '1109', regex: '^[0-9]+$' },
    ]);

    const loan = main.getByRole('combobox', { name: 'Loan' });
    await loan.fill(loanNumber);
    await page.getByRole('option', { name: new RegExp(loanNumber) }).click();
    await main.getByRole('button', { name: 'Try the rules' }).click();
    const result = main.getByRole('status', { name: 'Try result' });
    await expect(result).toContainText(`Loan ${loanNumber}: 1 message on 1 field.`);
    await expect(result.getByRole('row').nth(1)).toContainText('1109 should be at most 1');
    await expectAccessible(page, 'field rules editor with a try result');

    await main.getByRole('link', { name: 'History and restore' }).click();
    await expect(main.getByRole('heading', { name: 'Field Rules Audit', level: 1 })).toBeVisible();
    const versions = main.getByRole('table', { name: 'Versions, newest first' });
    const newest = versions.getByRole('row').nth(1);
    await expect(newest).toContainText(String(startVersion + 1));
    await expect(newest).toContainText('Alex Morgan');
    await expect(newest).toContainText('Rule added: rule-2.');
    await newest.getByRole('button', { name: `Compare version ${startVersion + 1} with version ${startVersion}` }).click();
    const changes = main.getByRole('region', { name: `Changes from version ${startVersion} to version ${startVersion + 1}` });
    await expect(changes.getByText('Rules added (1)')).toBeVisible();
    await expect(changes.getByText('rule-2', { exact: true })).toBeVisible();
    await expectAccessible(page, 'field rules audit with a diff');

    await versions.getByRole('button', { name: `Restore version ${startVersion}` }).click();
    const confirm = page.getByRole('dialog', { name: `Restore version ${startVersion}?` });
    await expect(confirm).toContainText(`This is saved as version ${startVersion + 2}`);
    await expectAccessible(page, 'restore confirmation', { include: '.mantine-Modal-content' });
    await confirm.getByRole('button', { name: `Restore version ${startVersion}` }).click();
    await expect(page.getByText(`Version ${startVersion} restored`).first()).toBeVisible();
    await expect(versions.getByRole('row').nth(1)).toContainText(`Restored version ${startVersion}. Rule removed: rule-2.`);
    expect((await storedRuleSet(page))?.rules).toEqual(START.rules);
    expect((await versionsOf(page))[0]).toMatchObject({ version: startVersion + 2, restoredFrom: startVersion });
  });
});
