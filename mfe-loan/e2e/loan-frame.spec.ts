import { expect, test } from '../../tests/support/portal-test';
import { expectAccessible } from '../../tests/support/accessibility';
import { accessTokenFor, signInAs } from '../../tests/support/session';

// Demo loans (services' seed): loan-demo-07 stands at Conditions, loan-demo-01 at Registration,
// loan-demo-09 was withdrawn (its HMDA action taken triggers the adverse-action lock).

test.describe('the loan frame', () => {
  test('the Workflow tab shows the steps, the current one open, and what each task still needs', async ({ page }) => {
    await signInAs(page, 'lo@harbor.test');
    await page.goto('/loan/loan-demo-07');
    await expect(page).toHaveURL(/\/loan\/loan-demo-07\/workflow$/);
    const main = page.getByRole('main');
    await expect(main.getByText(/Step 6 of 7:/)).toBeVisible();
    const current = main.getByRole('button', { name: /6\. Conditions/ });
    await expect(current).toHaveAttribute('aria-expanded', 'true');
    const task = main.getByRole('listitem', { name: 'Clear the prior-to-docs conditions: To do' });
    await expect(task.getByText('Record who draws the closing documents once the conditions are cleared.')).toBeVisible();
    await expect(task.getByRole('link', { name: /^Open Conditions/ })).toHaveAttribute('href', '/loan/loan-demo-07/conditions');
    await expectAccessible(page, 'workflow tab');

    // A finished step opens on request and counts its documents.
    await main.getByRole('button', { name: /3\. Credit/ }).click();
    const income = main.getByRole('listitem', { name: /^Upload income documents.*: Complete$/ });
    await expect(income.getByText('TAXRETURN (Income): 2 of 2')).toBeVisible();
    await expect(income.getByText('Any one of these documents completes the task.')).toBeVisible();

    // The workflow reached Credit and AUS, so the side menu opens them.
    const menu = page.getByRole('navigation', { name: 'Loan' });
    await expect(menu.getByRole('link', { name: 'Credit' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'AUS' })).toBeVisible();
  });

  test('a tab the loan has not reached sends the user to the first open tab; a tab still being built says what it will hold', async ({
    page,
  }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/loan/loan-demo-01/aus');
    await expect(page).toHaveURL(/\/loan\/loan-demo-01\/workflow$/);
    const menu = page.getByRole('navigation', { name: 'Loan' });
    await expect(menu.getByRole('link', { name: 'AUS' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Credit' })).toHaveCount(0);

    // Fees is shown on every loan of a non-DSCR program and is not built yet.
    await menu.getByRole('link', { name: 'Fees' }).click();
    await expect(page).toHaveURL(/\/loan\/loan-demo-01\/fees$/);
    await expect(page.getByRole('main').getByText('Fees is not available yet')).toBeVisible();
    await expect(page.getByRole('main').getByText(/The loan's fees by Loan Estimate section\./)).toBeVisible();
    await expectAccessible(page, 'a tab still being built');
  });

  test('LE/CD Preview opens where the CD-preview rule passes, on LE Preview, with its sub-tabs; elsewhere it sends to the first tab', async ({
    page,
  }) => {
    await signInAs(page, 'lo@harbor.test');
    await page.goto('/loan/loan-demo-07/summary');
    const menu = page.getByRole('navigation', { name: 'Loan' });
    await menu.getByRole('link', { name: 'LE/CD Preview' }).click();
    await expect(page).toHaveURL(/\/loan\/loan-demo-07\/preview\/le$/);
    await expect(menu.getByRole('link', { name: 'LE/CD Preview' })).toHaveAttribute('aria-current', 'page');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'LE Preview is not available yet', level: 2 })).toBeVisible();
    await main.getByRole('tab', { name: 'CD Preview' }).click();
    await expect(page).toHaveURL(/\/loan\/loan-demo-07\/preview\/cd$/);
    await expect(main.getByRole('heading', { name: 'CD Preview is not available yet', level: 2 })).toBeVisible();
    // ICD Request needs the early-ICD feature, off in the demo.
    await expect(main.getByRole('tab', { name: 'ICD Request' })).toHaveCount(0);
    await expectAccessible(page, 'LE/CD preview');

    await page.goto('/loan/loan-demo-06/preview/cd');
    await expect(page).toHaveURL(/\/loan\/loan-demo-06\/workflow$/);
    await expect(menu.getByRole('link', { name: 'LE/CD Preview' })).toHaveCount(0);
  });

  test('a loan locked by an adverse action opens on Documents only, whatever tab the link names', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    for (const tab of ['workflow', 'urla', 'summary']) {
      await page.goto(`/loan/loan-demo-09/${tab}`);
      await expect(page).toHaveURL(/\/loan\/loan-demo-09\/documents$/);
    }
    const main = page.getByRole('main');
    await expect(main.getByText('This loan is locked by an adverse action')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Documents', level: 2 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Loan' });
    await expect(menu.getByRole('link')).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'Documents' })).toBeVisible();
    await expectAccessible(page, 'loan locked by an adverse action');
  });

  test('Contacts changes the processor with the organisation lookups; Summary shows the change in the activity', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const token = await accessTokenFor('lo@summit.test');
    try {
      await page.goto('/loan/loan-demo-04/contacts');
      const main = page.getByRole('main');
      const processor = main.getByRole('combobox', { name: 'Loan Processor' });
      await expect(processor).toHaveValue('usr-summit-morgan');
      await expect(main.getByRole('region', { name: 'Account executive' })).toContainText('Jordan');
      // A disabled user is listed, labelled, as in the Add Loan wizard.
      await expect(
        main.getByRole('combobox', { name: 'Loan Officer' }).getByRole('option', { name: 'Jamie Fox (Disabled)' }),
      ).toHaveAttribute('title', 'This contact cannot log in');
      await expectAccessible(page, 'contacts tab');
      await processor.selectOption({ label: 'Sam Rivera' });
      await main.getByRole('button', { name: 'Save contacts' }).click();
      await expect(page.getByText('Contacts saved')).toBeVisible();
      await expect(main.getByRole('button', { name: 'Save contacts' })).toBeDisabled();

      await page.getByRole('navigation', { name: 'Loan' }).getByRole('link', { name: 'Summary' }).click();
      const activity = main.getByRole('region', { name: 'Recent activity' });
      await expect(activity.getByText('Loan Processor: Morgan Patel → Sam Rivera')).toBeVisible();
      await expect(main.getByRole('region', { name: 'People on this loan' })).toContainText('Sam Rivera');
      await expect(main.getByRole('region', { name: 'Where it stands' })).toContainText('Disclosures');
      await expectAccessible(page, 'summary tab');
    } finally {
      await page.request.put('/api/loans/loan-demo-04/contacts', {
        headers: { authorization: `Bearer ${token}` },
        data: { loanOfficer: 'usr-summit-taylor', loanProcessor: 'usr-summit-morgan', submissionContact: null },
      });
    }
  });

  test("an account executive takes a loan's lock: the officer's open page turns read-only at once, and back on release", async ({
    browser,
    baseURL,
  }) => {
    const officerContext = await browser.newContext({ baseURL });
    const officer = await officerContext.newPage();
    await signInAs(officer, 'lo@harbor.test');
    await officer.goto('/loan/loan-demo-06/contacts');
    const officerMain = officer.getByRole('main');
    await expect(officerMain.getByRole('combobox', { name: 'Loan Processor' })).toBeEnabled();

    const aeContext = await browser.newContext({ baseURL });
    const ae = await aeContext.newPage();
    await signInAs(ae, 'ae.jordan@lender.test');
    const aeToken = await accessTokenFor('ae.jordan@lender.test');
    try {
      await ae.goto('/loan/loan-demo-06/contacts');
      await ae.getByRole('button', { name: 'Take the lock' }).click();
      await expect(ae.getByRole('status').filter({ hasText: "You hold this loan's lock" })).toBeVisible();
      await expectAccessible(ae, 'loan with its lock held by the viewer');

      const banner = officer.getByRole('status').filter({ hasText: 'Jordan Reyes is working on this loan' });
      await expect(banner).toContainText('It is read-only for you until they release it.');
      await expect(officerMain.getByRole('combobox', { name: 'Loan Processor' })).toBeDisabled();
      await expect(banner.getByRole('button')).toHaveCount(0);
      await expectAccessible(officer, 'loan read-only under another user lock');

      await ae.getByRole('button', { name: 'Release the lock' }).click();
      await expect(banner).toBeHidden();
      await expect(officerMain.getByRole('combobox', { name: 'Loan Processor' })).toBeEnabled();
    } finally {
      await ae.request.delete('/api/loans/loan-demo-06/lock', { headers: { authorization: `Bearer ${aeToken}` } });
      await officerContext.close();
      await aeContext.close();
    }
  });
});
