import type { FastifyInstance } from 'fastify';
import type { Notification } from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { arrivesWithin, connect, connected, emitWithAck, nextEvent, refused, type PortalClient } from '../helpers/sockets';

let database: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
const sockets: PortalClient[] = [];

const open = (token: string | undefined) => {
  const socket = connect(baseUrl, token);
  sockets.push(socket);
  return socket;
};

beforeAll(async () => {
  database = await createTestDatabase('realtime');
  app = await buildTestApp(database);
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('handshake', () => {
  it('refuses a connection without a token', async () => {
    const error = await refused(open(undefined));
    expect(error.data?.code).toBe('token-missing');
  });

  it('refuses an invalid token', async () => {
    const error = await refused(open('not-a-jwt'));
    expect(error.data?.code).toBe('token-invalid');
  });

  it('refuses an expired token', async () => {
    const shortLived = await buildTestApp(database, { accessTokenTtlSeconds: 1 });
    const url = await shortLived.listen({ port: 0, host: '127.0.0.1' });
    try {
      const pair = await login(shortLived, 'lo@summit.test');
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const socket = connect(url, pair.access.token);
      sockets.push(socket);
      const error = await refused(socket);
      expect(error.data?.code).toBe('token-expired');
    } finally {
      for (const socket of sockets.splice(0)) socket.disconnect();
      await shortLived.close();
    }
  });

  it('keeps the connection when the token expires, but refuses new scopes', async () => {
    // Long enough to connect even on a busy machine, then wait for the token's own expiry.
    const shortLived = await buildTestApp(database, { accessTokenTtlSeconds: 4 });
    const url = await shortLived.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { access } = await login(shortLived, 'lo@summit.test');
      const socket = connect(url, access.token);
      sockets.push(socket);
      await connected(socket);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(access.expires) - Date.now() + 50)));
      expect(await emitWithAck(socket, 'join_scope', { scope: 'group', target: 'org:org-summit' })).toMatchObject({
        ok: false,
        code: 'token-expired',
      });
      expect(socket.connected).toBe(true);
    } finally {
      for (const socket of sockets.splice(0)) socket.disconnect();
      await shortLived.close();
    }
  });

  it('accepts a valid token and sends a session-id right away', async () => {
    const pair = await login(app, 'lo@summit.test');
    const sessionId = await connected(open(pair.access.token));
    expect(typeof sessionId).toBe('string');
    expect(sessionId.length).toBeGreaterThan(5);
  });
});

describe('join_scope', () => {
  it('lets a user join their organisation, and denies another organisation', async () => {
    const socket = open((await login(app, 'lo@summit.test')).access.token);
    await connected(socket);
    expect(await emitWithAck(socket, 'join_scope', { scope: 'group', target: 'org:org-summit' })).toEqual({ ok: true });
    const denied = await emitWithAck(socket, 'join_scope', { scope: 'group', target: 'org:org-harbor' });
    expect(denied).toMatchObject({ ok: false, code: 'not-found' });
    expect(await emitWithAck(socket, 'join_scope', { scope: 'group', target: 'user:usr-harbor-drew' })).toMatchObject({ ok: false });
  });

  it('gives an account executive only the organisations they cover', async () => {
    const socket = open((await login(app, 'ae.casey@lender.test')).access.token);
    await connected(socket);
    expect(await emitWithAck(socket, 'join_scope', { scope: 'group', target: 'org:org-prairie' })).toEqual({ ok: true });
    expect(await emitWithAck(socket, 'join_scope', { scope: 'group', target: 'org:org-summit' })).toMatchObject({ ok: false });
  });

  it('rejects malformed scopes and unknown kinds', async () => {
    const socket = open((await login(app, 'admin@lender.test')).access.token);
    await connected(socket);
    expect(await emitWithAck(socket, 'join_scope', { scope: 'planet' as 'group', target: 'org:org-summit' })).toMatchObject({
      ok: false,
      code: 'invalid-input',
    });
    expect(await emitWithAck(socket, 'join_scope', { scope: 'group', target: 'no-colon' })).toMatchObject({
      ok: false,
      code: 'invalid-scope',
    });
    expect(await emitWithAck(socket, 'join_scope', { scope: 'room', target: 'galaxy:1' })).toMatchObject({
      ok: false,
      code: 'unknown-scope',
    });
    expect(await emitWithAck(socket, 'join_scope', { scope: 'room', target: 'org:org-summit' })).toMatchObject({
      ok: false,
      code: 'invalid-scope',
    });
  });

  it('lets a feature register its own scope kind', async () => {
    // A made-up kind: the real ones (loan, conversation…) belong to their features.
    app.access.registerScopeResolver('desk', { scope: 'room', canJoin: async (user, id) => id === `${user.organizationId}-desk` });
    const socket = open((await login(app, 'lo@summit.test')).access.token);
    await connected(socket);
    expect(await emitWithAck(socket, 'join_scope', { scope: 'room', target: 'desk:org-summit-desk' })).toEqual({ ok: true });
    expect(await emitWithAck(socket, 'join_scope', { scope: 'room', target: 'desk:org-harbor-desk' })).toMatchObject({ ok: false });
    app.publish('room', 'desk:org-summit-desk', 'loan-update', { loanId: 'org-summit-desk' });
    expect(await nextEvent(socket, 'loan-update')).toEqual({ loanId: 'org-summit-desk' });
    expect(await emitWithAck(socket, 'leave_scope', { scope: 'room', target: 'desk:org-summit-desk' })).toEqual({ ok: true });
    app.publish('room', 'desk:org-summit-desk', 'loan-update', { loanId: 'org-summit-desk' });
    expect(await arrivesWithin(socket, 'loan-update', 300)).toBe(false);
  });
});

describe('publishing', () => {
  it('pushes a new notification to the recipient only', async () => {
    const recipient = open((await login(app, 'lo@summit.test')).access.token);
    const bystander = open((await login(app, 'lp@summit.test')).access.token);
    await Promise.all([connected(recipient), connected(bystander)]);
    const pushed = nextEvent(recipient, 'notification');
    const elsewhere = arrivesWithin(bystander, 'notification', 500);
    const response = await app.inject({
      method: 'POST',
      url: '/api/notifications',
      headers: bearer(await login(app, 'ae.jordan@lender.test')),
      payload: { userId: 'usr-summit-taylor', message: 'Appraisal received for loan 1002.', link: '/loan/1002/documents' },
    });
    expect(response.statusCode).toBe(201);
    expect(await pushed).toEqual(response.json<Notification>());
    expect(await elsewhere).toBe(false);
  });

  it('tells every socket about a saved setting', async () => {
    const external = open((await login(app, 'lo@harbor.test')).access.token);
    await connected(external);
    const update = nextEvent(external, 'settings-update');
    await app.inject({
      method: 'PUT',
      url: '/api/settings/company-information',
      headers: bearer(await login(app, 'admin@lender.test')),
      payload: { value: { companyName: 'Keystone Lending' }, version: 1 },
    });
    expect(await update).toEqual({ key: 'company-information' });
  });
});
