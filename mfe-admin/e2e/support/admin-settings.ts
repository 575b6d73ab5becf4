import { expect, type Locator, type Page } from '@playwright/test';
import type { SettingEntry, SettingKey } from 'shared-rules';
import { accessTokenFor, signInAs } from '../../../tests/support/session';

/*
 * The browser suite shares one server with every other test: a test reads each setting it will
 * change first and saves it back at the end.
 */

export const ADMIN = 'admin@lender.test';

export async function adminHeaders(): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await accessTokenFor(ADMIN)}` };
}

export async function readSettingEntry<V>(page: Page, key: SettingKey): Promise<SettingEntry<V>> {
  const response = await page.request.get(`/api/settings/${key}`, { headers: await adminHeaders() });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SettingEntry<V>;
}

/** Saves `value` over whatever is stored now (a save carries the version it replaces). */
export async function putSettingBack(page: Page, key: SettingKey, value: unknown): Promise<void> {
  const { version } = await readSettingEntry(page, key);
  const response = await page.request.put(`/api/settings/${key}`, { headers: await adminHeaders(), data: { value, version } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs in as the administrator and opens an admin page; returns the main region. */
export async function openAdminPage(page: Page, path: string, title: string): Promise<Locator> {
  await signInAs(page, ADMIN);
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  return main;
}

/** Presses Save on the page's form and waits for "Setting saved". */
export async function saveSetting(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Setting saved').first()).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
}
