import type { Notification } from 'shared-rules';
import { type ClientReport, ClientProcess } from './client-processes';
import { expect, profileOf, sendNotification, signIn, skipWithoutCluster, test } from '../support/cluster-fixture';

skipWithoutCluster();

const CLIENTS = 200;
const CLIENT_PROCESSES = 2;
/** One notification every 40 ms: the list (200 newest) holds every one created during the test. */
const CREATE_EVERY_MS = 40;
const WAIT_LIMIT_MS = 30_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function reports(processes: ClientProcess[]): Promise<ClientReport[]> {
  return (await Promise.all(processes.map((p) => p.report()))).flat();
}

/** Polls the client processes until `done` holds for their reports, or the limit passes. */
async function reportsWhen(processes: ClientProcess[], done: (all: ClientReport[]) => boolean): Promise<ClientReport[]> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  let all = await reports(processes);
  while (!done(all) && Date.now() < deadline) {
    await pause(200);
    all = await reports(processes);
  }
  return all;
}

test('200 connected clients lose and duplicate no notification while a service process restarts', async ({ cluster }) => {
  const [restarted, steady] = cluster.processes;
  const admin = await signIn(steady.url, 'admin@lender.test');
  const recipient = await signIn(cluster.url, 'lp@summit.test');
  const recipientId = (await profileOf(cluster.url, recipient)).id;

  const processes = Array.from({ length: CLIENT_PROCESSES }, () => new ClientProcess());
  try {
    // Through the one address: the proxy spreads the sockets over both processes.
    await Promise.all(processes.map((p) => p.connect(cluster.url, recipient.access.token, CLIENTS / CLIENT_PROCESSES)));

    const created: Notification[] = [];
    let creating = true;
    const creator = (async () => {
      while (creating) {
        created.push(await sendNotification(steady.url, admin, recipientId, `Status update ${created.length + 1}`));
        await pause(CREATE_EVERY_MS);
      }
    })();

    await pause(500);
    const restartStarted = Date.now();
    expect(await restarted.stop('SIGTERM'), 'a graceful shutdown exits with 0').toBe(0);
    await restarted.start();
    const restartMs = Date.now() - restartStarted;

    const reconnected = await reportsWhen(processes, (all) => all.every((c) => c.connected));
    expect(
      reconnected.filter((c) => !c.connected),
      'clients still disconnected',
    ).toHaveLength(0);
    await pause(500);
    creating = false;
    await creator;

    const createdIds = new Set(created.map((n) => n.id));
    const final = await reportsWhen(processes, (all) => all.every((c) => [...createdIds].every((id) => c.ids.includes(id))));
    const lost = final.reduce((sum, c) => sum + [...createdIds].filter((id) => !c.ids.includes(id)).length, 0);
    const duplicated = final.reduce((sum, c) => sum + c.ids.length - new Set(c.ids).size, 0);
    const reconnectTimes = final.flatMap((c) => c.reconnectMs).sort((a, b) => a - b);
    const summary = {
      clients: final.length,
      clientsThatReconnected: final.filter((c) => c.reconnectMs.length > 0).length,
      notificationsCreated: created.length,
      lost,
      duplicated,
      gaveUp: final.filter((c) => c.gaveUp).length,
      restartMs,
      reconnectMsP50: percentile(reconnectTimes, 50),
      reconnectMsP99: percentile(reconnectTimes, 99),
      reconnectMsMax: reconnectTimes.at(-1),
    };
    console.log(`restart under ${CLIENTS} connected clients: ${JSON.stringify(summary)}`);
    test.info().annotations.push({ type: 'figures', description: JSON.stringify(summary) });

    for (const p of processes) expect(p.reportedFailure).toBeNull();
    // Round robin put about half the sockets on the restarted process; they all came back.
    expect(summary.clientsThatReconnected).toBeGreaterThan(CLIENTS / 4);
    expect(summary.gaveUp).toBe(0);
    expect(lost).toBe(0);
    expect(duplicated).toBe(0);
    expect(created.length).toBeGreaterThan(20);
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
  }
});
