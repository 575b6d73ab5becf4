import { expect, test } from '../../tests/support/portal-test';
import { expectAccessible } from '../../tests/support/accessibility';
import { remoteCodeLoaded } from '../../tests/support/remote-code';
import { signInAs } from '../../tests/support/session';

// Demo data (services' seed): the example rate sheet is in force. A Texas purchase of a primary
// single-family home at 80 % LTV with a 740 score and a 36 % DTI is eligible for its conforming
// 30-year fixed, which reaches par within its ladder. Summit Home Lending may submit wholesale,
// so its loan officer's channel starts there. Pricing writes nothing: the journey leaves no trace.

test.describe('quick pricer', () => {
  test('a loan officer prices a scenario, sees the par rate and opens the ladder', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/quick-pricer');
    const main = page.getByRole('main');
    await remoteCodeLoaded(main);
    await expect(main.getByRole('heading', { name: 'Quick Pricer', level: 1 })).toBeVisible();

    const form = main.getByRole('form', { name: 'Pricing scenario' });
    // The channel comes from the organisation once it has loaded.
    await expect(form.getByRole('combobox', { name: 'Channel' })).toHaveValue('Brokered - Wholesale');
    await form.getByRole('combobox', { name: 'Loan purpose' }).selectOption('Purchase');
    await form.getByRole('combobox', { name: 'Occupancy' }).selectOption('PrimaryResidence');
    await form.getByRole('combobox', { name: 'Property type' }).selectOption({ label: 'Single family' });
    await form.getByRole('combobox', { name: 'Units' }).selectOption('1');
    await form.getByRole('combobox', { name: 'State', exact: true }).selectOption('TX');
    await form.getByRole('textbox', { name: 'Property value' }).fill('500,000');
    await form.getByRole('textbox', { name: 'Loan amount', exact: true }).fill('400,000');
    await form.getByRole('textbox', { name: 'Credit score' }).fill('740');
    await form.getByRole('textbox', { name: 'DTI', exact: true }).fill('36');
    await form.getByRole('combobox', { name: 'Lock period' }).selectOption('30');
    await expect(form.getByText('LTV 80.00% · CLTV 80.00%')).toBeVisible();

    const priced = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/pricing/scenarios',
    );
    await form.getByRole('button', { name: 'Price', exact: true }).click();
    expect((await priced).status()).toBe(200);

    await expect(main.getByText(/^Priced on rate sheet .+ version .+, effective /)).toBeVisible();
    const products = main.getByRole('table', { name: 'Eligible products' });
    const conventional = products.getByRole('row', { name: /Conventional 30-Year Fixed/ });
    await expect(conventional).toBeVisible();
    // Its par rate: a note rate with three decimals, not "No par rate".
    const parRate = conventional
      .getByRole('cell')
      .filter({ hasText: /^\d+\.\d{3}%$/ })
      .first();
    await expect(parRate).toBeVisible();
    const rate = ((await parRate.textContent()) ?? '').trim();

    const showLadder = conventional.getByRole('button', { name: 'Show rate ladder for Conventional 30-Year Fixed' });
    await showLadder.click();
    await expect(products.getByRole('button', { name: 'Hide rate ladder for Conventional 30-Year Fixed' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const ladder = main.getByRole('table', { name: 'Rate ladder, Conventional 30-Year Fixed' });
    // The rung marked Par is the product's par rate.
    const parRung = ladder.getByRole('row').filter({ has: page.getByText('Par', { exact: true }) });
    await expect(parRung).toHaveCount(1);
    await expect(parRung).toContainText(rate);

    // One ladder is open, so one Show adjustments button.
    await main.getByRole('button', { name: 'Show adjustments' }).click();
    await expect(main.getByRole('table', { name: 'Adjustments, Conventional 30-Year Fixed' })).toBeVisible();

    await expectAccessible(page, 'quick pricer');
  });
});
