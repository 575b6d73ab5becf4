import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/portal-test';
import { expectAccessible } from '../support/accessibility';
import { remoteCodeLoaded } from '../support/remote-code';
import { pageFor } from '../support/session';
import { uniqueText } from '../support/portal';

/*
 * Secondary marketing publishes a rate sheet and a loan officer prices on it. Publishing changes
 * the sheet every user prices on, so this journey runs in the `portal-wide` project, alone. The
 * sheet is the CSV template (the example sheet) under a version label of its own.
 */

/** The template under its own Version, in force now, and, when `brokenPrice` is given, one base price made text. */
function sheetFrom(template: string, version: string, brokenPrice?: string): string {
  const lines = template.split(/\r?\n/).map((line) => {
    if (line.startsWith('Settings,Version,')) return `Settings,Version,${version}`;
    // The example is effective on a day to come, which would only schedule it.
    if (line.startsWith('Settings,Effective At,')) return `Settings,Effective At,${new Date().toISOString()}`;
    return line;
  });
  if (brokenPrice !== undefined) {
    const first = lines.findIndex((line) => line.startsWith('BasePrices,CONV30,'));
    lines[first] = lines[first].replace(/,[^,]+$/, `,${brokenPrice}`);
  }
  return lines.join('\n');
}

test('an administrator publishes a rate sheet, refused first at its faulty cell; a loan officer prices on it', async ({
  browser,
  baseURL,
}) => {
  const admin = await pageFor(browser, baseURL, 'admin@lender.test');
  await admin.goto('/admin/pricing/rate-sheets');
  const main = admin.getByRole('main');
  await remoteCodeLoaded(main);
  await expect(main.getByRole('heading', { name: 'Rate Sheets', level: 1 })).toBeVisible();

  const downloading = admin.waitForEvent('download');
  await main.getByRole('button', { name: 'Download the CSV template' }).click();
  const template = await readFile(await (await downloading).path(), 'utf8');
  expect(template).toContain('Settings,Version,');
  const version = uniqueText('journey');

  // A price that is not a number: nothing is published, and the cell is named as the CSV has it
  // (column A holds each row's sheet, so a price is in column E).
  const refused = admin.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/admin/pricing/rate-sheets'),
  );
  await main
    .locator('input[type="file"]')
    .setInputFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from(sheetFrom(template, version, 'ninety-eight')) });
  await main.getByRole('button', { name: 'Publish' }).click();
  expect((await refused).status()).toBe(422);
  await expect(main.getByText('Nothing was published', { exact: true })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Problems in the rate sheet' }).getByText(/^BasePrices!E\d+$/)).toBeVisible();
  await expectAccessible(admin, 'rate sheet refused');

  const published = admin.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/admin/pricing/rate-sheets'),
  );
  await main
    .locator('input[type="file"]')
    .setInputFiles({ name: 'rates.csv', mimeType: 'text/csv', buffer: Buffer.from(sheetFrom(template, version)) });
  await main.getByRole('button', { name: 'Publish' }).click();
  expect((await published).status()).toBe(201);
  const row = main.getByRole('table', { name: 'Published rate sheets' }).getByRole('row').filter({ hasText: version });
  await expect(row.getByText('In force', { exact: false })).toBeVisible();
  await expectAccessible(admin, 'rate sheets');

  const officer = await pageFor(browser, baseURL, 'lo@summit.test');
  await officer.goto('/quick-pricer');
  const pricer = officer.getByRole('main');
  await remoteCodeLoaded(pricer);
  const form = pricer.getByRole('form', { name: 'Pricing scenario' });
  await expect(form.getByRole('combobox', { name: 'Channel' })).toHaveValue('Brokered - Wholesale');
  await form.getByRole('combobox', { name: 'State', exact: true }).selectOption('TX');
  await form.getByRole('textbox', { name: 'Property value' }).fill('500,000');
  await form.getByRole('textbox', { name: 'Loan amount', exact: true }).fill('400,000');
  await form.getByRole('textbox', { name: 'Credit score' }).fill('740');
  await form.getByRole('textbox', { name: 'DTI', exact: true }).fill('36');
  const priced = officer.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/pricing/scenarios'),
  );
  await form.getByRole('button', { name: 'Price', exact: true }).click();
  expect((await priced).status()).toBe(200);
  await expect(pricer.getByText(`Priced on rate sheet example-lender version ${version}`, { exact: false })).toBeVisible();
  await expect(
    pricer.getByRole('table', { name: 'Eligible products' }).getByRole('row', { name: /Conventional 30-Year Fixed/ }),
  ).toBeVisible();

  await admin.context().close();
  await officer.context().close();
});
