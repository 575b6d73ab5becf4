import { expect, test } from '@playwright/test';
import { signInAs } from '../../tests/support/session';

test.describe('help drawer', () => {
  test('search says honestly that nothing is found, and clear returns to suggestions', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Help' }).click();
    const drawer = page.getByRole('dialog', { name: /Help/ });
    await expect(drawer.getByText('No documentation available')).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Search help' }).fill('rate lock extension');
    await expect(drawer.getByText('No results found')).toBeVisible();
    await expect(drawer.getByText('Try different keywords')).toBeVisible();
    await drawer.getByRole('button', { name: 'Clear search' }).click();
    await expect(drawer.getByRole('textbox', { name: 'Search help' })).toHaveValue('');
    await expect(drawer.getByText('Suggested for you')).toBeVisible();
  });

  test('Browse All Knowledge Base goes to /knowledge', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Help' }).click();
    await page.getByRole('button', { name: 'Browse All Knowledge Base' }).click();
    await expect(page).toHaveURL(/\/knowledge$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Knowledge Base', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText('No documentation available')).toBeVisible();
  });
});

test.describe('contact support', () => {
  test('a tech request needs subject and description, and a failed send says so', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline?modal=contact-support');
    const modal = page.getByRole('dialog', { name: 'Contact Support' });
    await expect(modal.getByRole('button', { name: /Loan Help/ })).toBeDisabled();
    await modal.getByRole('button', { name: /Tech Help/ }).click();
    const submit = modal.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await modal.getByRole('textbox', { name: 'Subject' }).fill('Upload keeps spinning');
    await expect(submit).toBeDisabled();
    await modal.getByRole('textbox', { name: 'Description' }).fill('The import step never finishes.');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(modal.getByText('Your request could not be sent')).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Subject' })).toHaveValue('Upload keeps spinning');
  });

  test('empty fields show the spec messages', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/contact-support');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: /Tech Help/ }).click();
    await main.getByRole('textbox', { name: 'Subject' }).focus();
    await main.getByRole('textbox', { name: 'Description' }).focus();
    await main.getByRole('heading', { name: 'Contact Support', level: 1 }).click();
    await expect(main.getByText('Subject can not be empty')).toBeVisible();
    await expect(main.getByText('Description can not be empty')).toBeVisible();
  });

  test('on a loan, Loan Help carries the loan id', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/loan/LN-7/summary');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact Support' }).click();
    const modal = page.getByRole('dialog', { name: 'Contact Support' });
    await modal.getByRole('button', { name: /Loan Help/ }).click();
    await expect(modal.getByRole('textbox', { name: 'Loan Id' })).toHaveValue('LN-7');
    await expect(modal.getByRole('textbox', { name: 'Loan Id' })).not.toBeEditable();
  });

  test('internal users cannot choose Loan Help', async ({ page }) => {
    await signInAs(page, 'ae.jordan@lender.test');
    await page.goto('/contact-support');
    await expect(page.getByRole('main').getByRole('button', { name: /Loan Help/ })).toBeDisabled();
  });
});

test.describe('training', () => {
  test('training has its sidebar and an honest empty state', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/training');
    await expect(page.getByRole('main').getByText('No training available yet')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Training' }).getByRole('link', { name: 'Overview' })).toBeVisible();
  });
});
