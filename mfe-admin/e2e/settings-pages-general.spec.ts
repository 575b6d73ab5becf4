import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../tests/support/portal-test';
import { DO_NOT_SHOW_AGAIN, type SettingEntry, type SettingKey } from 'shared-rules';
import { expectAccessible } from '../../tests/support/accessibility';
import { uniqueText } from '../../tests/support/portal';
import { accessTokenFor, signInAs } from '../../tests/support/session';

/*
 * The Settings group of the admin pages, edited through the browser. The suite shares one server
 * with every other test, so each test puts back every value it changed (the shell's tests read
 * branding, feature flags and the banner).
 */

const ADMIN = 'admin@lender.test';

/** A 1×1 PNG: the server reads an asset's type from its content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function bearer(): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await accessTokenFor(ADMIN)}` };
}

async function readSetting<V>(page: Page, key: SettingKey): Promise<SettingEntry<V>> {
  const response = await page.request.get(`/api/settings/${key}`, { headers: await bearer() });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SettingEntry<V>;
}

/** Saves `value` over whatever is stored now (the restore at the end of a test). */
async function restoreSetting(page: Page, key: SettingKey, value: unknown): Promise<void> {
  const { version } = await readSetting(page, key);
  const response = await page.request.put(`/api/settings/${key}`, { headers: await bearer(), data: { value, version } });
  expect(response.status(), await response.text()).toBe(200);
}

async function openSettingsPage(page: Page, slug: string, title: string): Promise<Locator> {
  await signInAs(page, ADMIN);
  await page.goto(`/admin/settings/${slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  return main;
}

async function saveAndSeeSaved(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Setting saved').first()).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
}

test.describe('settings pages: Settings group', () => {
  test('General Settings saves the Non-QM channels and a feature flag, each form on its own', async ({ page }) => {
    const channelsBefore = (await readSetting(page, 'general-settings')).value;
    const flagsBefore = (await readSetting<Record<string, boolean>>(page, 'feature-flags')).value;
    try {
      const main = await openSettingsPage(page, 'general-settings', 'General Settings');
      const channels = main.getByRole('form', { name: 'Non-QM channels' });
      const flags = main.getByRole('form', { name: 'Feature flags' });
      const delegated = channels.getByRole('switch', { name: /Correspondent Delegated/ });
      const wasOn = await delegated.isChecked();
      await delegated.click();
      await expect(flags.getByRole('button', { name: 'Save' })).toBeDisabled();
      await saveAndSeeSaved(page, channels);

      const earlyIcd = flags.getByRole('switch', { name: /Early ICD/ });
      const icdWasOn = await earlyIcd.isChecked();
      await earlyIcd.click();
      await saveAndSeeSaved(page, flags);
      await expectAccessible(page, 'general settings');

      await page.reload();
      await expect(
        page
          .getByRole('main')
          .getByRole('form', { name: 'Non-QM channels' })
          .getByRole('switch', { name: /Correspondent Delegated/ }),
      ).toBeChecked({
        checked: !wasOn,
      });
      await expect(
        page
          .getByRole('main')
          .getByRole('form', { name: 'Feature flags' })
          .getByRole('switch', { name: /Early ICD/ }),
      ).toBeChecked({
        checked: !icdWasOn,
      });
    } finally {
      await restoreSetting(page, 'general-settings', channelsBefore);
      await restoreSetting(page, 'feature-flags', flagsBefore);
    }
  });

  test('Company Information checks the ZIP code and saves the NMLS id', async ({ page }) => {
    const before = (await readSetting(page, 'company-information')).value;
    try {
      const main = await openSettingsPage(page, 'company-information', 'Company Information');
      const form = main.getByRole('form', { name: 'Company Information' });
      await form.getByLabel('ZIP code').fill('7520');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Use 5 digits, or 5+4 such as 75201-1234')).toBeVisible();
      await form.getByLabel('ZIP code').fill('75201');
      await form.getByLabel('NMLS id').fill('402718');
      await expectAccessible(page, 'company information');
      await saveAndSeeSaved(page, form);
      await page.reload();
      await expect(page.getByRole('main').getByLabel('NMLS id')).toHaveValue('402718');
    } finally {
      await restoreSetting(page, 'company-information', before);
    }
  });

  test('Branding uploads a logo, shows the server refusing a bad file, and saves the logo', async ({ page }) => {
    const before = (await readSetting(page, 'branding')).value;
    try {
      const main = await openSettingsPage(page, 'branding', 'Branding');
      const dark = main.getByRole('group', { name: 'Dark logo' });

      // A text file dressed as a PNG passes the browser's check; the server reads the content and refuses it.
      await dark
        .locator('input[type="file"]')
        .setInputFiles({ name: 'fake-logo.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
      const refusal = dark.getByRole('alert');
      // The title, then the server's own reason.
      await expect(refusal).toHaveText(/^The dark logo was not uploaded\s*\S.+/);

      const preview = dark.getByRole('img', { name: 'Dark logo on a dark background' });
      const demoLogo = await preview.getAttribute('src');
      await dark.locator('input[type="file"]').setInputFiles({ name: 'dark-logo.png', mimeType: 'image/png', buffer: PNG });
      // The preview shows the new upload, not the logo that was there before it.
      await expect(preview).not.toHaveAttribute('src', demoLogo ?? '');
      await expect(preview).toHaveAttribute('src', /\/api\/public\/assets\//);
      const url = await preview.getAttribute('src');
      await saveAndSeeSaved(page, main.getByRole('form', { name: 'Branding' }));
      await expectAccessible(page, 'branding');

      await page.reload();
      await expect(
        page.getByRole('main').getByRole('group', { name: 'Dark logo' }).getByRole('img', { name: 'Dark logo on a light background' }),
      ).toHaveAttribute('src', url ?? '');
    } finally {
      await restoreSetting(page, 'branding', before);
    }
  });

  test('Banner previews the message, warns about hard-to-read colours, and saves', async ({ page }) => {
    const before = (await readSetting(page, 'banner')).value;
    const message = uniqueText('Rate sheets publish at 9:30 AM Central');
    try {
      const main = await openSettingsPage(page, 'banner', 'Banner');
      await expect(main.getByRole('link', { name: 'General Settings' })).toHaveAttribute('href', '/admin/settings/general-settings');
      const form = main.getByRole('form', { name: 'Banner' });
      await form.getByRole('textbox', { name: 'Message' }).fill(message);
      await expect(form.getByText(`${message.length} of 500 characters`)).toBeVisible();
      await expect(form.getByTestId('banner-preview')).toHaveText(message);
      await expectAccessible(page, 'banner');

      // The preview shows a hard-to-read banner as it would look (axe would rightly flag it), and says so.
      const textColour = form.getByRole('textbox', { name: /Text colour/ });
      const colourBefore = await textColour.inputValue();
      await textColour.fill('#2b4a66');
      await textColour.press('Tab');
      await expect(form.getByText('The text is hard to read')).toBeVisible();
      await textColour.fill(colourBefore);
      await textColour.press('Tab');
      await expect(form.getByText('The text is hard to read')).toBeHidden();
      await saveAndSeeSaved(page, form);

      await page.reload();
      await expect(page.getByRole('main').getByRole('textbox', { name: 'Message' })).toHaveValue(message);
    } finally {
      await restoreSetting(page, 'banner', before);
    }
  });

  test('Email Settings saves the sender above the delivery status', async ({ page }) => {
    const before = (await readSetting(page, 'email-settings')).value;
    const senderName = uniqueText('Keystone Lending');
    try {
      const main = await openSettingsPage(page, 'email-settings', 'Email Settings');
      const sender = main.getByRole('form', { name: 'Sender' });
      await expect(main.getByRole('region', { name: 'Email delivery' })).toBeVisible();
      await sender.getByRole('textbox', { name: /Reply-to address/ }).fill('loans@');
      await sender.getByRole('button', { name: 'Save' }).click();
      await expect(sender.getByText('Enter an email address such as loans@lender.com')).toBeVisible();
      await sender.getByRole('textbox', { name: /Reply-to address/ }).fill('');
      await sender.getByRole('textbox', { name: /Sender name/ }).fill(senderName);
      await saveAndSeeSaved(page, sender);
      await expectAccessible(page, 'email settings with the sender');

      await page.reload();
      await expect(page.getByRole('main').getByRole('textbox', { name: /Sender name/ })).toHaveValue(senderName);
    } finally {
      await restoreSetting(page, 'email-settings', before);
    }
  });

  test('MFA Settings saves who the requirement applies to and the grace period', async ({ page }) => {
    const before = (await readSetting(page, 'mfa-settings')).value;
    try {
      const main = await openSettingsPage(page, 'mfa-settings', 'MFA Settings');
      await expect(main.getByText(/from their account settings/)).toBeVisible();
      const form = main.getByRole('form', { name: 'MFA Settings' });
      // The requirement itself stays off: every other test signs in without a code.
      await form.getByRole('radiogroup', { name: 'Applies to' }).getByText('Brokers', { exact: true }).click();
      await form.getByRole('textbox', { name: /Grace period/ }).fill('45');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Enter a whole number of days from 0 to 30')).toBeVisible();
      await form.getByRole('textbox', { name: /Grace period/ }).fill('14');
      await saveAndSeeSaved(page, form);
      await expectAccessible(page, 'mfa settings');

      await page.reload();
      await expect(page.getByRole('main').getByRole('textbox', { name: /Grace period/ })).toHaveValue('14');
      await expect(page.getByRole('main').getByRole('radio', { name: 'Brokers' })).toBeChecked();
    } finally {
      await restoreSetting(page, 'mfa-settings', before);
    }
  });

  test('Integrations requires the Encompass details once it is on, and saves a pricing engine', async ({ page }) => {
    const before = (await readSetting(page, 'integrations')).value;
    try {
      const main = await openSettingsPage(page, 'integrations', 'Integrations');
      const form = main.getByRole('form', { name: 'Integrations' });
      const encompass = form.getByRole('switch', { name: 'Connect to Encompass' });
      await encompass.click();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Enter the Encompass API address')).toBeVisible();
      await encompass.click();

      await form.getByRole('combobox', { name: 'Pricing engine' }).click();
      await page.getByRole('option', { name: 'Polly' }).click();
      await saveAndSeeSaved(page, form);
      await expectAccessible(page, 'integrations');

      await page.reload();
      await expect(page.getByRole('main').getByRole('combobox', { name: 'Pricing engine' })).toHaveValue('Polly');
    } finally {
      await restoreSetting(page, 'integrations', before);
    }
  });

  test('Audit saves the retention and lists the change in the settings change log', async ({ page }) => {
    const before = (await readSetting<{ retentionDays: number }>(page, 'audit')).value;
    const days = before.retentionDays === 2000 ? 2001 : 2000;
    try {
      const main = await openSettingsPage(page, 'audit', 'Audit');
      const form = main.getByRole('form', { name: 'Audit records' });
      await form.getByRole('textbox', { name: /Keep audit records for/ }).fill(String(days));
      await saveAndSeeSaved(page, form);

      const log = main.getByRole('region', { name: 'Settings change log' });
      const table = log.getByRole('table', { name: 'Settings changes, newest first' });
      // Other suites save settings at the same time: the log is narrowed to this setting first.
      await log.getByRole('combobox', { name: 'Setting' }).click();
      await page.getByRole('option', { name: 'Audit', exact: true }).click();
      const newest = table.getByRole('row').nth(1);
      await expect(newest.getByRole('link', { name: 'Audit' })).toHaveAttribute('href', '/admin/settings/audit');
      await expectAccessible(page, 'audit with the settings change log');

      await newest.getByRole('button', { name: /^View change to Audit at / }).click();
      const drawer = page.getByRole('dialog', { name: 'Change to Audit' });
      await expect(drawer.getByLabel('After')).toContainText(new RegExp(`\\+\\s+"retentionDays": ${days}`));
      await expectAccessible(page, 'settings change drawer', { include: '[role="dialog"]' });
      await drawer.getByRole('button', { name: 'Close change' }).click();
      await expect(drawer).toBeHidden();

      await log.getByRole('combobox', { name: 'Setting' }).click();
      await page.getByRole('option', { name: 'Branding', exact: true }).click();
      await expect(table.getByRole('link', { name: 'Audit', exact: true })).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole('main').getByRole('textbox', { name: /Keep audit records for/ })).toHaveValue(String(days));
    } finally {
      await restoreSetting(page, 'audit', before);
    }
  });
});

test.describe('admin training', () => {
  test('the admin menu offers the admin training until it is dismissed', async ({ page }) => {
    const headers = await bearer();
    const restore = () =>
      page.request.patch('/api/profile/do-not-show-again', { headers, data: { key: DO_NOT_SHOW_AGAIN.adminTraining, value: false } });
    await restore();
    try {
      await signInAs(page, ADMIN);
      await page.goto('/admin');
      const training = page.getByRole('region', { name: 'Admin training' });
      await expect(training.getByRole('link', { name: 'Setting up the portal' })).toHaveAttribute(
        'href',
        '/training/setting-up-the-portal',
      );
      await expectAccessible(page, 'admin menu with the admin training');
      await training.getByRole('link', { name: 'Setting up the portal' }).click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Setting up the portal' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Before brokers sign in' })).toBeVisible();
      await expectAccessible(page, 'administrators set-up guide');
      await page.goto('/admin');
      await training.getByRole('button', { name: "Don't show again" }).click();
      await expect(training).toBeHidden();
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Admin training' })).toHaveCount(0);
    } finally {
      await restore();
    }
  });
});
