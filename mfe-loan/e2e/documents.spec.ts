import type { Page } from '@playwright/test';
import { expect, test } from '../../tests/support/portal-test';
import type { LoanSummary, Paged } from 'shared-rules';
import { samplePdf } from '../../tests/support/files';
import { accessTokenFor, signInAs } from '../../tests/support/session';
import { expectAccessible } from '../../tests/support/accessibility';

const USER = 'lo@summit.test';

/** Spec: size in MB with 2 decimals. */
function sizeLabel(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** A Summit loan the signed-in loan officer can open. */
async function summitLoanId(page: Page): Promise<string> {
  const token = await accessTokenFor(USER);
  const response = await page.request.get('/api/loans?page=1&pageSize=5', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const loans = (await response.json()) as Paged<LoanSummary>;
  expect(loans.items.length).toBeGreaterThan(0);
  return loans.items[0].id;
}

/** Resolves once the page's socket has been let into the loan's room (the server acknowledged `join_scope`). */
function joinedLoanRoom(page: Page, loanId: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      const pendingAcks = new Set<string>();
      socket.on('framesent', ({ payload }) => {
        const match = /^42(\d+)\["join_scope",(.*)\]$/.exec(String(payload));
        if (match && match[2].includes(`"loan:${loanId}"`)) pendingAcks.add(match[1]);
      });
      socket.on('framereceived', ({ payload }) => {
        const match = /^43(\d+)\[\{"ok":true\}\]$/.exec(String(payload));
        if (match && pendingAcks.has(match[1])) resolve();
      });
    });
  });
}

test.describe('loan documents', () => {
  test('uploads a PDF, views and downloads it, refuses a text file, and a second browser sees the upload live', async ({
    page,
    browser,
  }) => {
    // A long journey (two browsers, a viewer, a download, four accessibility scans): on a loaded
    // 2-core machine it runs close to the 30 s default.
    test.setTimeout(60_000);
    await signInAs(page, USER);
    const loanId = await summitLoanId(page);
    const documentsPath = `/loan/${loanId}/documents`;

    const workerRequests: string[] = [];
    page.on('request', (request) => {
      if (/pdf\.worker\.min\.[0-9a-f]+\.mjs$/.test(request.url())) workerRequests.push(request.url());
    });
    await page.goto(documentsPath);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Documents', level: 2 })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Uncategorized' })).toBeVisible();
    await expectAccessible(page, 'loan documents');

    // A second browser on the same loan, in the loan's room before the upload starts.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const otherPage = await other.newPage();
    await signInAs(otherPage, USER);
    const otherJoined = joinedLoanRoom(otherPage, loanId);
    await otherPage.goto(documentsPath);
    await expect(otherPage.getByRole('main').getByRole('heading', { name: 'Documents', level: 2 })).toBeVisible();
    await otherJoined;

    const stamp = Date.now();
    const title = `statement-${stamp}`;
    const fileName = `${title}.pdf`;
    const pdf = samplePdf(`Statement ${stamp}`);
    await main.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });

    const uncategorized = main.getByRole('region', { name: 'Uncategorized' });
    const row = uncategorized.getByRole('row').filter({ hasText: fileName });
    await expect(row).toBeVisible();
    await expect(row.getByText(sizeLabel(pdf.length))).toBeVisible();
    await expect(row.getByText('Taylor Brooks')).toBeVisible();
    await expect(main.getByText('1 file uploaded.')).toBeVisible();
    await expectAccessible(page, 'loan documents after an upload');

    // The other browser gets it from the loan room's attachment-update, without a reload.
    await expect(otherPage.getByRole('main').getByRole('region', { name: 'Uncategorized' }).getByText(fileName)).toBeVisible();
    await other.close();

    // The viewer draws the page with pdf.js, its worker served by this remote's own origin.
    await row.getByRole('button', { name: `View ${title}` }).click();
    const viewer = page.getByRole('dialog', { name: title });
    await expect(viewer.getByText('Page 1 of 1')).toBeVisible();
    await expect(viewer.locator('canvas')).toBeVisible();
    expect(workerRequests.length).toBeGreaterThan(0);
    expect(new URL(workerRequests[0]).port).toBe('3001');
    await expectAccessible(page, 'document viewer', { include: '[role="dialog"]' });
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();

    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download ${title}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
    const saved = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(Buffer.compare(await readFile(saved), pdf)).toBe(0);

    // Refused in the browser by the documents setting's types, which the upload area names: nothing is sent and the list stays as it was.
    await expect(main.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(/^PDF, JPEG, .* up to \d+ MB each$/);
    const rowsBefore = await main.getByRole('row').count();
    await main
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') });
    await expect(main.getByRole('alert')).toContainText('"notes.txt": This file type is not accepted.');
    await expect(main.getByRole('row')).toHaveCount(rowsBefore);
    await expectAccessible(page, 'loan documents after a refused file');
    await expect(row).toBeVisible();
  });
});
