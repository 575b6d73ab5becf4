import type { Page } from '@playwright/test';
import { expect, test } from '../../tests/support/portal-test';
import { expectAccessible } from '../../tests/support/accessibility';
import { samplePdf } from '../../tests/support/files';
import { signInAs } from '../../tests/support/session';

/*
 * The legacy help center: the help drawer while the knowledge base is turned off searches the
 * links seeded in Help Center settings. The flag is turned off for this page only (its settings
 * answer is rewritten), so suites running beside this one keep the knowledge base.
 */

async function withKnowledgeBaseOff(page: Page) {
  await page.route('**/api/settings/feature-flags', async (route) => {
    const response = await route.fetch();
    const entry = await response.json();
    await route.fulfill({ response, json: { ...entry, value: { ...entry.value, knowledgeBase: false } } });
  });
  // The seeded PDF link is the CFPB's; it is served here so the suite never leaves the machine.
  await page.route('https://files.consumerfinance.gov/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/pdf',
      headers: { 'access-control-allow-origin': '*' },
      body: samplePdf('Your home loan toolkit'),
    }),
  );
}

test.describe('the legacy help center', () => {
  test('lists the configured links by kind, hides past events, searches them and opens PDFs and videos in the portal', async ({ page }) => {
    await withKnowledgeBaseOff(page);
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Help' }).click();
    const drawer = page.getByRole('dialog', { name: /Help/ });
    const links = drawer.getByRole('list', { name: 'Help links' });
    await expect(links.getByRole('listitem')).toHaveCount(6);
    // Read once the drawer has finished sliding in: mid-transition its box is a fraction off.
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(400);

    // An event whose day has passed is gone; the one to come is listed with its icon.
    await expect(links).not.toContainText('Rate lock policy update webinar');
    const webinar = links.getByRole('listitem').filter({ hasText: 'Non-QM webinar' });
    await expect(webinar.getByRole('img', { name: 'Event' })).toBeVisible();
    await expect(
      links.getByRole('listitem').filter({ hasText: 'Broker approval application' }).getByRole('img', { name: 'Form' }),
    ).toBeVisible();
    await expect(
      links.getByRole('listitem').filter({ hasText: 'Uploading condition documents' }).getByRole('img', { name: 'Video' }),
    ).toBeVisible();
    const trid = links.getByRole('listitem').filter({ hasText: 'TRID small entity compliance guide' });
    await expect(trid.getByRole('img', { name: 'PDF' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Browse All Knowledge Base' })).toHaveCount(0);
    await expectAccessible(page, 'legacy help drawer', { include: '[role="dialog"]' });

    // Forms, events and other pages open in a new window.
    await expect(webinar.getByRole('link')).toHaveAttribute('target', '_blank');

    const search = drawer.getByRole('textbox', { name: 'Search help' });
    await search.fill('webinar lock');
    await expect(drawer.getByText('No results found.')).toBeVisible();
    await search.fill('toolkit');
    await expect(links.getByRole('listitem')).toHaveCount(1);

    // A PDF opens in the 800px viewer, drawn page by page.
    await links.getByRole('button', { name: /Your home loan toolkit/ }).click();
    const pdfViewer = page.getByRole('dialog', { name: 'Your home loan toolkit (CFPB)' });
    await expect(pdfViewer.getByText('Page 1 of 1')).toBeVisible();
    await expectAccessible(page, 'legacy PDF viewer', { include: '.mantine-Modal-content' });
    await page.keyboard.press('Escape');
    await expect(pdfViewer).toBeHidden();

    // A video opens in the 75vw video modal, in YouTube's player.
    await drawer.getByRole('button', { name: 'Clear search' }).click();
    await links.getByRole('button', { name: /Reading a Loan Estimate/ }).click();
    const videoModal = page.getByRole('dialog', { name: 'Reading a Loan Estimate (video)' });
    await expect(videoModal.locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/9Nu4Fd-5NLU');
    const viewport = page.viewportSize();
    // The modal grows into place: its width is read until the transition has ended.
    await expect.poll(async () => Math.round((await videoModal.boundingBox())?.width ?? 0)).toBe(Math.round((viewport?.width ?? 0) * 0.75));
  });
});
