import type { Page } from '@playwright/test';
import { expect, test } from '../../tests/support/portal-test';
import type { LoanCondition, LoanConditions } from 'shared-rules';
import { expectAccessible } from '../../tests/support/accessibility';
import { samplePdf, watchFileChoosers } from '../../tests/support/files';
import { uniqueText } from '../../tests/support/portal';
import { accessTokenFor, signInAs } from '../../tests/support/session';

// Demo data (services' seed): loan-demo-07 of Harbor Mortgage Brokers stands at Conditions, with
// conditions in the `conditions` setting's categories (Prior to Approval, Prior to Docs, Prior to
// Funding). Jordan Reyes, the account executive covering Harbor, manages them; Harbor's loan
// officer answers them. The suites share one portal database: each journey changes only the
// conditions it adds, and closes them at the end, so the seeded ones stay as they are.

const LOAN = 'loan-demo-07';
const CONDITIONS_PATH = `/loan/${LOAN}/conditions`;
const ACCOUNT_EXECUTIVE = 'ae.jordan@lender.test';
const BROKER = 'lo@harbor.test';
const CATEGORIES = ['Prior to Approval', 'Prior to Docs', 'Prior to Funding'];

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The loan's conditions as the account executive reads them. */
async function conditionsAsStaff(page: Page, token: string): Promise<LoanConditions> {
  const response = await page.request.get(`/api/loans/${LOAN}/conditions`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as LoanConditions;
}

/** Waives a condition this journey added, if it is still open or submitted (a failed journey leaves nothing open behind). */
async function closeCondition(page: Page, token: string, title: string): Promise<void> {
  const condition = (await conditionsAsStaff(page, token)).conditions.find((candidate) => candidate.title === title);
  if (!condition || condition.status === 'cleared' || condition.status === 'waived') return;
  await page.request.put(`/api/loans/${LOAN}/conditions/${condition.id}/status`, {
    headers: bearer(token),
    data: { status: 'waived', note: 'Closed by the end-to-end suite.' },
  });
}

test.describe('loan conditions', () => {
  test('the account executive sees the categories in order, adds a condition and clears it with a note', async ({ page }) => {
    // Two dialogs, two toasts and three accessibility scans: over the 30 s default on a loaded machine.
    test.setTimeout(60_000);
    const token = await accessTokenFor(ACCOUNT_EXECUTIVE);
    const title = uniqueText('Updated appraisal');
    try {
      await signInAs(page, ACCOUNT_EXECUTIVE);
      await page.goto(CONDITIONS_PATH);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Conditions', level: 2, exact: true })).toBeVisible();

      // Grouped by the setting's categories, in its order.
      await expect(main.getByRole('region', { name: 'Prior to Funding' })).toBeVisible();
      const categories = await main.getByRole('heading', { level: 3 }).allTextContents();
      expect(categories.filter((category) => CATEGORIES.includes(category))).toEqual(CATEGORIES);
      const priorToDocs = main.getByRole('region', { name: 'Prior to Docs' });
      const bankStatement = priorToDocs.getByRole('article', { name: 'Most recent bank statement' });
      await expect(bankStatement.getByRole('button', { name: 'Download October bank statement' })).toBeVisible();
      const hazard = priorToDocs.getByRole('article', { name: 'Hazard insurance declarations page' });
      await expect(hazard.getByText('Rejected', { exact: true })).toBeVisible();
      await expect(hazard.getByText(/The declarations page shows a different property address\./)).toBeVisible();
      await expectAccessible(page, 'loan conditions');

      // The rejected document opens in the viewer from its signed PDF item, watermarked REJECTED.
      await hazard.getByRole('button', { name: 'View Insurance declarations' }).click();
      const viewer = page.getByRole('dialog', { name: 'Insurance declarations' });
      await expect(viewer.getByText('Page 1 of 1')).toBeVisible();
      await expect(viewer.locator('canvas')).toBeVisible();
      await expectAccessible(page, 'PDF viewer', { include: '[role="dialog"]' });
      await viewer.getByRole('button', { name: 'Close' }).click();
      await expect(viewer).toBeHidden();

      await main.getByRole('button', { name: 'Add condition' }).click();
      const form = page.getByRole('dialog', { name: 'Add condition' });
      await form.getByRole('textbox', { name: 'Title' }).fill(title);
      await form.getByRole('textbox', { name: 'Description' }).fill('An appraisal update dated within 120 days of closing.');
      await form.getByRole('combobox', { name: 'Category' }).selectOption('Prior to Docs');
      await form.getByRole('combobox', { name: 'Owner' }).selectOption({ label: 'Jordan Reyes' });
      await expectAccessible(page, 'add condition dialog', { include: '[role="dialog"]' });
      await form.getByRole('button', { name: 'Add condition' }).click();
      await expect(page.getByText('Condition added')).toBeVisible();
      await expect(form).toBeHidden();

      const added = priorToDocs.getByRole('article', { name: title });
      await expect(added.getByText('Open', { exact: true })).toBeVisible();
      await expect(added.getByText('Owner: Jordan Reyes', { exact: false })).toBeVisible();

      const note = `Appraisal update received (${title}).`;
      await added.getByRole('button', { name: 'Clear', exact: true }).click();
      const clearing = page.getByRole('dialog', { name: 'Clear condition' });
      await clearing.getByRole('textbox', { name: 'Note (optional)' }).fill(note);
      await clearing.getByRole('button', { name: 'Clear condition' }).click();
      await expect(page.getByText('Condition cleared')).toBeVisible();
      await expect(clearing).toBeHidden();
      await expect(added.getByText('Cleared', { exact: true })).toBeVisible();
      await expect(added.getByRole('list', { name: `Comments on ${title}` }).getByText(note)).toBeVisible();
      await expect(added.getByRole('button', { name: 'Reopen' })).toBeVisible();
      await expectAccessible(page, 'loan conditions after clearing one');
    } finally {
      await closeCondition(page, token, title);
    }
  });

  test('a broker sees no staff actions, answers a condition with a PDF and sees it submitted', async ({ page }) => {
    test.setTimeout(60_000);
    const nextFileChooser = watchFileChoosers(page);
    const token = await accessTokenFor(ACCOUNT_EXECUTIVE);
    // The lender asks for a condition of its own for this journey to answer.
    const title = uniqueText('Verbal verification of employment');
    const created = await page.request.post(`/api/loans/${LOAN}/conditions`, {
      headers: bearer(token),
      data: { title, description: "A verbal VOE for the borrower's current employer.", category: 'Prior to Funding' },
    });
    expect(created.status(), await created.text()).toBe(201);
    expect(((await created.json()) as LoanCondition).status).toBe('open');
    try {
      await signInAs(page, BROKER);
      await page.goto(CONDITIONS_PATH);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Conditions', level: 2, exact: true })).toBeVisible();
      const condition = main.getByRole('region', { name: 'Prior to Funding' }).getByRole('article', { name: title });
      await expect(condition.getByText('Open', { exact: true })).toBeVisible();

      await expect(main.getByRole('button', { name: 'Add condition' })).toHaveCount(0);
      for (const action of ['Clear', 'Waive', 'Reopen', 'Edit']) {
        await expect(main.getByRole('button', { name: action, exact: true })).toHaveCount(0);
      }
      await expect(main.getByRole('button', { name: /^Reject / })).toHaveCount(0);
      await expect(condition.getByRole('button', { name: 'Mark submitted' })).toBeVisible();
      await expectAccessible(page, 'loan conditions for a broker');

      const stamp = Date.now();
      await condition.getByRole('button', { name: 'Upload a document' }).click();
      await (await nextFileChooser()).setFiles({
        name: `voe-${stamp}.pdf`,
        mimeType: 'application/pdf',
        buffer: samplePdf(`VOE ${stamp}`),
      });
      await expect(page.getByText('Document uploaded')).toBeVisible();

      await expect(condition.getByText('Submitted', { exact: true })).toBeVisible();
      await expect(condition.getByRole('list', { name: `Documents for ${title}` }).getByText(`voe-${stamp}`)).toBeVisible();
      await expect(condition.getByRole('button', { name: 'Mark submitted' })).toHaveCount(0);
      await expectAccessible(page, 'loan conditions after an answer');
    } finally {
      await closeCondition(page, token, title);
    }
  });
});
