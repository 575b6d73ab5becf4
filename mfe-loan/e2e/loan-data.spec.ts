import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../tests/support/portal-test';
import type { LoanData } from 'shared-rules';
import { expectAccessible } from '../../tests/support/accessibility';
import { uniqueText } from '../../tests/support/portal';
import { accessTokenFor, openSignedIn } from '../../tests/support/session';

// Demo data (services' seed): loan-demo-05 is Harbor's one-pair wholesale loan, loan-demo-03
// Summit's delegated correspondent loan; no other suite changes either. The lender's seeded
// loan-data rules check SSN formats and a 2% to 12% note rate, make the loan program display-only
// under "Loan Program (set by your account executive)" and label the base loan amount. The
// journeys write fresh values each run and never rely on what the fields held before.

const HARBOR_LOAN = 'loan-demo-05';
const SUMMIT_LOAN = 'loan-demo-03';
const PAIR_1 = 'Borrower Information — Borrower Pair 1';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A field's box on the page (the input, its label and its messages), by the input's label. */
function field(scope: Locator, label: string): Locator {
  return scope.locator('[data-field-id]').filter({ has: scope.page().getByLabel(label, { exact: true }) });
}

function actionBar(page: Page): Locator {
  return page.getByRole('main').getByRole('region', { name: 'Unsaved changes' });
}

async function loanData(page: Page, token: string, loanId: string): Promise<LoanData> {
  const response = await page.request.get(`/api/loans/${loanId}/loan-data?tab=urla`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as LoanData;
}

test.describe('the URLA tab', () => {
  test('a display-only field is display-only for the lender staff too', async ({ page }) => {
    await openSignedIn(page, 'ae.jordan@lender.test', `/loan/${HARBOR_LOAN}/urla`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'URLA', level: 2 })).toBeVisible();
    await expect(main.getByLabel('Loan Program (set by your account executive)', { exact: true })).toBeDisabled();
    await expect(main.getByLabel('Base Loan Amount (before financed fees)', { exact: true })).toBeEnabled();
  });

  test('Loan Information opens URLA: masks, live rule messages, display-only fields, and the guard before leaving', async ({ page }) => {
    test.setTimeout(90_000);
    await openSignedIn(page, 'lo@harbor.test', `/loan/${HARBOR_LOAN}/loan-data`);
    await expect(page).toHaveURL(new RegExp(`/loan/${HARBOR_LOAN}/urla$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'URLA', level: 2 })).toBeVisible();
    const borrower = main.getByRole('region', { name: PAIR_1 });
    await expect(borrower.getByRole('heading', { name: PAIR_1, level: 3 })).toBeVisible();

    // FORMFIELD rules: a display-only field with the lender's label, and a relabelled one.
    await expect(main.getByLabel('Loan Program (set by your account executive)', { exact: true })).toBeDisabled();
    await expect(main.getByLabel('Base Loan Amount (before financed fees)', { exact: true })).toBeEnabled();
    await expectAccessible(page, 'URLA tab');

    // Masks, as typed.
    const ssn = borrower.getByLabel('Borrower SSN', { exact: true });
    await ssn.fill('');
    await ssn.pressSequentially('12345');
    await expect(ssn).toHaveValue('123-45');
    await expect(field(borrower, 'Borrower SSN')).toContainText('does not match the expected format');
    const phone = borrower.getByLabel('Borrower Home Phone', { exact: true });
    await phone.fill('');
    await phone.pressSequentially('3035550100');
    await expect(phone).toHaveValue('303-555-0100');
    const amount = main.getByLabel('Base Loan Amount (before financed fees)', { exact: true });
    await amount.fill('');
    await amount.pressSequentially('310000.555');
    await expect(amount).toHaveValue('310000.55');
    const zip = main.getByLabel('Subject Property Zip', { exact: true });
    await zip.fill('');
    await zip.pressSequentially('802021234');
    await expect(zip).toHaveValue('80202-1234');

    // The lender's own message, as the rate is typed.
    const rate = main.getByLabel('Note Rate', { exact: true });
    await rate.fill('');
    await rate.pressSequentially('15');
    await expect(field(main, 'Note Rate')).toContainText('A note rate of 15% ');
    await expect(actionBar(page).getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(actionBar(page)).toContainText('2 fields need correcting before saving: the messages are under the fields.');

    await rate.fill('6.5');
    await expect(field(main, 'Note Rate')).not.toContainText('A note rate of');
    await ssn.press('End');
    await ssn.pressSequentially('6789');
    await expect(ssn).toHaveValue('123-45-6789');
    await expect(field(borrower, 'Borrower SSN')).not.toContainText('does not match');
    await expect(actionBar(page).getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(actionBar(page)).toContainText(/\d+ unsaved changes/);

    // Leaving with changes asks first.
    await page.getByRole('navigation', { name: 'Loan' }).getByRole('link', { name: 'Summary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toContainText('You have unsaved changes on this page.');
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/loan/${HARBOR_LOAN}/urla$`));

    await actionBar(page).getByRole('button', { name: 'Discard' }).click();
    await expect(actionBar(page)).toContainText('No unsaved changes');
    await page.getByRole('navigation', { name: 'Loan' }).getByRole('link', { name: 'Summary' }).click();
    await expect(page).toHaveURL(new RegExp(`/loan/${HARBOR_LOAN}/summary$`));
  });

  test('State Specific Data opens with the subject property state section', async ({ page }) => {
    await openSignedIn(page, 'lo@harbor.test', `/loan/${HARBOR_LOAN}/additional`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'State Specific Data', level: 2 })).toBeVisible();
    const state = main.getByRole('region', { name: 'Subject Property State' });
    await expect(state.getByRole('combobox', { name: 'Subject Property State' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Borrower pairs' })).toHaveCount(0);
    // The crumb names the tab by its label, not by its address.
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('State Specific Data')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Loan' }).getByRole('link', { name: 'State Specific Data' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page, 'State Specific Data tab');
  });

  test('Save sends the change, says so, and the saved value is there on the next visit', async ({ page }) => {
    await openSignedIn(page, 'lo@harbor.test', `/loan/${HARBOR_LOAN}/urla`);
    const borrower = page.getByRole('main').getByRole('region', { name: PAIR_1 });
    const middle = borrower.getByLabel('Borrower Middle Name', { exact: true });
    const value = uniqueText('Lee');
    await middle.fill(value);
    await expect(actionBar(page)).toContainText('1 unsaved change');
    await actionBar(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Loan data saved')).toBeVisible();
    await expect(actionBar(page)).toContainText('No unsaved changes');
    await expect(actionBar(page).getByRole('button', { name: 'Save' })).toBeDisabled();

    await page.reload();
    await expect(
      page.getByRole('main').getByRole('region', { name: PAIR_1 }).getByLabel('Borrower Middle Name', { exact: true }),
    ).toHaveValue(value);
  });

  test('adds a borrower pair and removes it after asking', async ({ page }) => {
    const token = await accessTokenFor('lo@harbor.test');
    try {
      await openSignedIn(page, 'lo@harbor.test', `/loan/${HARBOR_LOAN}/urla`);
      const main = page.getByRole('main');
      const pairs = main.getByRole('region', { name: 'Borrower pairs' });
      await expect(pairs).toContainText('1 borrower pair on this loan');
      await pairs.getByRole('button', { name: 'Add borrower pair' }).click();
      await expect(main.getByRole('region', { name: 'Borrower Information — Borrower Pair 2' })).toBeVisible();
      await expect(pairs).toContainText('2 borrower pairs on this loan');

      await main.getByRole('button', { name: 'Remove borrower pair 2' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove borrower pair 2?' });
      await expectAccessible(page, 'remove borrower pair dialog', { include: '[role="dialog"]' });
      await dialog.getByRole('button', { name: 'Remove pair 2' }).click();
      await expect(main.getByRole('region', { name: 'Borrower Information — Borrower Pair 2' })).toHaveCount(0);
      await expect(pairs).toContainText('1 borrower pair on this loan');
    } finally {
      // A failed journey leaves the loan with its one pair.
      const data = await loanData(page, token, HARBOR_LOAN);
      if (data.borrowerPairs > 1) {
        await page.request.delete(`/api/loans/${HARBOR_LOAN}/borrower-pairs/2?version=${data.version}`, { headers: bearer(token) });
      }
    }
  });

  test('two users change the same fields: the second sees who saved, keeps one value and takes the other', async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const officerContext = await browser.newContext({ baseURL });
    const processorContext = await browser.newContext({ baseURL });
    try {
      const officer = await officerContext.newPage();
      const processor = await processorContext.newPage();
      await openSignedIn(officer, 'lo@summit.test', `/loan/${SUMMIT_LOAN}/urla`);
      await openSignedIn(processor, 'lp@summit.test', `/loan/${SUMMIT_LOAN}/urla`);
      const officerPair = officer.getByRole('main').getByRole('region', { name: PAIR_1 });
      const processorPair = processor.getByRole('main').getByRole('region', { name: PAIR_1 });
      const mine = { middle: uniqueText('Mine'), co: uniqueText('Mine co') };
      const theirs = { middle: uniqueText('Theirs'), co: uniqueText('Theirs co') };

      // The processor starts editing first…
      await processorPair.getByLabel('Borrower Middle Name', { exact: true }).fill(mine.middle);
      await processorPair.getByLabel('Co-Borrower Middle Name', { exact: true }).fill(mine.co);
      await expect(actionBar(processor)).toContainText('2 unsaved changes');

      // …and the officer saves the same two fields.
      await officerPair.getByLabel('Borrower Middle Name', { exact: true }).fill(theirs.middle);
      await officerPair.getByLabel('Co-Borrower Middle Name', { exact: true }).fill(theirs.co);
      await actionBar(officer).getByRole('button', { name: 'Save' }).click();
      await expect(officer.getByText('Loan data saved')).toBeVisible();

      // The processor's page keeps their changes and says someone saved.
      await expect(processor.getByText('Another user saved changes to this loan')).toBeVisible();
      await expect(processorPair.getByLabel('Borrower Middle Name', { exact: true })).toHaveValue(mine.middle);
      await actionBar(processor).getByRole('button', { name: 'Save' }).click();
      const panel = processor.getByRole('main').getByRole('region', { name: 'Another user changed fields you changed' });
      await expect(panel).toBeVisible();
      const middle = panel.getByRole('article', { name: 'Borrower Middle Name', exact: true });
      await expect(middle).toContainText(`Your value: ${mine.middle}`);
      await expect(middle).toContainText(`Their value: ${theirs.middle}`);
      await expect(middle).toContainText(/Changed by Taylor Brooks on \d{2}\/\d{2}\/\d{4}/);
      // Scanned as the page stands at its top: fields scrolled under the sticky action bar would count as covered targets.
      await processor.evaluate(() => window.scrollTo(0, 0));
      await expectAccessible(processor, 'URLA conflict panel');

      await middle.getByRole('radio', { name: 'Keep mine' }).check();
      await panel.getByRole('article', { name: 'Co-Borrower Middle Name' }).getByRole('radio', { name: 'Take theirs' }).check();
      await panel.getByRole('button', { name: 'Save again' }).click();
      await expect(processor.getByText('Loan data saved')).toBeVisible();
      await expect(panel).toHaveCount(0);
      await expect(processorPair.getByLabel('Borrower Middle Name', { exact: true })).toHaveValue(mine.middle);
      await expect(processorPair.getByLabel('Co-Borrower Middle Name', { exact: true })).toHaveValue(theirs.co);
      await expect(actionBar(processor)).toContainText('No unsaved changes');

      // The officer's page, unchanged since its save, follows at once.
      await expect(officerPair.getByLabel('Borrower Middle Name', { exact: true })).toHaveValue(mine.middle);
      await expect(officer.getByText('Another user saved changes to this loan')).toHaveCount(0);
    } finally {
      await officerContext.close();
      await processorContext.close();
    }
  });
});
