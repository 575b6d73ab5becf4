import type { FastifyInstance } from 'fastify';
import type { LoanCreateResponse } from 'shared-rules';
import { arrivesWithin, connect, connected, emitWithAck, nextEvent, type PortalClient } from '../helpers/sockets';
import { buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
const tokens: Record<string, string> = {};
const sockets: PortalClient[] = [];

// A generous timeout: starting PGlite, migrating, seeding and signing in share two cores with other suites.
beforeAll(async () => {
  database = await createTestDatabase('loans-live-updates');
  app = await buildTestApp(database);
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const email of ['lo@summit.test', 'lo@harbor.test']) tokens[email] = (await login(app, email)).access.token;
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app?.close();
  await database?.drop();
});

async function socketOf(email: string): Promise<PortalClient> {
  const socket = connect(baseUrl, tokens[email]);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

it('a loan room can be joined only by users who may read the loan', async () => {
  const summit = await socketOf('lo@summit.test');
  expect(await emitWithAck(summit, 'join_scope', { scope: 'room', target: 'loan:loan-demo-01' })).toEqual({ ok: true });
  const foreign = await emitWithAck(summit, 'join_scope', { scope: 'room', target: 'loan:loan-demo-05' });
  const missing = await emitWithAck(summit, 'join_scope', { scope: 'room', target: 'loan:loan-nowhere' });
  expect(foreign).toMatchObject({ ok: false, code: 'not-found' });
  expect(missing).toMatchObject({ ok: false, code: 'not-found' });
});

it("a new loan is announced with loan-update to its organisation's sockets only", async () => {
  const summit = await socketOf('lo@summit.test');
  const harbor = await socketOf('lo@harbor.test');
  const summitUpdate = nextEvent(summit, 'loan-update');
  const harborHears = arrivesWithin(harbor, 'loan-update', 1500);
  const response = await app.inject({
    method: 'POST',
    url: '/api/loans',
    headers: { authorization: `Bearer ${tokens['lo@summit.test']}` },
    payload: {
      channel: 'Banked - Wholesale',
      delegated: false,
      loanData: {
        loanProgramName: 'VA 30 Year Fixed',
        mortgageType: 'VA',
        fields: {
          '19': 'NoCash-Out Refinance',
          '1109': 310000,
          '11': '77 Ridge Rd',
          '12': 'Boise',
          '14': 'ID',
          '15': '83702',
          '4000': 'Wei',
          '4002': 'Chen',
        },
      },
      contacts: {
        loanOfficer: { orgId: 'org-summit', contactId: 'usr-summit-taylor' },
        loanProcessor: { orgId: 'org-summit', contactId: 'usr-summit-morgan' },
      },
    },
  });
  expect(response.statusCode).toBe(201);
  expect(await summitUpdate).toEqual({ loanId: response.json<LoanCreateResponse>().loan.id });
  expect(await harborHears).toBe(false);
});
