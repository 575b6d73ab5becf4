import type { Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { format } from 'date-fns';
import type { Changelog, ContentPages, SettingEntry, SettingKey } from 'shared-rules';
import { expectAccessible } from '../support/accessibility';
import { DEMO_USERS, signInThroughForm, socketReady, uniqueText } from '../support/portal';
import { accessTokenFor, openSignedIn } from '../support/session';

/*
 * What an administrator sets, every signed-in user sees: the banner and the feature flags reach an
 * open page without a reload, and a published release note opens once at the next sign-in. The
 * server is shared with every other test, so each test puts back what it changed.
 */

/** A demo user no other suite signs in with (the release note window would cover their pages). */
const READER = 'lp@harbor.test';

async function adminHeaders(): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await accessTokenFor(DEMO_USERS.administrator)}` };
}

async function readSetting(page: Page, key: SettingKey): Promise<SettingEntry> {
  const response = await page.request.get(`/api/settings/${key}`, { headers: await adminHeaders() });
  expect(response.status()).toBe(200);
  return (await response.json()) as SettingEntry;
}

async function restoreSetting(page: Page, key: SettingKey, value: unknown): Promise<void> {
  const { version } = await readSetting(page, key);
  const response = await page.request.put(`/api/settings/${key}`, { headers: await adminHeaders(), data: { value, version } });
  expect(response.status(), await response.text()).toBe(200);
}

test('an administrator sets the banner and turns the knowledge base off; an open loan officer page follows without a reload', async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  const officerContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const officer = await officerContext.newPage();
  const bannerBefore = (await readSetting(admin, 'banner')).value;
  const flagsBefore = (await readSetting(admin, 'feature-flags')).value;
  try {
    const connected = socketReady(officer);
    await openSignedIn(officer, DEMO_USERS.summitLoanOfficer, '/pipeline');
    await connected;
    await officer.getByRole('button', { name: 'Resources' }).click();
    await expect(officer.getByRole('menuitem', { name: 'Knowledge Base' })).toBeVisible();
    await officer.keyboard.press('Escape');

    await openSignedIn(admin, DEMO_USERS.administrator, '/admin/settings/banner');
    const message = uniqueText('The closing desk is open until 8 PM Central today.');
    const banner = admin.getByRole('main').getByRole('form', { name: 'Banner' });
    await banner.getByLabel('Message').fill(message);
    await banner.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Setting saved').first()).toBeVisible();

    // The loan officer's page was never reloaded: the saved banner arrives with settings-update.
    await expect(officer.getByRole('region', { name: 'Announcement' })).toHaveText(message);
    await expectAccessible(officer, 'pipeline with the new banner');

    await admin.goto('/admin/settings/general-settings');
    const flags = admin.getByRole('main').getByRole('form', { name: 'Feature flags' });
    const knowledgeBase = flags.getByRole('switch', { name: /Knowledge base/ });
    await expect(knowledgeBase).toBeChecked();
    await knowledgeBase.click();
    await flags.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Setting saved').first()).toBeVisible();

    await expect(async () => {
      await officer.getByRole('button', { name: 'Resources' }).click();
      await expect(officer.getByRole('menuitem', { name: 'Release Notes' })).toBeVisible();
      await expect(officer.getByRole('menuitem', { name: 'Knowledge Base' })).toHaveCount(0);
    }).toPass();
    await officer.keyboard.press('Escape');
    await expect(officer.getByRole('region', { name: 'Announcement' })).toHaveText(message);
  } finally {
    await restoreSetting(admin, 'banner', bannerBefore);
    await restoreSetting(admin, 'feature-flags', flagsBefore);
    await adminContext.close();
    await officerContext.close();
  }
});

test('an administrator publishes a release note; a broker sees it once, at the next sign-in', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const readerContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const reader = await readerContext.newPage();
  const title = uniqueText('Conditions can be cleared from the pipeline');
  try {
    await openSignedIn(admin, DEMO_USERS.administrator, '/admin/changelogs');
    await admin.getByRole('main').getByRole('button', { name: 'New changelog' }).click();
    const form = admin.getByRole('dialog', { name: 'New changelog' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Version').fill('3.7.0');
    await form.getByRole('textbox', { name: 'Start date' }).fill(format(new Date(), 'MM/dd/yyyy'));
    await form.getByLabel('Content (Markdown)').fill('- Clear a condition **from the pipeline** without opening the loan.');
    await expect(form.getByRole('switch', { name: /Active/ })).toBeChecked();
    await form.getByRole('button', { name: 'Create changelog' }).click();
    await expect(admin.getByText('Changelog created').first()).toBeVisible();

    await signInThroughForm(reader, READER);
    const whatsNew = reader.getByRole('dialog', { name: "What's new" });
    await expect(whatsNew.getByRole('heading', { name: title })).toBeVisible();
    // The note's Markdown is rendered: its bold text is a strong element, not asterisks.
    await expect(whatsNew.getByText('from the pipeline', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
    await expectAccessible(reader, 'release note window after sign-in', { include: '[role="dialog"]' });
    const markedRead = reader.waitForResponse((response) => response.url().endsWith('/api/changelogs/read') && response.ok());
    await whatsNew.getByRole('button', { name: 'Close' }).click();
    await markedRead;
    await expect(whatsNew).toBeHidden();

    await reader.getByRole('button', { name: 'Profile menu' }).click();
    await reader.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(reader).toHaveURL(/\/login/);
    const unread = reader.waitForResponse((response) => response.url().includes('/api/changelogs?unread=true'));
    await signInThroughForm(reader, READER);
    expect(await (await unread).json()).toEqual([]);
    await expect(reader.getByRole('dialog', { name: "What's new" })).toHaveCount(0);
  } finally {
    // No one else may find this note unread (its window would cover their pages).
    const headers = await adminHeaders();
    const all = (await (await admin.request.get('/api/changelogs?all=true', { headers })).json()) as Changelog[];
    for (const note of all.filter((candidate) => candidate.title === title)) {
      await admin.request.delete(`/api/changelogs/${note.id}`, { headers });
    }
    await adminContext.close();
    await readerContext.close();
  }
});

test('stored Markdown never runs script: a help page with a script, an event handler and a javascript: link', async ({ page }) => {
  const before = (await readSetting(page, 'help-pages')).value as ContentPages;
  const hostile: ContentPages = {
    entries: [
      ...before.entries,
      {
        id: 'e2e-hostile',
        label: 'Hostile page',
        subPath: 'e2e-hostile',
        link: '',
        active: true,
        order: 999,
        body: [
          '## Read me',
          '',
          '<script>window.__ran = "script"</script>',
          '<img src="x" onerror="window.__ran = \'onerror\'">',
          '',
          '[Open the guide](javascript:window.__ran="link")',
        ].join('\n'),
      },
    ],
  };
  try {
    await restoreSetting(page, 'help-pages', hostile);
    await openSignedIn(page, DEMO_USERS.summitLoanOfficer, '/resources/e2e-hostile');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Read me' })).toBeVisible();
    await expect(main.getByRole('img')).toHaveCount(0);
    const link = main.getByText('Open the guide');
    await expect(link).toBeVisible();
    expect(await link.getAttribute('href')).toBeNull();
    await link.click();
    expect(await page.evaluate(() => (window as Window & { __ran?: string }).__ran)).toBeUndefined();
    await expectAccessible(page, 'help page with hostile Markdown');
  } finally {
    await restoreSetting(page, 'help-pages', before);
  }
});
