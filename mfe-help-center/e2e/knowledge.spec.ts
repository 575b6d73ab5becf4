import { expect, test } from '../../tests/support/portal-test';
import { expectAccessible } from '../../tests/support/accessibility';
import { signInAs } from '../../tests/support/session';

/*
 * The knowledge base a fresh portal is seeded with, read through the help drawer and the
 * /knowledge pages. Nothing here writes documents, so other suites see the same base; the
 * helpfulness vote is the reader's own and is set, then changed back.
 */

const IMPORT_GUIDE = 'Import a MISMO 3.4 loan file';

test.describe('the knowledge base', () => {
  test('the drawer suggests for the page, searches with marked snippets, and opens a document with its rating and link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, 'lo@summit.test');
    await page.goto('/loan/loan-demo-02/conditions');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Conditions', level: 2, exact: true })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Help' }).click();
    const drawer = page.getByRole('dialog', { name: /Help/ });
    const suggested = drawer.getByRole('list', { name: 'Suggested for you' });
    // The conditions page suggests the documents about conditions first.
    await expect(suggested.getByRole('listitem').first()).toContainText(/condition/i);

    await drawer.getByRole('textbox', { name: 'Search help' }).fill('import mismo file');
    const results = drawer.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').first()).toContainText(IMPORT_GUIDE);
    await expect(results.getByRole('listitem').first()).toContainText(/\d+% match/);
    await expectAccessible(page, 'help drawer with results', { include: '[role="dialog"]' });
    await results.getByRole('listitem').first().getByRole('button').first().click();

    const viewer = page.getByRole('dialog', { name: IMPORT_GUIDE });
    await expect(viewer.getByRole('navigation', { name: 'Document location' })).toContainText('Knowledge Base');
    await expect(viewer.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expectAccessible(page, 'document viewer', { include: '.mantine-Modal-content' });

    const helpful = viewer.getByRole('group', { name: 'Was this helpful?' });
    await helpful.getByRole('button', { name: 'Yes' }).click();
    await expect(viewer.getByText('Thanks!')).toBeVisible();
    await helpful.getByRole('button', { name: 'No' }).click();
    await expect(helpful.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');

    await viewer.getByRole('button', { name: /Copy link/ }).click();
    await expect(viewer.getByRole('button', { name: /Link copied/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/knowledge\/document\/kb-import-a-mismo-loan-file$/);
    // Escape closes the viewer and leaves the drawer it was opened from.
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(drawer.getByRole('textbox', { name: 'Search help' })).toHaveValue('import mismo file');
  });

  test('typing searches once after the pause, a blank query is never sent, and clearing returns to suggestions', async ({ page }) => {
    const searched: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/knowledge/search')) searched.push(request.postDataJSON().query);
    });
    await signInAs(page, 'lo@summit.test');
    await page.goto('/pipeline');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Help' }).click();
    const drawer = page.getByRole('dialog', { name: /Help/ });
    const box = drawer.getByRole('textbox', { name: 'Search help' });
    await expect(drawer.getByRole('heading', { name: 'Suggested for you' })).toBeVisible();

    // Focusing the box enters search mode.
    await box.click();
    await expect(drawer.getByRole('heading', { name: 'Search results' })).toBeVisible();
    // Keys typed faster than the 300 ms pause make one search, of the whole text.
    await box.pressSequentially('rate lock', { delay: 30 });
    await expect(drawer.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
    expect(searched).toEqual(['rate lock']);

    // Spaces alone are not a query: once the pause has passed the drawer invites a search, and sent nothing.
    await box.fill('   ');
    await expect(drawer.getByText('Try searching for specific topics')).toBeVisible();
    expect(searched).toEqual(['rate lock']);
    await box.fill('escrow');
    await expect(drawer.getByRole('list', { name: 'Search results' })).toContainText(/escrow/i);
    expect(searched).toEqual(['rate lock', 'escrow']);

    await drawer.getByRole('button', { name: 'Clear search' }).click();
    await expect(box).toHaveValue('');
    await expect(drawer.getByRole('heading', { name: 'Suggested for you' })).toBeVisible();
  });

  test('/knowledge lists topics with counts, a topic’s documents, and a document’s own page; staff documents stay hidden from brokers', async ({
    page,
  }) => {
    await signInAs(page, 'lo@summit.test');
    await page.goto('/knowledge');
    const main = page.getByRole('main');
    const topics = main.getByRole('region', { name: 'Topics' });
    await expect(topics.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Conditions', exact: true }) })).toContainText(
      /Conditions \d+ documents?/,
    );
    await expectAccessible(page, 'knowledge topics');
    await topics.getByRole('link', { name: 'Conditions', exact: true }).click();
    await expect(page).toHaveURL(/\/knowledge\?tag=conditions/);
    await expect(main.getByRole('list').first()).toContainText(/condition/i);

    await page.goto('/knowledge/document/kb-broker-quick-reference');
    await expect(main.getByRole('heading', { name: 'Broker quick reference (PDF)' })).toBeVisible();
    await expect(main.getByRole('link', { name: /Download broker-quick-reference\.pdf/ })).toBeVisible();
    await expectAccessible(page, 'a PDF document page');

    // An administrators' how-to is not a broker's to open: it answers as a missing document.
    await page.goto('/knowledge/document/kb-staff-manage-field-rules');
    await expect(main.getByText('Document not found')).toBeVisible();
  });
});
