import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

test.describe('add loan: channel step', () => {
  test('an organisation with every channel can pick any, then reaches the import step', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline?modal=add-loan');
    const modal = page.getByRole('dialog', { name: 'Add Loan' });
    await expect(modal.getByRole('heading', { name: 'Select a channel' })).toBeVisible();
    for (const channel of ['Brokered - Wholesale', 'Correspondent Non-Delegated', 'Correspondent Delegated']) {
      await expect(modal.getByRole('radio', { name: channel })).toBeEnabled();
    }
    await expect(modal.getByRole('button', { name: 'Next' })).toBeDisabled();
    await modal.getByRole('radio', { name: 'Correspondent Delegated' }).check();
    await expect(modal.getByRole('checkbox', { name: /Non-QM loan/ })).toBeEnabled();
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByText('Drag and drop file here, or click to select file')).toBeVisible();
  });

  test('a wholesale-only organisation gets only the wholesale channel', async ({ page }) => {
    await signInAs(page, 'lo@harbor.test');
    await page.goto('/pipeline?modal=add-loan');
    const modal = page.getByRole('dialog', { name: 'Add Loan' });
    await expect(modal.getByRole('radio', { name: 'Brokered - Wholesale' })).toBeEnabled();
    await expect(modal.getByRole('radio', { name: 'Correspondent Non-Delegated' })).toBeDisabled();
    await expect(modal.getByRole('radio', { name: 'Correspondent Delegated' })).toBeDisabled();
  });

  test('the channel query parameter preselects an allowed channel', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline?modal=add-loan&channel=non-delegated');
    const modal = page.getByRole('dialog', { name: 'Add Loan' });
    await expect(modal.getByRole('radio', { name: 'Correspondent Non-Delegated' })).toBeChecked();
  });

  test('closing the modal removes its query parameters', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline?modal=add-loan&channel=wholesale');
    const modal = page.getByRole('dialog', { name: 'Add Loan' });
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
    await expect(page).not.toHaveURL(/modal=|channel=/);
  });
});

test.describe('add loan: what services decide', () => {
  test('Non-QM is unavailable, with the spec tooltip, when general settings switch it off', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    // The lender's switch for one channel is off; the rest of the setting is what services hold.
    await page.route('**/api/settings/general-settings', async (route) => {
      const response = await route.fetch();
      const entry = await response.json();
      entry.value.loanUpload.enableDelegated = false;
      await route.fulfill({ response, json: entry });
    });
    await page.goto('/pipeline?modal=add-loan');
    const modal = page.getByRole('dialog', { name: 'Add Loan' });
    await modal.getByRole('radio', { name: 'Correspondent Delegated' }).check();
    const nonQm = modal.getByRole('checkbox', { name: /Non-QM loan/ });
    await expect(nonQm).toBeDisabled();
    await nonQm.hover({ force: true });
    await expect(page.getByText('Non-QM products are not available for Correspondent Delegated channels.')).toBeVisible();
    await modal.getByRole('radio', { name: 'Brokered - Wholesale' }).check();
    await expect(nonQm).toBeEnabled();
  });

  test('organisations that cannot load are reported, with Retry', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    let servicesDown = true;
    await page.route('**/api/external-orgs', (route) => (servicesDown ? route.abort() : route.fallback()));
    await page.goto('/pipeline?modal=add-loan');
    const modal = page.getByRole('dialog', { name: 'Add Loan' });
    await expect(modal.getByText('Unable to load organizations')).toBeVisible();
    servicesDown = false;
    await modal.getByRole('button', { name: 'Retry' }).click();
    await expect(modal.getByRole('radio', { name: 'Brokered - Wholesale' })).toBeEnabled();
  });
});

test.describe('add loan: data import step', () => {
  test('the browser checks the file before anything is uploaded', async ({ page }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline?modal=add-loan&channel=wholesale');
    const modal = page.getByRole('dialog', { name: 'Add Loan' });
    await modal.getByRole('button', { name: 'Next' }).click();
    const fileInput = modal.getByLabel('Loan file');

    await fileInput.setInputFiles({ name: 'loan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await expect(modal.getByText('File must be an XML file')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Upload' })).toBeDisabled();

    await fileInput.setInputFiles({ name: 'loan.xml', mimeType: 'text/xml', buffer: Buffer.from('<LOAN/>') });
    await expect(modal.getByText('loan.xml')).toBeVisible();
    await modal.getByRole('button', { name: 'Upload' }).click();
    await expect(modal.getByText(/Importing loan files is not available yet/)).toBeVisible();

    await modal.getByRole('button', { name: 'Back' }).click();
    await expect(modal.getByRole('radio', { name: 'Brokered - Wholesale' })).toBeChecked();
  });
});
