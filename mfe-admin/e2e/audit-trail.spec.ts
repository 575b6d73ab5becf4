import { readFile } from 'node:fs/promises';
import { expect, test } from '../../tests/support/portal-test';
import { openSignedIn } from '../../tests/support/session';

/*
 * The audit trail on the Audit settings page, as an administrator reads it. The demo data holds
 * every rule set's first version, so the trail is never empty and the "Rule set" filter always
 * finds records.
 */

const ADMIN = 'admin@lender.test';
const CSV_HEADER = 'When,Actor,Actor email,Acting administrator,Action,Entity type,Entity id,Summary';

test('an administrator reads the audit trail, filters it by record type and exports it as CSV', async ({ page }) => {
  await openSignedIn(page, ADMIN, '/admin/settings/audit');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Audit trail' })).toBeVisible();
  const trail = main.getByRole('table', { name: 'Audit trail, newest first' });
  await expect(trail.getByRole('row').nth(1)).toBeVisible();

  await main.getByRole('combobox', { name: 'Record type' }).click();
  await page.getByRole('option', { name: 'Rule set' }).click();
  await expect(page).toHaveURL(/entityType=rule-set/);
  await expect(trail.getByRole('row').nth(1)).toContainText('Rule set:');
  await expect(trail.getByRole('row').filter({ hasText: 'Setting:' })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines[1]).toContain(',Rule set,');
  await expect(main.getByRole('alert')).toHaveCount(0);
});
