import { expect, test } from '../../tests/support/portal-test';
import type { InstanceSyncToken, TokenPair } from 'shared-rules';
import { DEMO_PASSWORD } from '../../tests/support/session';

/*
 * /admin/tenants as an administrator uses it. The administrator signs in on their own here (not
 * with the worker's shared pair): "Open" on this instance replaces the browser's sign-in and ends
 * the one it had.
 */
const ADMIN = 'admin@lender.test';
const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('an administrator adds an instance, then opens this one and lands signed in through /instance-sync', async ({ page }) => {
  const signIn = await page.request.post('/api/auth/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  expect(signIn.status()).toBe(200);
  const pair = (await signIn.json()) as TokenPair;
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e.session-seeded') === null) window.localStorage.setItem('portal.session', value);
    window.sessionStorage.setItem('e2e.session-seeded', 'yes');
  }, JSON.stringify(pair));
  await page.goto('/admin/tenants');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible();
  const table = main.getByRole('table', { name: 'Instances' });

  const suffix = uniqueSuffix();
  await main.getByRole('button', { name: 'Add instance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add instance' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Wholesale portal ${suffix}`);
  await dialog.getByRole('textbox', { name: 'Address' }).fill(`https://wholesale-${suffix}.lender.test`);
  await dialog.getByRole('button', { name: 'Add instance' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: `Wholesale portal ${suffix}` })).toContainText('Enabled');

  // PORTAL_URL may name another address than the one this run serves: open the answer's page here.
  await page.route('**/api/instance-sync/generate-token*', async (route) => {
    const answer = (await (await route.fetch()).json()) as InstanceSyncToken;
    await route.fulfill({ json: { ...answer, url: new URL(`/instance-sync#token=${answer.token}`, page.url()).toString() } });
  });
  const exchanged = page.waitForResponse((response) => response.url().includes('/api/instance-sync/exchange-token'));
  await table.getByRole('row').filter({ hasText: 'This instance' }).getByRole('button', { name: /^Open/ }).click();
  expect((await exchanged).status()).toBe(200);
  await expect(page).not.toHaveURL(/instance-sync|login/);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
});
