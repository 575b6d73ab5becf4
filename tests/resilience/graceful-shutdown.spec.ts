import { samplePdf } from '../support/files';
import { bearer, expect, profileOf, type sendNotification, signIn, skipWithoutCluster, test } from '../support/cluster-fixture';
import { attachmentsOf, contentOf, firstLoanOf, uploadInTwoHalves } from './uploads';

skipWithoutCluster();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once nothing listens on `url` any more, with the answers it gave until then: served
 * (200) until the process handles the signal, then only the clean 503 refusal.
 */
async function untilRefused(url: string): Promise<{ answersWhileClosing: number[] }> {
  const answersWhileClosing: number[] = [];
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await pause(20)) {
    try {
      const response = await fetch(`${url}/api/version`);
      answersWhileClosing.push(response.status);
      if (response.status === 503) expect((await response.json()).code).toBe('service-restarting');
    } catch {
      return { answersWhileClosing };
    }
  }
  throw new Error(`${url} still accepts connections 10 s after SIGTERM`);
}

test('SIGTERM finishes the upload in flight, refuses new work cleanly and exits; through the proxy nothing fails', async ({ cluster }) => {
  const [stopping, steady] = cluster.processes;
  const officer = await signIn(steady.url, 'lo@summit.test');
  const admin = await signIn(steady.url, 'admin@lender.test');
  const officerId = (await profileOf(steady.url, officer)).id;
  const loanId = await firstLoanOf(steady.url, officer);
  const before = await attachmentsOf(steady.url, officer, loanId);

  const file = samplePdf('Signed disclosures', 600_000);
  const upload = uploadInTwoHalves(stopping.url, officer, loanId, 'signed-disclosures.pdf', file);
  await upload.halfSent;
  const exited = stopping.stop('SIGTERM');

  // Users keep working through the one address while the process shuts down.
  const statuses: number[] = [];
  let working = true;
  const traffic = (async () => {
    for (let i = 0; working; i += 1) {
      const read = await fetch(`${cluster.url}/api/notifications`, { headers: bearer(officer) });
      statuses.push(read.status);
      if (i % 5 === 0) statuses.push((await sendNotificationStatus(cluster.url, admin, officerId, i)).valueOf());
    }
  })();

  const { answersWhileClosing } = await untilRefused(stopping.url);
  upload.sendRest();
  const answer = await upload.answer;
  expect(answer.status, answer.body).toBe(201);
  expect(await exited, 'the process exits with 0 once the upload is done').toBe(0);
  working = false;
  await traffic;

  const firstRefusal = answersWhileClosing.indexOf(503);
  expect(firstRefusal === -1 ? [] : answersWhileClosing.slice(firstRefusal).filter((status) => status !== 503)).toEqual([]);
  expect(answersWhileClosing.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  expect(statuses.length).toBeGreaterThan(5);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);

  const after = await attachmentsOf(steady.url, officer, loanId);
  expect(after).toHaveLength(before.length + 1);
  const uploaded = after.find((attachment) => attachment.fileName === 'signed-disclosures.pdf');
  expect(uploaded?.sizeBytes).toBe(file.length);
  expect((await contentOf(steady.url, officer, uploaded!)).equals(file)).toBe(true);

  await stopping.start();
});

test('a process killed in the middle of an upload leaves no half-written attachment', async ({ cluster }) => {
  const [killed, steady] = cluster.processes;
  const officer = await signIn(steady.url, 'lo@summit.test');
  const loanId = await firstLoanOf(steady.url, officer);
  const before = await attachmentsOf(steady.url, officer, loanId);

  const upload = uploadInTwoHalves(killed.url, officer, loanId, 'cut-off.pdf', samplePdf('Cut off', 600_000));
  await upload.halfSent;
  await killed.stop('SIGKILL');
  upload.sendRest();
  await expect(upload.answer).rejects.toThrow();

  const after = await attachmentsOf(steady.url, officer, loanId);
  expect(after.map((a) => a.id)).toEqual(before.map((a) => a.id));
  for (const attachment of after) expect((await contentOf(steady.url, officer, attachment)).length).toBe(attachment.sizeBytes);

  await killed.start();
});

async function sendNotificationStatus(
  baseUrl: string,
  admin: Parameters<typeof sendNotification>[1],
  userId: string,
  i: number,
): Promise<number> {
  const response = await fetch(`${baseUrl}/api/notifications`, {
    method: 'POST',
    headers: { ...bearer(admin), 'content-type': 'application/json' },
    body: JSON.stringify({ userId, message: `Shutdown traffic ${i}`, link: null }),
  });
  return response.status;
}
