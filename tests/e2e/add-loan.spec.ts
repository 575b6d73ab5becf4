import { expect, test } from '../support/portal-test';
import { join } from 'node:path';
import { samplePdf } from '../support/files';
import { signInAs } from '../support/session';
import { expectAccessible } from '../support/accessibility';

const MISMO_FILE = join(__dirname, '..', '..', 'services', 'test', 'fixtures', 'mismo', 'purchase-conventional-1-pair.xml');

test('an external loan officer adds a loan, lands on its Workflow tab, uploads the document a task needs and sees the step complete', async ({
  page,
}) => {
  await signInAs(page, 'lo@summit.test');
  await page.goto('/pipeline');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Pipeline', level: 1 })).toBeVisible();
  await expectAccessible(page, 'pipeline');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Add Loan', exact: true }).click();

  const modal = page.getByRole('dialog', { name: 'Add Loan' });
  await expect(page).toHaveURL(/modal=add-loan/);
  await expect(modal.getByRole('radio', { name: 'Brokered - Wholesale' })).toBeEnabled();
  await expectAccessible(page, 'Add Loan modal: channel step', { include: '[role="dialog"]' });
  await modal.getByRole('radio', { name: 'Brokered - Wholesale' }).check();
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByText('Drag and drop file here, or click to select file')).toBeVisible();
  await expectAccessible(page, 'Add Loan modal: import step', { include: '[role="dialog"]' });
  await modal.getByLabel('Loan file').setInputFiles(MISMO_FILE);
  await modal.getByRole('button', { name: 'Upload' }).click();
  await expect(modal.getByText('Imported purchase-conventional-1-pair.xml')).toBeVisible();
  await expectAccessible(page, 'Add Loan modal: imported file', { include: '[role="dialog"]' });
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await expectAccessible(page, 'Add Loan modal: contacts', { include: '[role="dialog"]' });
  await modal.getByRole('combobox', { name: 'Loan Processor', exact: true }).selectOption({ label: 'Morgan Patel' });
  await modal.getByRole('button', { name: 'Create Loan' }).click();

  await expect(page).toHaveURL(/\/loan\/[^/]+\/workflow$/);
  await expect(modal).toBeHidden();
  // mfe-loan shows the new loan under the number services gave it.
  const created = await page.getByText(/^Loan \d{9} was created\.$/).textContent();
  const loanNumber = /\d{9}/.exec(created ?? '')?.[0];
  await expect(page.getByRole('main').getByRole('heading', { name: `Loan ${loanNumber}` })).toBeVisible();

  // The new loan starts at Registration: the imported application is complete, the signed 1003 is not there yet.
  const main = page.getByRole('main');
  await expect(main.getByText(/Step 1 of \d+:/)).toBeVisible();
  await expect(main.getByRole('listitem', { name: 'Complete the loan application: Complete' })).toBeVisible();
  const signed = main.getByRole('listitem', { name: 'Upload the signed application: To do' });
  await expect(signed.getByText('1003 (Application): 0 of 1')).toBeVisible();
  await expectAccessible(page, 'workflow of the new loan');

  // Its Upload link opens Documents ready for the task: filed in Application, counted for the task.
  await signed.getByRole('link', { name: 'Upload 1003 for "Upload the signed application"' }).click();
  await expect(page).toHaveURL(/\/documents\?task=1003&folder=Application$/);
  await expect(main.getByText(/count for the workflow task that needs 1003 and are filed in Application/)).toBeVisible();
  await expectAccessible(page, 'documents ready for a workflow task');
  await main
    .locator('input[type="file"]')
    .setInputFiles({ name: 'signed-1003.pdf', mimeType: 'application/pdf', buffer: samplePdf('Signed 1003') });
  await expect(main.getByText('1 file uploaded.')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Application' })).toContainText('signed-1003');

  // Back on Workflow: the task and the step are complete, and the loan moved on to Disclosures.
  await page.getByRole('navigation', { name: 'Loan' }).getByRole('link', { name: 'Workflow' }).click();
  await expect(main.getByText(/Step 2 of \d+:/)).toBeVisible();
  await expect(main.getByRole('button', { name: /1\. Registration.*Complete/ })).toBeVisible();
  await main.getByRole('button', { name: /1\. Registration/ }).click();
  await expect(main.getByRole('listitem', { name: 'Upload the signed application: Complete' })).toBeVisible();
  await expect(
    main.getByRole('listitem', { name: 'Upload the signed application: Complete' }).getByText('1003 (Application): 1 of 1'),
  ).toBeVisible();
});
