import { expect, test } from '../../tests/support/portal-test';
import type { Changelog, PortalAsset } from 'shared-rules';
import { expectAccessible } from '../../tests/support/accessibility';
import { uniqueText } from '../../tests/support/portal';
import { adminHeaders, openAdminPage, putSettingBack, readSettingEntry, saveSetting } from './support/admin-settings';

/*
 * The Content Management pages that manage records: the Training menu's pages, the changelogs and
 * the assets. Each test removes what it created and puts back what it changed.
 */

/** A 1×1 PNG: the server reads an asset's type from its content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test.describe('content administration', () => {
  test('Content Pages adds a Training page written in Markdown', async ({ page }) => {
    const before = (await readSettingEntry<{ entries: unknown[] }>(page, 'content-pages')).value;
    try {
      const main = await openAdminPage(page, '/admin/content-pages', 'Content Pages');
      await expect(main.getByText(/Training menu lists the active entries below in this order/)).toBeVisible();
      const form = main.getByRole('form', { name: 'Content Pages' });
      const entry = before.entries.length + 1;
      await form.getByRole('button', { name: 'Add entry' }).click();
      await form.getByLabel(`Label (entry ${entry})`).fill('Non-QM Basics');
      await expect(form.getByLabel(`Sub-path (entry ${entry})`)).toHaveValue('non-qm-basics');
      await expect(form.getByText('Opens at /training/non-qm-basics')).toBeVisible();
      await form.getByLabel(`Body (entry ${entry}, Markdown)`).fill('What a **Non-QM** loan is, and who it suits.');
      await expect(form.getByRole('region', { name: `Preview of entry ${entry}` })).toContainText('Non-QM');
      await saveSetting(page, form);
      await expectAccessible(page, 'content pages');
      await page.reload();
      await expect(page.getByRole('main').getByLabel(`Label (entry ${entry})`)).toHaveValue('Non-QM Basics');
    } finally {
      await putSettingBack(page, 'content-pages', before);
    }
  });

  test('Changelogs writes, edits, deactivates and deletes release notes', async ({ page }) => {
    const title = uniqueText('Faster uploads');
    const created: string[] = [];
    try {
      const main = await openAdminPage(page, '/admin/changelogs', 'Changelogs');
      await expect(main.getByRole('table', { name: 'Changelogs' })).toBeVisible();
      await expectAccessible(page, 'changelogs');

      await main.getByRole('button', { name: 'New changelog' }).click();
      const dialog = page.getByRole('dialog', { name: 'New changelog' });
      await dialog.getByRole('button', { name: 'Create changelog' }).click();
      await expect(dialog.getByText('Enter the title users see')).toBeVisible();
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Version').fill('9.9.1');
      await dialog.getByRole('textbox', { name: 'Start date' }).fill('12/01/2099');
      await dialog.getByLabel('Content (Markdown)').fill('- Uploads resume after a dropped connection');
      await expect(dialog.getByRole('region', { name: 'Preview of the content' })).toContainText('Uploads resume');
      await dialog.getByRole('switch', { name: /Active/ }).uncheck();
      await expectAccessible(page, 'new changelog form');
      await dialog.getByRole('button', { name: 'Create changelog' }).click();
      await expect(page.getByText('Changelog created').first()).toBeVisible();

      const row = main.getByRole('row', { name: new RegExp(title) });
      await expect(row).toContainText('9.9.1');
      await expect(row).toContainText('12/01/2099');
      await expect(row).toContainText('Inactive');
      const list = await page.request.get('/api/changelogs?all=true', { headers: await adminHeaders() });
      created.push(...((await list.json()) as Changelog[]).filter((changelog) => changelog.title === title).map(({ id }) => id));

      await row.getByRole('button', { name: `Edit ${title}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit changelog 9.9.1' });
      await edit.getByLabel('Version').fill('9.9.2');
      await edit.getByRole('button', { name: 'Save changelog' }).click();
      await expect(page.getByText('Changelog saved').first()).toBeVisible();
      await expect(row).toContainText('9.9.2');

      await row.getByRole('button', { name: `Activate ${title}` }).click();
      await expect(row).toContainText('Active');
      await row.getByRole('button', { name: `Deactivate ${title}` }).click();
      await expect(row).toContainText('Inactive');

      await page.reload();
      await expect(page.getByRole('main').getByRole('row', { name: new RegExp(title) })).toContainText('9.9.2');
      await page
        .getByRole('main')
        .getByRole('button', { name: `Delete ${title}` })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Delete the changelog 9.9.2?' });
      await expectAccessible(page, 'delete changelog confirmation');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Changelog deleted').first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
      created.length = 0;
    } finally {
      const headers = await adminHeaders();
      for (const id of created) await page.request.delete(`/api/changelogs/${id}`, { headers });
    }
  });

  test('Assets uploads an image, says why a file is refused, shows its URL to copy, and deletes it after asking', async ({ page }) => {
    const fileName = `${uniqueText('e2e-logo').replace(/[^A-Za-z0-9-]/g, '-')}.png`;
    let uploaded: PortalAsset | undefined;
    try {
      const main = await openAdminPage(page, '/admin/assets', 'Assets');
      const fileInput = main.locator('input[type="file"]');

      await fileInput.setInputFiles({ name: 'not-a-logo.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
      const refusal = main.getByRole('alert');
      await expect(refusal).toHaveText(/^not-a-logo\.png was not uploaded\s*\S.+/);

      await fileInput.setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText('Asset uploaded').first()).toBeVisible();
      const list = await page.request.get('/api/assets', { headers: await adminHeaders() });
      uploaded = ((await list.json()) as PortalAsset[]).find((asset) => asset.fileName === fileName);
      expect(uploaded).toBeDefined();

      const row = main.getByRole('table', { name: 'Assets' }).getByRole('row', { name: new RegExp(fileName) });
      await expect(row.getByRole('img', { name: `Preview of ${fileName}` })).toHaveAttribute('src', uploaded?.url ?? '');
      await expect(row).toContainText('PNG image');
      await expect(row).toContainText(uploaded?.url ?? '');
      await expect(row.getByRole('button', { name: `Copy the URL of ${fileName}` })).toBeVisible();
      await expectAccessible(page, 'assets');

      await row.getByRole('button', { name: `Delete ${fileName}` }).click();
      const confirm = page.getByRole('dialog', { name: `Delete ${fileName}?` });
      await expect(confirm).toContainText('broken image');
      await expectAccessible(page, 'delete asset confirmation');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Asset deleted').first()).toBeVisible();
      await expect(main.getByRole('row', { name: new RegExp(fileName) })).toHaveCount(0);
      uploaded = undefined;
    } finally {
      if (uploaded) await page.request.delete(`/api/assets/${uploaded.id}`, { headers: await adminHeaders() });
    }
  });
});
