import { expect, test } from '../support/portal-test';
import { expectAccessible } from '../support/accessibility';
import { signInAs } from '../support/session';

// loan-demo-09 was withdrawn: its HMDA action taken meets the adverse-action trigger.
test('a withdrawn loan found in the closed history opens on Documents only, and no other tab can be reached', async ({ page }) => {
  await signInAs(page, 'lo@summit.test');
  await page.goto('/pipeline');
  const main = page.getByRole('main');
  await main.getByLabel('Include closed loans').click();
  const loans = main.getByRole('table', { name: 'Loans' });
  const withdrawn = loans.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Withdrawn', exact: true }) });
  await withdrawn.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/loan\/loan-demo-09\/documents$/);
  await expect(main.getByText('This loan is locked by an adverse action')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Loan' });
  await expect(menu.getByRole('link')).toHaveCount(1);
  // Its documents stay open: they can still be viewed and uploaded.
  await expect(main.getByRole('heading', { name: 'Documents', level: 2 })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Choose files' })).toBeEnabled();
  await expectAccessible(page, 'a loan under the adverse-action lock');

  for (const tab of ['workflow', 'conditions', 'contacts', 'preview/le']) {
    await page.goto(`/loan/loan-demo-09/${tab}`);
    await expect(page).toHaveURL(/\/loan\/loan-demo-09\/documents$/);
  }
});
