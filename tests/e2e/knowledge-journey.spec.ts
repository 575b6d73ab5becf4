import { expect, test } from '../support/portal-test';
import { expectAccessible } from '../support/accessibility';
import { samplePdf } from '../support/files';
import { DEMO_USERS, socketReady } from '../support/portal';
import { pageFor, signInAs } from '../support/session';

/*
 * An administrator uploads a PDF guide; it is processing while its text is extracted, then
 * published (the list turns live), and a loan officer finds it from the help drawer by a word
 * that is only inside the PDF and opens it in the viewer. The word is new on every run.
 */

test('an administrator uploads a PDF; once processed a loan officer finds it by a word inside it and opens it', async ({
  page: administrator,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const marker = `Tollbooth${Date.now().toString(36)}`;
  const title = `Escrow holdback guide ${marker.slice(-5)}`;

  await signInAs(administrator, DEMO_USERS.administrator);
  const adminConnected = socketReady(administrator);
  await administrator.goto('/admin/knowledge/documents?new=pdf');
  const form = administrator.getByRole('form', { name: 'Upload a PDF' });
  await adminConnected;
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Description/).fill('When a lender holds back funds at closing for repairs, and how they are released.');
  await administrator.locator('input[type="file"]').setInputFiles({
    name: 'escrow-holdback.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(`Repairs escrow ${marker} released after inspection`),
  });
  await form.getByRole('radio', { name: 'Published' }).check();
  await expectAccessible(administrator, 'knowledge PDF upload form');
  await form.getByRole('button', { name: 'Upload PDF' }).click();
  await expect(administrator.getByText('PDF uploaded').first()).toBeVisible();

  // The list shows it processing, then published when the extraction job is done, without a reload.
  const row = administrator.getByRole('table', { name: 'Knowledge documents' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Published', { timeout: 30_000 });

  const officer = await pageFor(browser, baseURL, DEMO_USERS.summitLoanOfficer);
  await officer.goto('/pipeline');
  await officer.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Help' }).click();
  const drawer = officer.getByRole('dialog', { name: /Help/ });
  await drawer.getByRole('textbox', { name: 'Search help' }).fill(marker.toLowerCase());
  const result = drawer.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
  await expect(result).toContainText(title);
  await expect(result.locator('mark').first()).toHaveText(new RegExp(marker, 'i'));
  await result.getByRole('button').first().click();

  const viewer = officer.getByRole('dialog', { name: title });
  await expect(viewer.getByRole('link', { name: 'Download escrow-holdback.pdf' })).toBeVisible();
  // Drawn page by page by pdf.js, as the loan documents are.
  await expect(viewer.getByText('Page 1 of 1')).toBeVisible();
  await expect(viewer.locator('canvas').first()).toBeVisible();
  await expectAccessible(officer, 'viewer of an uploaded PDF', { include: '.mantine-Modal-content' });
});
