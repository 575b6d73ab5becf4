import { expect, type APIRequestContext, type Page, type WebSocket } from '@playwright/test';
import type { NotificationCreateRequest, Profile, AccessSession } from 'shared-rules';
import { DEMO_PASSWORD, sessionFor } from './session';
import { expectAccessible } from './accessibility';
import { navigationTimeout } from './remote-code';

/** Seeded demo users (services' seed); one password for all (`DEMO_PASSWORD`). */
export const DEMO_USERS = {
  summitLoanOfficer: 'lo@summit.test',
  prairieLoanOfficer: 'lo@prairie.test',
  administrator: 'admin@lender.test',
  accountExecutive: 'ae.jordan@lender.test',
  internalWithoutToken: 'ops@lender.test',
  /** Used by the sign-in tests, so their form sign-ins do not eat the others' rate limit. */
  summitLoanProcessor: 'lp@summit.test',
  summitBothRoles: 'both@summit.test',
} as const;

export async function apiProfile(request: APIRequestContext, session: AccessSession): Promise<Profile> {
  const response = await request.get('/api/profile', { headers: { authorization: `Bearer ${session.access.token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Profile;
}

/** Signs in through the login form, as a user would, and waits for the navbar. */
export async function signInThroughForm(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: navigationTimeout() });
  await expectAccessible(page, 'login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signing in starts the portal for the user (their profile, the remotes' manifests): a navigation.
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible({ timeout: navigationTimeout() });
}

/**
 * Resolves when the page's portal socket has received its `session-id`, i.e. it is connected
 * and in its user's room. Call before the navigation that opens the socket.
 */
export function socketReady(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"session-id"')) resolve(socket);
      });
    });
  });
}

/** Sends a notification to `recipient` from the administrator, as services push it live. */
export async function pushNotification(
  request: APIRequestContext,
  recipient: string,
  message: string,
  link: string | null = null,
): Promise<void> {
  const recipientProfile = await apiProfile(request, await sessionFor(recipient));
  const admin = await sessionFor(DEMO_USERS.administrator);
  const body: NotificationCreateRequest = { userId: recipientProfile.id, message, link };
  const response = await request.post('/api/notifications', { data: body, headers: { authorization: `Bearer ${admin.access.token}` } });
  expect(response.status(), await response.text()).toBe(201);
}

/** A text no other test run produces, so assertions find this test's own data. */
export function uniqueText(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}
