import { expect, test } from '../../tests/support/portal-test';
import { expectAccessible } from '../../tests/support/accessibility';
import { remoteCodeLoaded } from '../../tests/support/remote-code';
import { signInAs } from '../../tests/support/session';

// Demo data (services' seed): loan-demo-01 is Summit's wholesale purchase of a conventional loan at
// 80 % LTV, its purpose, occupancy, property, state and amounts all filled in; the loan data has no
// credit score, so that is its one gap. The example rate sheet is in force and prices it with a
// 740 score and a 36 % DTI. Pricing writes nothing: the journey leaves no trace.

test.describe('pricing a loan', () => {
  test('a loan officer sees the loan’s scenario and its gap, enters the credit score and prices the loan', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    const scenarioRead = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/loans/loan-demo-01/pricing-scenario',
    );
    await page.goto('/loan/loan-demo-01/pricer');
    const main = page.getByRole('main');
    await remoteCodeLoaded(main);
    expect((await scenarioRead).status()).toBe(200);

    const scenario = main.getByRole('region', { name: 'Scenario from the loan' });
    await expect(scenario.getByText('Purchase', { exact: true })).toBeVisible();
    await expect(scenario.getByText('80.00%')).toHaveCount(2);
    const gaps = scenario.getByRole('region', { name: 'Needed before pricing' });
    await expect(gaps.getByText('Representative Credit Score')).toBeVisible();
    await expect(gaps.getByText('Enter it below, for this quote only.')).toBeVisible();

    const form = main.getByRole('form', { name: 'Quote inputs' });
    await expect(form.getByRole('combobox', { name: 'Channel' })).toHaveValue('Brokered - Wholesale');
    await form.getByRole('textbox', { name: 'Credit score' }).fill('740');
    await form.getByRole('textbox', { name: 'DTI', exact: true }).fill('36');

    const priced = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/pricing/scenarios',
    );
    await form.getByRole('button', { name: 'Price this loan' }).click();
    expect((await priced).status()).toBe(200);

    await expect(main.getByText(/^Priced on rate sheet .+ version .+, effective /)).toBeVisible();
    const products = main.getByRole('table', { name: 'Eligible products' });
    await expect(products.getByRole('row', { name: /Conventional 30-Year Fixed/ })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Rate lock' })).toContainText('Requesting a rate lock is not available yet');

    await expectAccessible(page, 'pricing and lock tab');
  });
});
