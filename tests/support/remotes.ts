import type { Page } from '@playwright/test';

/** Where each remote is deployed in `npm run up` and the Playwright portal. */
export const REMOTE_ORIGINS = {
  mfe_loan: 'http://localhost:3001',
  mfe_admin: 'http://localhost:3002',
  mfe_help_center: 'http://localhost:3003',
  mfe_assistant: 'http://localhost:3004',
  mfe_add_loan: 'http://localhost:3005',
} as const;

export type RemoteName = keyof typeof REMOTE_ORIGINS;

/** Makes one remote's manifest unreachable for this page (its deployment is down). */
export async function abortManifest(page: Page, remote: RemoteName): Promise<void> {
  await page.route(`${REMOTE_ORIGINS[remote]}/mf-manifest.json*`, (route) => route.abort('connectionrefused'));
}

/** Makes every file of one remote unreachable, as if its server were stopped. */
export async function stopRemoteServer(page: Page, remote: RemoteName): Promise<void> {
  await page.route(`${REMOTE_ORIGINS[remote]}/**`, (route) => route.abort('connectionrefused'));
}

export async function restoreRemote(page: Page, remote: RemoteName): Promise<void> {
  await page.unroute(`${REMOTE_ORIGINS[remote]}/mf-manifest.json*`);
  await page.unroute(`${REMOTE_ORIGINS[remote]}/**`);
}
