import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

test.describe('pipeline', () => {
  test('an external user with no loans is invited to add one', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Pipeline', level: 1 })).toBeVisible();
    await expect(main.getByText('No loans in your pipeline yet')).toBeVisible();
    await main.getByRole('button', { name: 'Add your first loan' }).click();
    await expect(page).toHaveURL(/[?&]modal=add-loan/);
    await expect(page.getByRole('dialog', { name: 'Add Loan' })).toBeVisible();
  });

  test('a pending organisation cannot add loans yet', async ({ page }) => {
    await signInAs(page, 'lo@prairie.test');
    await page.goto('/pipeline');
    await expect(page.getByRole('main').getByRole('button', { name: 'Add your first loan' })).toBeDisabled();
  });

  test('an internal user sees the pipeline without Add Loan', async ({ page }) => {
    await signInAs(page, 'ae.jordan@lender.test');
    await page.goto('/pipeline');
    const main = page.getByRole('main');
    await expect(main.getByText('No loans in your pipeline yet')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Add your first loan' })).toHaveCount(0);
  });
});

test.describe('loan pages', () => {
  test('an unknown loan says so, with the loan menu beside it', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/loan/LN-404/summary');
    await expect(page.getByRole('main').getByText('Loan not found')).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Loan' });
    await expect(menu.getByRole('link', { name: 'Pricing & Lock' })).toHaveAttribute('href', '/loan/LN-404/pricer');
    await menu.getByRole('link', { name: 'Workflow' }).click();
    await expect(page).toHaveURL(/\/loan\/LN-404\/workflow$/);
  });
});

test.describe('other pages', () => {
  test('dashboard shows the organisation from services', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(main.getByText('Summit Home Lending')).toBeVisible();
    await expect(main.getByText('Active', { exact: true })).toBeVisible();
  });

  test('quick pricer says pricing is not available yet', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/quick-pricer');
    await expect(page.getByRole('main').getByText('Pricing is not available yet')).toBeVisible();
  });

  test('the account executive has the broker menu and pipeline', async ({ page }) => {
    await signInAs(page, 'ae.jordan@lender.test');
    await page.goto('/ae-pipeline');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'AE Pipeline', level: 1 })).toBeVisible();
    await expect(main.getByText('Loans from the 2 broker companies you cover.')).toBeVisible();
    const brokers = page.getByRole('navigation', { name: 'Brokers' });
    await expect(brokers.getByRole('link', { name: /Broker Contacts/ })).toBeVisible();
    await expect(brokers.getByRole('link', { name: /Broker Companies/ })).toBeVisible();
  });
});
