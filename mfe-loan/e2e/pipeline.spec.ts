import { expect, test } from '../../tests/support/portal-test';
import { signInAs } from '../../tests/support/session';
import { expectAccessible } from '../../tests/support/accessibility';

test.describe('pipeline', () => {
  test("an external user sees their organisation's loans and opens one", async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Pipeline', level: 1 })).toBeVisible();
    const loans = main.getByRole('table', { name: 'Loans' });
    await expect(loans.getByRole('row').nth(1)).toBeVisible();
    // Summit's own pipeline has no organisation column and no other organisation's loans.
    await expect(loans.getByRole('columnheader', { name: 'Organization' })).toHaveCount(0);
    await expectAccessible(page, 'pipeline');

    const firstLoan = loans.getByRole('row').nth(1).getByRole('link');
    const loanNumber = (await firstLoan.textContent())?.trim() ?? '';
    await firstLoan.click();
    await expect(page).toHaveURL(/\/loan\/[^/]+\/workflow$/);
    await expect(main.getByRole('heading', { name: `Loan ${loanNumber}`, level: 1 })).toBeVisible();
    // The breadcrumbs name the loan by its number, not by the record id in the URL.
    await expect(page.getByRole('link', { name: `Loan ${loanNumber}`, exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Loan' }).getByRole('link', { name: 'Workflow' })).toHaveAttribute(
      'data-active',
      'true',
    );
    await expectAccessible(page, 'loan workflow');
  });

  test('a pending organisation with no loans is invited, but cannot add one yet', async ({ page }) => {
    await signInAs(page, 'lo@prairie.test');
    await page.goto('/pipeline');
    const main = page.getByRole('main');
    await expect(main.getByText('No loans in your pipeline yet')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Add your first loan' })).toBeDisabled();
    await expectAccessible(page, 'empty pipeline');
  });

  test('an internal user sees the loans of the organisations they reach', async ({ page }) => {
    await signInAs(page, 'ae.jordan@lender.test');
    await page.goto('/pipeline');
    const loans = page.getByRole('main').getByRole('table', { name: 'Loans' });
    await expect(loans.getByRole('columnheader', { name: 'Organization' })).toBeVisible();
    await expect(loans.getByRole('cell', { name: 'Summit Home Lending', exact: true }).first()).toBeVisible();
    await expect(loans.getByRole('cell', { name: 'Prairie Correspondent Group', exact: true })).toHaveCount(0);
    await expectAccessible(page, 'pipeline of an internal user');
  });
});

test.describe('searching, filtering and sorting the pipeline', () => {
  test('an account executive narrows the pipeline on services; the choice survives a reload and Back', async ({ page }) => {
    test.setTimeout(60_000);
    await signInAs(page, 'ae.jordan@lender.test');
    await page.goto('/ae-pipeline');
    const main = page.getByRole('main');
    const loans = main.getByRole('table', { name: 'Loans' });
    const rows = loans.getByRole('row');
    await expect(rows).toHaveCount(8);

    // Search: part of a loan number.
    const loanNumber = ((await rows.nth(3).getByRole('link').textContent()) ?? '').trim();
    await main.getByLabel('Search').fill(loanNumber.slice(-5));
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).getByRole('link', { name: loanNumber })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`search=${loanNumber.slice(-5)}`));
    await expectAccessible(page, 'pipeline searched');
    await main.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows).toHaveCount(8);

    // A status filter, kept through a reload.
    await main.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Approved' }).click();
    await expect(rows).toHaveCount(2);
    await expect(page).toHaveURL(/status=Approved/);
    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).getByText('Approved')).toBeVisible();
    await main.getByRole('button', { name: 'Clear filters' }).click();

    // The current workflow step, a column and a filter.
    await main.getByLabel('Step').click();
    await page.getByRole('option', { name: 'Registration' }).click();
    await expect(page).toHaveURL(/step=Registration/);
    await expect(rows.nth(1).getByRole('cell', { name: 'Registration' })).toBeVisible();
    await expect(loans).toHaveAttribute('aria-busy', 'false');
    for (const cell of await loans.getByRole('row').locator('td:nth-child(7)').allTextContents()) expect(cell).toBe('Registration');
    await main.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows).toHaveCount(8);

    // Closed history on request, then sorted by loan number; Back returns to the previous order.
    // The box follows the address, which the router updates a moment after the click.
    await main.getByLabel('Include closed loans').click();
    await expect(main.getByLabel('Include closed loans')).toBeChecked();
    await expect(rows).toHaveCount(11);
    await expect(loans.getByText('Denied')).toBeVisible();
    await loans.getByRole('button', { name: /^Loan/ }).click();
    await expect(loans.getByRole('columnheader', { name: /^Loan/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=loanNumber&order=asc/);
    // The rows of the new order have arrived once the table is no longer busy.
    await expect(loans).toHaveAttribute('aria-busy', 'false');
    const numbers = (await loans.getByRole('row').getByRole('link').allTextContents()).map((text) => text.trim());
    expect(numbers).toEqual([...numbers].sort());
    await expectAccessible(page, 'pipeline with closed loans, sorted');
    await page.goBack();
    await expect(loans.getByRole('columnheader', { name: /^Loan/ })).toHaveAttribute('aria-sort', 'none');
    await expect(main.getByLabel('Include closed loans')).toBeChecked();

    // Nothing matches: said so, with a way back to the whole pipeline.
    await main.getByLabel('Search').fill('no such borrower');
    await expect(main.getByText('No loans match these filters')).toBeVisible();
    await expectAccessible(page, 'pipeline with no match');
    await main.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(rows).toHaveCount(8);
  });
});

test.describe('loan pages', () => {
  test('an unknown loan says so, with the loan menu beside it', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/loan/LN-404/summary');
    await expect(page.getByRole('main').getByText('Loan not found')).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Loan' });
    await expect(menu.getByRole('link', { name: 'Pricing & Lock' })).toHaveAttribute('href', '/loan/LN-404/pricer');
    await expectAccessible(page, 'unknown loan summary');
    await menu.getByRole('link', { name: 'Workflow' }).click();
    await expect(page).toHaveURL(/\/loan\/LN-404\/workflow$/);
    await expect(page.getByRole('main').getByText('Loan not found')).toBeVisible();
    await expectAccessible(page, 'unknown loan workflow');
  });

  test("another organisation's loan is not found", async ({ page, browser }) => {
    await signInAs(page, 'ae.jordan@lender.test');
    await page.goto('/pipeline');
    const summitLoan = page
      .getByRole('main')
      .getByRole('table', { name: 'Loans' })
      .getByRole('row')
      .filter({ hasText: 'Summit Home Lending' })
      .first();
    const href = await summitLoan.getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/loan\//);
    await expectAccessible(page, 'pipeline of an account executive');

    const prairie = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const prairiePage = await prairie.newPage();
    await signInAs(prairiePage, 'lo@prairie.test');
    await prairiePage.goto(href!);
    await expect(prairiePage.getByRole('main').getByText('Loan not found')).toBeVisible();
    await expectAccessible(prairiePage, "another organisation's loan");
    await prairie.close();
  });
});

test.describe('other pages', () => {
  test('dashboard shows the organisation and recent loans from services', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(main.getByText('Summit Home Lending')).toBeVisible();
    await expect(main.getByText(/\d+ loans? in your pipeline/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Open the pipeline' })).toBeVisible();
    await expectAccessible(page, 'dashboard');
  });

  test('the account executive has the broker menu and the loans of their companies', async ({ page }) => {
    await signInAs(page, 'ae.jordan@lender.test');
    await page.goto('/ae-pipeline');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'AE Pipeline', level: 1 })).toBeVisible();
    await expect(main.getByText('Loans from the 2 broker companies you cover.')).toBeVisible();
    await expect(main.getByRole('table', { name: 'Loans' }).getByRole('columnheader', { name: 'Organization' })).toBeVisible();
    const brokers = page.getByRole('navigation', { name: 'Brokers' });
    await expect(brokers.getByRole('link', { name: /Broker Contacts/ })).toBeVisible();
    await expect(brokers.getByRole('link', { name: /Broker Companies/ })).toBeVisible();
    await expectAccessible(page, 'AE pipeline');
  });
});
