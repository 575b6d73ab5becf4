import { test as base, expect } from './portal-test';
import type { AccessSession, Notification, NotificationCreateRequest, Profile } from 'shared-rules';
import { clusterUnavailableReason, startServiceCluster, type ServiceCluster } from './service-cluster.cjs';
import { DEMO_PASSWORD } from './session';

/**
 * The fault tests' rig: two service processes on one PostgreSQL database and one Redis behind
 * the service proxy, started once per Playwright worker and shared by every fault test. A test
 * that stops a process starts it again before it ends.
 */
export const test = base.extend<object, { cluster: ServiceCluster }>({
  cluster: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use) => {
      const cluster = await startServiceCluster({ processes: 2 });
      await use(cluster);
      await cluster.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

export { expect };

/**
 * Skips the calling file where the rig cannot run: `npm test` on a machine with only Node and npm
 * has no shared PostgreSQL database and no Redis for several service processes. On CI (`.ci/run`
 * sets both) a missing service is a failure, never a silent skip.
 */
export function skipWithoutCluster(): void {
  const reason = clusterUnavailableReason();
  if (reason !== null && process.env.CI) throw new Error(`The fault tests need their services on CI: ${reason}`);
  test.skip(reason !== null, reason ?? '');
}

export async function signIn(baseUrl: string, email: string): Promise<AccessSession> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status, `sign-in of ${email}`).toBe(200);
  return (await response.json()) as AccessSession;
}

export function bearer(session: AccessSession): { authorization: string } {
  return { authorization: `Bearer ${session.access.token}` };
}

export async function profileOf(baseUrl: string, session: AccessSession): Promise<Profile> {
  const response = await fetch(`${baseUrl}/api/profile`, { headers: bearer(session) });
  expect(response.status).toBe(200);
  return (await response.json()) as Profile;
}

/** Sends a notification as `sender` through `baseUrl`; resolves with the stored notification. */
export async function sendNotification(baseUrl: string, sender: AccessSession, userId: string, message: string): Promise<Notification> {
  const body: NotificationCreateRequest = { userId, message, link: null };
  const response = await fetch(`${baseUrl}/api/notifications`, {
    method: 'POST',
    headers: { ...bearer(sender), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Notification;
}
