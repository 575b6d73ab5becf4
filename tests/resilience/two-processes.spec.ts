import { io } from 'socket.io-client';
import type { Banner, ClientToServerEvents, Notification, ServerToClientEvents, SettingEntry } from 'shared-rules';
import type { Socket } from 'socket.io-client';
import { bearer, expect, profileOf, sendNotification, signIn, skipWithoutCluster, test } from '../support/cluster-fixture';

type PortalClient = Socket<ServerToClientEvents, ClientToServerEvents>;

skipWithoutCluster();

const ADMINISTRATOR = 'admin@lender.test';
const LOAN_OFFICER = 'lo@prairie.test';

/** A socket as the browser opens it (websocket only), resolved once the server has placed it in its rooms. */
async function openSocket(baseUrl: string, token: string): Promise<PortalClient> {
  const socket: PortalClient = io(baseUrl, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('session-id', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

function nextNotification(socket: PortalClient): Promise<Notification> {
  return new Promise((resolve) => socket.once('notification', resolve));
}

test('a notification created through one process reaches a socket connected to the other', async ({ cluster }) => {
  const [first, second] = cluster.processes;
  const admin = await signIn(first.url, ADMINISTRATOR);
  const officer = await signIn(second.url, LOAN_OFFICER);
  const socket = await openSocket(second.url, officer.access.token);
  try {
    const arrives = nextNotification(socket);
    const sent = await sendNotification(first.url, admin, (await profileOf(first.url, officer)).id, 'Conditions cleared on 1042');
    expect(await arrives).toEqual(sent);
  } finally {
    socket.disconnect();
  }
});

test('a setting saved through one process is what the other serves at once, and its sockets hear of it', async ({ cluster }) => {
  const [first, second] = cluster.processes;
  const admin = await signIn(first.url, ADMINISTRATOR);
  const officer = await signIn(second.url, LOAN_OFFICER);
  const readBanner = async () => {
    const response = await fetch(`${second.url}/api/settings/banner`, { headers: bearer(officer) });
    expect(response.status).toBe(200);
    return (await response.json()) as SettingEntry;
  };
  // The second process now holds the banner in its read cache.
  const before = await readBanner();
  const socket = await openSocket(second.url, officer.access.token);
  try {
    const heard = new Promise<{ key: string }>((resolve) => socket.once('settings-update', resolve));
    const value: Banner = { ...(before.value as Banner), message: 'Rate sheet updated at 10:30' };
    const saved = await fetch(`${first.url}/api/settings/banner`, {
      method: 'PUT',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ value, version: before.version }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    expect(await heard).toEqual({ key: 'banner' });
    const after = await readBanner();
    expect(after.value).toMatchObject({ message: 'Rate sheet updated at 10:30' });
    expect(after.version).toBe(before.version + 1);
  } finally {
    socket.disconnect();
  }
});

test('through the one address, sockets opened without sticky sessions (round robin over both processes) all hear a push', async ({
  cluster,
}) => {
  const admin = await signIn(cluster.url, ADMINISTRATOR);
  const officer = await signIn(cluster.url, LOAN_OFFICER);
  const userId = (await profileOf(cluster.url, officer)).id;
  const sockets = await Promise.all(Array.from({ length: 6 }, () => openSocket(cluster.url, officer.access.token)));
  try {
    const arrivals = sockets.map(nextNotification);
    const sent = await sendNotification(cluster.url, admin, userId, 'Appraisal received');
    for (const arrived of await Promise.all(arrivals)) expect(arrived.id).toBe(sent.id);
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
});

test('the sign-in limit counts the attempts made on both processes together', async ({ cluster }) => {
  const [first, second] = cluster.processes;
  const attempt = async (baseUrl: string) => {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
      body: JSON.stringify({ email: 'lo@harbor.test', password: 'not-the-password' }),
    });
    return response.status;
  };
  // Alternating between the processes: alone, each would let its own five failures through before
  // any wait (ten in all). Counted together, the sixth attempt waits, and each further failure
  // doubles the wait, so a refusal comes by the eighth even on a slow machine.
  const statuses: number[] = [];
  for (let i = 0; i < 8 && !statuses.includes(429); i += 1) statuses.push(await attempt(i % 2 === 0 ? first.url : second.url));
  expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
  expect(statuses).toContain(429);
});
