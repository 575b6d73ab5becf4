import { expect, test } from '../../tests/support/portal-test';
import type { LoanUploadSettings } from 'shared-rules';
import { expectAccessible } from '../../tests/support/accessibility';
import { openAdminPage, putSettingBack, readSettingEntry, saveSetting } from './support/admin-settings';

/*
 * The Rules Engine, Entity Management and Content Management settings pages, edited through the
 * browser. Each test puts back every setting it changed.
 */

test.describe('settings pages: rules, partners and content settings', () => {
  test('Loan Upload edits the limits and a redirect rule, and tests it against a sample loan', async ({ page }) => {
    const before = (await readSettingEntry<LoanUploadSettings>(page, 'loan-upload')).value;
    try {
      const main = await openAdminPage(page, '/admin/settings/loan-upload', 'Loan Upload');
      const form = main.getByRole('form', { name: 'Loan Upload' });
      await form.getByLabel('Maximum import size (MB)').fill('24');
      await form.getByRole('button', { name: 'Add redirect rule' }).click();
      const added = before.redirectRules.length + 1;
      await form.getByLabel(`Field of rule ${added} condition 1`).fill('1172');
      await form.getByLabel(`Field of rule ${added} condition 1`).press('Escape');
      await form.getByLabel(`Value of rule ${added} condition 1`).fill('FHA');
      await form.getByLabel(`Percent (rule ${added})`).fill('0.5');
      await expect(form.getByText('Applies to 50% of matching loans')).toBeVisible();
      await form.getByLabel(`Redirect URL (rule ${added})`).fill('block');
      await form.getByLabel(`Error message (rule ${added})`).fill('FHA loans are not taken through this portal.');
      for (let index = added; index > 1; index -= 1) await form.getByRole('button', { name: `Move rule ${index} up` }).click();

      // The first match wins: with the roll failing, the loan goes on through the wizard.
      await form.getByLabel('Sample value of 1172').fill('FHA');
      await expect(form.getByRole('status', { name: 'When the percent roll applies' })).toContainText('Upload Blocked');
      await expect(form.getByRole('status', { name: 'When the percent roll does not apply' })).toContainText('No rule matches');
      await expectAccessible(page, 'loan upload settings with a rule being tested');

      // Saved switched off, so loans uploaded by other tests meanwhile are not blocked.
      await form.getByRole('switch', { name: 'Enabled (rule 1)' }).click();
      await saveSetting(page, form);

      await page.reload();
      const reloaded = page.getByRole('main').getByRole('form', { name: 'Loan Upload' });
      await expect(reloaded.getByLabel('Redirect URL (rule 1)')).toHaveValue('block');
      await expect(reloaded.getByRole('switch', { name: 'Enabled (rule 1)' })).not.toBeChecked();
      await expect(reloaded.getByLabel('Maximum import size (MB)')).toHaveValue('24');
    } finally {
      await putSettingBack(page, 'loan-upload', before);
    }
  });

  test('Workflow saves its switches on its Settings tab (the steps have their own tab)', async ({ page }) => {
    const before = (await readSettingEntry(page, 'workflow')).value;
    try {
      const main = await openAdminPage(page, '/admin/settings/workflow', 'Workflow');
      await expect(main.getByRole('tab', { name: 'Steps and tasks' })).toBeVisible();
      const form = main.getByRole('form', { name: 'Workflow settings' });
      const completed = form.getByRole('switch', { name: /Show completed steps/ });
      const wasOn = await completed.isChecked();
      await completed.click();
      await saveSetting(page, form);
      await expectAccessible(page, 'workflow settings');
      await page.reload();
      await expect(page.getByRole('main').getByRole('switch', { name: /Show completed steps/ })).toBeChecked({ checked: !wasOn });
    } finally {
      await putSettingBack(page, 'workflow', before);
    }
  });

  test('Conditions adds and orders a category', async ({ page }) => {
    const before = (await readSettingEntry<{ categories: string[] }>(page, 'conditions')).value;
    try {
      const main = await openAdminPage(page, '/admin/settings/conditions', 'Conditions');
      const form = main.getByRole('form', { name: 'Conditions' });
      const count = before.categories.length;
      await form.getByRole('button', { name: 'Add category' }).click();
      await form.getByRole('textbox', { name: `Category ${count + 1}`, exact: true }).fill(before.categories[0] ?? 'Prior to Approval');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('This category is already in the list')).toBeVisible();
      await form.getByRole('textbox', { name: `Category ${count + 1}`, exact: true }).fill('Prior to Closing');
      await form.getByRole('button', { name: `Move category ${count + 1} up` }).click();
      await saveSetting(page, form);
      await expectAccessible(page, 'conditions settings');
      await page.reload();
      await expect(page.getByRole('main').getByRole('textbox', { name: `Category ${count}`, exact: true })).toHaveValue('Prior to Closing');
    } finally {
      await putSettingBack(page, 'conditions', before);
    }
  });

  test('AUS Settings refuses a default engine that is off, and saves the DU institution id', async ({ page }) => {
    const before = (await readSettingEntry<{ defaultEngine: 'DU' | 'LPA' }>(page, 'aus-settings')).value;
    try {
      const main = await openAdminPage(page, '/admin/settings/aus-settings', 'AUS Settings');
      const form = main.getByRole('form', { name: 'AUS Settings' });
      const engine = before.defaultEngine;
      await form.getByRole('switch', { name: `${engine} enabled` }).click();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText(`The default engine must be enabled: turn ${engine} on, or choose the other engine`)).toBeVisible();
      await form.getByRole('switch', { name: `${engine} enabled` }).click();
      await form.getByLabel('DU enabled').check();
      await form.getByLabel('DU institution id').fill('987654321');
      await saveSetting(page, form);
      await expectAccessible(page, 'AUS settings');
      await page.reload();
      await expect(page.getByRole('main').getByLabel('DU institution id')).toHaveValue('987654321');
    } finally {
      await putSettingBack(page, 'aus-settings', before);
    }
  });

  test('Partners adds a partner with its kind', async ({ page }) => {
    const before = (await readSettingEntry<{ partners: unknown[] }>(page, 'partners')).value;
    try {
      const main = await openAdminPage(page, '/admin/settings/partners', 'Partners');
      const form = main.getByRole('form', { name: 'Partners' });
      const row = before.partners.length + 1;
      await form.getByRole('button', { name: 'Add partner' }).click();
      await form.getByLabel(`Name of partner ${row}`).fill('Gulf Coast Flood Certs');
      await form.getByRole('combobox', { name: `Kind of partner ${row}` }).click();
      await page.getByRole('option', { name: 'Flood certification' }).click();
      await form.getByLabel(`Contact email of partner ${row}`).fill('orders');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Enter an email address such as orders@title.com')).toBeVisible();
      await form.getByLabel(`Contact email of partner ${row}`).fill('orders@gulfcoastflood.test');
      await saveSetting(page, form);
      await expectAccessible(page, 'partners');
      await page.reload();
      const table = page.getByRole('main').getByRole('table', { name: 'Partners' });
      await expect(table.getByLabel(`Name of partner ${row}`)).toHaveValue('Gulf Coast Flood Certs');
      await expect(table.getByRole('combobox', { name: `Kind of partner ${row}` })).toHaveValue('Flood certification');
    } finally {
      await putSettingBack(page, 'partners', before);
    }
  });

  test('Loan Folders refuses two folders with one name', async ({ page }) => {
    const before = (await readSettingEntry<{ folders: unknown[] }>(page, 'loan-folders')).value;
    try {
      const main = await openAdminPage(page, '/admin/settings/loan-folders', 'Loan Folders');
      const form = main.getByRole('form', { name: 'Loan Folders' });
      const first = before.folders.length + 1;
      await form.getByRole('button', { name: 'Add folder' }).click();
      await form.getByRole('button', { name: 'Add folder' }).click();
      await form.getByLabel(`Name of folder ${first}`).fill('Adverse 2026');
      await form.getByLabel(`Name of folder ${first + 1}`).fill('adverse 2026');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Another folder has this name')).toBeVisible();
      await form.getByLabel(`Name of folder ${first + 1}`).fill('Archive 2026');
      await form.getByRole('combobox', { name: `Purpose of folder ${first}` }).click();
      await page.getByRole('option', { name: /Adverse action/ }).click();
      await saveSetting(page, form);
      await expectAccessible(page, 'loan folders');
      await page.reload();
      await expect(page.getByRole('main').getByLabel(`Name of folder ${first + 1}`)).toHaveValue('Archive 2026');
      await expect(page.getByRole('main').getByRole('combobox', { name: `Purpose of folder ${first}` })).toHaveValue(
        'Adverse action (loans are locked)',
      );
    } finally {
      await putSettingBack(page, 'loan-folders', before);
    }
  });

  test('Mortgagee Clause previews the clause as printed and saves it', async ({ page }) => {
    const before = (await readSettingEntry(page, 'mortgagee-clause')).value;
    try {
      const main = await openAdminPage(page, '/admin/settings/mortgagee-clause', 'Mortgagee Clause');
      const form = main.getByRole('form', { name: 'Mortgagee Clause' });
      await form.getByLabel('Company name').fill('Keystone Lending');
      await form.getByLabel('Successors clause').fill('ISAOA/ATIMA');
      await form.getByLabel('Street').fill('PO Box 4100');
      await form.getByLabel('City').fill('Dallas');
      await form.getByLabel('State').fill('');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Enter the state')).toBeVisible();
      await form.getByLabel('State').fill('TX');
      await form.getByLabel('ZIP code').fill('75201');
      await form.getByRole('switch', { name: /Include the loan number/ }).check();
      await expect(form.getByTestId('mortgagee-clause-preview')).toHaveText(
        /Keystone Lending, ISAOA\/ATIMA\s*PO Box 4100\s*Dallas, TX 75201\s*Loan # \d+/,
      );
      await saveSetting(page, form);
      await expectAccessible(page, 'mortgagee clause');
      await page.reload();
      await expect(page.getByRole('main').getByLabel('Street')).toHaveValue('PO Box 4100');
    } finally {
      await putSettingBack(page, 'mortgagee-clause', before);
    }
  });

  test('Documents saves the size limit and the allowed file types', async ({ page }) => {
    const before = (await readSettingEntry<{ allowedFileTypes: string[] }>(page, 'documents')).value;
    try {
      const main = await openAdminPage(page, '/admin/settings/documents', 'Documents');
      const form = main.getByRole('form', { name: 'Documents' });
      // Above the 25 MB the portal reads of an upload at most.
      await form.getByLabel('Maximum file size (MB)').fill('26');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Enter a whole number of MB from 1 to 25')).toBeVisible();
      await form.getByLabel('Maximum file size (MB)').fill('20');
      if (!before.allowedFileTypes.includes('docx')) {
        // The search field sits after the chosen types' pills; typing opens the list filtered.
        await form.getByRole('combobox', { name: 'Allowed file types' }).focus();
        await page.keyboard.type('Word');
        await page.getByRole('option', { name: 'Word document (.docx)' }).click();
        await page.keyboard.press('Escape');
      }
      await saveSetting(page, form);
      await expectAccessible(page, 'documents settings');
      await page.reload();
      const reloaded = page.getByRole('main').getByRole('form', { name: 'Documents' });
      await expect(reloaded.getByLabel('Maximum file size (MB)')).toHaveValue('20');
      await expect(reloaded.getByText('Word document (.docx)')).toBeVisible();
    } finally {
      await putSettingBack(page, 'documents', before);
    }
  });

  test('Disclosure Message needs a title once shown, and previews the message', async ({ page }) => {
    const before = (await readSettingEntry(page, 'disclosure-message')).value;
    try {
      const main = await openAdminPage(page, '/admin/settings/disclosure-message', 'Disclosure Message');
      const form = main.getByRole('form', { name: 'Disclosure Message' });
      await form.getByRole('switch', { name: 'Show the disclosure message' }).check();
      await form.getByLabel('Title').fill('');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Enter the title shown above the message')).toBeVisible();
      await form.getByLabel('Title').fill('Before you sign');
      await form.getByLabel('Message (Markdown)').fill('Review the **Loan Estimate** with the borrower first.');
      await expect(form.getByRole('region', { name: 'Preview of the message' })).toContainText('Loan Estimate');
      await saveSetting(page, form);
      await expectAccessible(page, 'disclosure message');
      await page.reload();
      await expect(page.getByRole('main').getByLabel('Title')).toHaveValue('Before you sign');
    } finally {
      await putSettingBack(page, 'disclosure-message', before);
    }
  });

  test('Help Center saves the support contact beside the legacy help links', async ({ page }) => {
    const before = (await readSettingEntry(page, 'help-center')).value;
    try {
      const main = await openAdminPage(page, '/admin/settings/help-center', 'Help Center');
      const form = main.getByRole('form', { name: 'Help Center' });
      await form.getByLabel('Support email').fill('support');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Enter an email address such as support@lender.com')).toBeVisible();
      await form.getByLabel('Support email').fill('support@keystone-lending.test');
      await form.getByLabel('Support hours').fill('Monday to Friday, 8 am to 6 pm Central');
      // The seeded links of the legacy help center, one card each.
      await expect(form.getByRole('group', { name: 'Your home loan toolkit (CFPB)' })).toBeVisible();
      await saveSetting(page, form);
      await expectAccessible(page, 'help center settings');
      await page.reload();
      await expect(page.getByRole('main').getByLabel('Support email')).toHaveValue('support@keystone-lending.test');
    } finally {
      await putSettingBack(page, 'help-center', before);
    }
  });

  test('Help Pages adds a Resources link with a sub-path suggested from its label', async ({ page }) => {
    const before = (await readSettingEntry<{ entries: unknown[] }>(page, 'help-pages')).value;
    try {
      const main = await openAdminPage(page, '/admin/settings/help-pages', 'Help Pages');
      await expect(main.getByText(/Resources menu lists the active entries below in this order/)).toBeVisible();
      const form = main.getByRole('form', { name: 'Help Pages' });
      const entry = before.entries.length + 1;
      await form.getByRole('button', { name: 'Add entry' }).click();
      await form.getByLabel(`Label (entry ${entry})`).fill('Rate Sheets Today');
      await expect(form.getByLabel(`Sub-path (entry ${entry})`)).toHaveValue('rate-sheets-today');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Enter a link to another site, or the body of the page')).toBeVisible();
      await form.getByLabel(`Link (entry ${entry})`).fill('https://rates.keystone-lending.test');
      await saveSetting(page, form);
      await expectAccessible(page, 'help pages');
      await page.reload();
      await expect(page.getByRole('main').getByLabel(`Link (entry ${entry})`)).toHaveValue('https://rates.keystone-lending.test');
    } finally {
      await putSettingBack(page, 'help-pages', before);
    }
  });
});
