import { expect, type Page } from '@playwright/test';
import type { OutboxEmail, OutboxEmailSummary, Paged } from 'shared-rules';
import { DEMO_USERS } from './portal';
import { accessTokenFor } from './session';

/** The path and fragment of a password link in an email's text (its origin is the portal's public address). */
const LINK_IN_EMAIL = /\/reset-password#token=[A-Za-z0-9._~%-]+/;

/** An administrator's bearer header, for the calls a test makes itself. */
export async function adminHeaders(): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await accessTokenFor(DEMO_USERS.administrator)}` };
}

/** The password links emailed to `address`, newest first, as an administrator reads them in the outbox. */
async function linksSentTo(page: Page, address: string): Promise<string[]> {
  const headers = await adminHeaders();
  const list = await page.request.get('/api/admin/outbox?pageSize=100', { headers });
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as Paged<OutboxEmailSummary>;
  const links: string[] = [];
  for (const summary of items.filter((item) => item.to.includes(address))) {
    const email = (await (await page.request.get(`/api/admin/outbox/${summary.id}`, { headers })).json()) as OutboxEmail;
    const link = LINK_IN_EMAIL.exec(email.text)?.[0];
    if (link) links.push(link);
  }
  return links;
}

/** Waits for the `count`th link to `address` (emails may leave after the answer) and returns the newest. */
export async function newestLink(page: Page, address: string, count: number): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(async () => {
      links = await linksSentTo(page, address);
      return links.length;
    })
    .toBeGreaterThanOrEqual(count);
  return links[0];
}
