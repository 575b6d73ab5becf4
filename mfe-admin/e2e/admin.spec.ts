import { expect, test } from '@playwright/test';
import { signInAs } from '../../tests/support/session';

test.describe('settings checklist', () => {
  test('an administrator sees every group and which settings are saved', async ({ page }) => {
    await signInAs(page, 'admin@lender.test');
    await page.goto('/admin');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Settings checklist', level: 1 })).toBeVisible();
    for (const group of ['Settings', 'Rules Engine', 'Entity Management', 'Content Management', 'Other Settings', 'Knowledge', 'AI', 'Instances']) {
      await expect(main.getByRole('region', { name: group, exact: true })).toBeVisible();
    }
    const branding = main.getByRole('row').filter({ has: page.getByRole('link', { name: 'Branding', exact: true }) });
    await expect(branding.getByText('Configured', { exact: true })).toBeVisible();
    const email = main.getByRole('row').filter({ has: page.getByRole('link', { name: 'Email Settings', exact: true }) });
    await expect(email.getByText('Not configured')).toBeVisible();
    await expect(main.getByText(/\d+ of \d+ settings configured/)).toBeVisible();
    const fieldRules = main.getByRole('row').filter({ has: page.getByRole('link', { name: 'Field Rules', exact: true }) });
    await expect(fieldRules.getByText(/^\d+ rule sets?$/)).toBeVisible();
  });

  test('the admin menu leads to each page', async ({ page }) => {
    await signInAs(page, 'admin@lender.test');
    await page.goto('/admin');
    const menu = page.getByRole('navigation', { name: 'Administration' });
    await menu.getByText('Rules Engine').click();
    await menu.getByRole('link', { name: 'Loan Upload' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/loan-upload$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Loan Upload', level: 1 })).toBeVisible();
  });

  test('other users are told they are not authorised', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/admin');
    await expect(page.getByRole('main').getByText('Not authorised')).toBeVisible();
  });
});

test.describe('broker directory', () => {
  test('the account executive sees the companies they cover', async ({ page }) => {
    await signInAs(page, 'ae.jordan@lender.test');
    await page.goto('/ae-pipeline/orgs');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Broker Companies', level: 1 })).toBeVisible();
    await expect(main.getByRole('cell', { name: 'Summit Home Lending', exact: true })).toBeVisible();
    await expect(main.getByRole('cell', { name: 'Harbor Mortgage Brokers', exact: true })).toBeVisible();
    await expect(main.getByRole('cell', { name: 'Prairie Correspondent Group', exact: true })).toHaveCount(0);
  });

  test('contacts of a company include disabled users, labelled', async ({ page }) => {
    await signInAs(page, 'ae.jordan@lender.test');
    await page.goto('/ae-pipeline/orgs');
    await page.getByRole('main').getByRole('link', { name: 'Contacts of Harbor Mortgage Brokers' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Broker Contacts', level: 1 })).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Broker company' })).toHaveValue('Harbor Mortgage Brokers');
    const quinn = main.getByRole('row').filter({ hasText: 'disabled@harbor.test' });
    await expect(quinn.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(main.getByRole('row').filter({ hasText: 'lo@harbor.test' })).toBeVisible();
    await expect(main.getByRole('row').filter({ hasText: 'lp@harbor.test' })).toBeVisible();
    // Another company's contacts are not listed.
    await expect(main.getByRole('row').filter({ hasText: '@summit.test' })).toHaveCount(0);
  });

  test('external users cannot open the broker directory', async ({ page }) => {
    await signInAs(page, 'lo@harbor.test');
    await page.goto('/ae-pipeline/users');
    await expect(page.getByRole('main').getByText('Not authorised')).toBeVisible();
  });
});
