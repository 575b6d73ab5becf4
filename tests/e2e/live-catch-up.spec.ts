import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import type { LoanSummary, Paged } from 'shared-rules';
import { samplePdf } from '../support/files';
import { DEMO_USERS, pushNotification, uniqueText } from '../support/portal';
import { accessTokenFor, openSignedIn } from '../support/session';

const USER = DEMO_USERS.summitLoanOfficer;

/**
 * Puts the page's socket through a switch: while `down`, the line is cut and every reconnect
 * attempt is refused, as when a laptop sleeps or a service restarts. `connections` counts the
 * sockets the server let in (its `session-id` reached the page).
 */
async function socketLine(page: Page) {
  let down = false;
  const live = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();
  const waiting: Array<() => void> = [];
  let connections = 0;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (down) {
      void ws.close({ code: 1001, reason: 'offline' });
      return;
    }
    const server = ws.connectToServer();
    server.onMessage((message) => {
      ws.send(message);
      if (String(message).includes('"session-id"')) {
        connections += 1;
        for (const resolve of waiting.splice(0)) resolve();
      }
    });
    live.add({ page: ws, server });
  });
  const nextConnection = () => new Promise<void>((resolve) => waiting.push(resolve));
  return {
    get connections() {
      return connections;
    },
    nextConnection,
    async cut() {
      down = true;
      for (const { page: pageSide, server } of live) {
        await server.close();
        await pageSide.close({ code: 1001, reason: 'offline' });
      }
      live.clear();
    },
    restore() {
      down = false;
    },
  };
}

test('after the socket comes back, the notifications and the open loan show what was pushed while it was down, without a reload', async ({
  page,
}) => {
  const line = await socketLine(page);
  const firstConnection = line.nextConnection();
  const token = await accessTokenFor(USER);
  const loans = await page.request.get('/api/loans?page=1&pageSize=5', { headers: { authorization: `Bearer ${token}` } });
  const loanId = ((await loans.json()) as Paged<LoanSummary>).items[0].id;
  await openSignedIn(page, USER, `/loan/${loanId}/documents`);
  const uncategorized = page.getByRole('main').getByRole('region', { name: 'Uncategorized' });
  await expect(uncategorized).toBeVisible();
  await firstConnection;
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });

  await line.cut();
  const message = uniqueText('Appraisal received for');
  await pushNotification(page.request, USER, message);
  const fileName = `${uniqueText('title-report').replace(/\s/g, '-')}.pdf`;
  const uploaded = await page.request.post(`/api/loans/${loanId}/attachments`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: fileName, mimeType: 'application/pdf', buffer: samplePdf('Title report') } },
  });
  expect(uploaded.status()).toBe(201);
  // Nothing reached the page while the line was down.
  await expect(uncategorized.getByText(fileName)).toHaveCount(0);

  const reconnected = line.nextConnection();
  line.restore();
  await reconnected;

  await expect(uncategorized.getByText(fileName)).toBeVisible();
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem', { name: `Unread notification: ${message}` }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(line.connections).toBe(2);
});
