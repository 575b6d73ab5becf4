import type { FastifyInstance } from 'fastify';
import {
  type ApiProblem,
  INSTANCE_SYNC_SECRET_TEXTS,
  INSTANCE_SYNC_TEXTS,
  INSTANCE_TEXTS,
  type InstanceSyncGeneratedSecret,
  type InstanceSyncStatus,
} from 'shared-rules';
import { syncSecretFingerprint } from '../../src/features/instances/sync-secret';
import { signSyncToken } from '../../src/features/instances/sync-token';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  login,
  randomSecret,
  type TestDatabase,
  type TestSession,
  SESSION_HEADERS,
} from '../helpers/test-app';

const THIS_PORTAL = 'http://localhost:3000';
const SIBLING = 'https://staging.correspondent.lender.test';
const FORMER_DEVELOPMENT_SECRET = ['development', 'only', 'instance', 'sync', 'secret', 'do', 'not', 'deploy'].join('-');
const STATUS = '/api/admin/instance-sync';
const SECRET = '/api/admin/instance-sync/secret';

let database: TestDatabase;
/** Two service processes on one database, as a portal behind a balancer runs. */
let first: FastifyInstance;
let second: FastifyInstance;
let admin: TestSession;
let executive: TestSession;
let broker: TestSession;

beforeAll(async () => {
  database = await createTestDatabase('instance-sync-secret');
  const secretsKey = randomSecret();
  first = await buildTestApp(database, { secretsKey });
  second = await buildTestApp(database, { secretsKey });
  admin = await login(first, 'admin@lender.test');
  executive = await login(first, 'ae.jordan@lender.test');
  broker = await login(first, 'lo@summit.test');
}, 120_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
  await database?.drop();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, pair: TestSession, payload?: object, app: FastifyInstance = first) =>
  app.inject({ method, url, headers: bearer(pair), ...(payload ? { payload } : {}) });
const status = async (app: FastifyInstance = first) => (await call('GET', STATUS, admin, undefined, app)).json<InstanceSyncStatus>();
const exchangeAt = (app: FastifyInstance, secret: string, sub = 'lo@summit.test') =>
  app.inject({
    method: 'GET',
    url: `/api/instance-sync/exchange-token?token=${signSyncToken(secret, { sub, aud: THIS_PORTAL, iss: SIBLING }, new Date()).token}`,
    headers: SESSION_HEADERS,
  });

describe('the shared secret an administrator sets', () => {
  it('starts off, saying a secret is missing', async () => {
    expect(await status()).toEqual({
      on: false,
      offReason: INSTANCE_SYNC_TEXTS.offNoSecret,
      secretSource: null,
      secretFingerprint: null,
      secretSetAt: null,
      secretSetBy: null,
      enabledSiblings: 1,
    });
  });

  it('is generated once, shown in that answer only, stored sealed, and signs links at every process at once', async () => {
    const response = await call('POST', SECRET, admin);
    expect(response.statusCode).toBe(201);
    const { secret, status: after } = response.json<InstanceSyncGeneratedSecret>();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(after).toMatchObject({
      on: true,
      offReason: null,
      secretSource: 'generated',
      secretFingerprint: syncSecretFingerprint(secret),
      secretSetBy: 'Alex Morgan',
    });
    expect(after.secretFingerprint).toMatch(/^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}$/);
    // Never readable again: not from the status, not from the database, not from the audit.
    expect(JSON.stringify(await status())).not.toContain(secret);
    const stored = await database.handle.db
      .selectFrom('serverSecrets')
      .select('value')
      .where('name', 'like', 'stored:instance-sync%')
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].value).not.toContain(secret);
    const audit = await database.handle.db
      .selectFrom('auditLog')
      .select(['actorId', 'details'])
      .where('action', '=', 'instance-sync.secret-generate')
      .executeTakeFirstOrThrow();
    expect(audit.actorId).toBe('usr-admin-alex');
    expect(JSON.stringify(audit.details)).not.toContain(secret);
    expect(JSON.stringify(audit.details)).toContain(syncSecretFingerprint(secret));

    expect((await exchangeAt(second, secret)).statusCode).toBe(200);
    expect((await status(second)).secretFingerprint).toBe(syncSecretFingerprint(secret));
  });

  it('takes the secret a sibling generated, after which the previous one signs nobody in', async () => {
    const previous = (await call('POST', SECRET, admin)).json<InstanceSyncGeneratedSecret>().secret;
    const fromSibling = randomSecret();
    const response = await call('PUT', SECRET, admin, { secret: ` ${fromSibling} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json<InstanceSyncStatus>()).toMatchObject({
      on: true,
      secretSource: 'entered',
      secretFingerprint: syncSecretFingerprint(fromSibling),
    });
    expect((await exchangeAt(second, fromSibling)).statusCode).toBe(200);
    expect((await exchangeAt(first, previous)).json<ApiProblem>().code).toBe('instance-sync-token-invalid');
  });

  it('refuses a short secret, one with spaces and one published in the source, under the field, keeping the stored one', async () => {
    const before = await status();
    const cases = [
      { secret: 'short-secret', detail: INSTANCE_SYNC_SECRET_TEXTS.tooShort },
      { secret: `${randomSecret()} ${randomSecret()}`, detail: INSTANCE_SYNC_SECRET_TEXTS.hasSpaces },
      { secret: FORMER_DEVELOPMENT_SECRET, detail: INSTANCE_SYNC_SECRET_TEXTS.published },
    ];
    for (const { secret, detail } of cases) {
      const response = await call('PUT', SECRET, admin, { secret });
      expect(response.statusCode).toBe(422);
      expect(response.json<ApiProblem>().fields).toEqual([{ field: 'body.secret', message: detail }]);
    }
    expect(await status()).toEqual(before);
  });

  it('is for administrators only: others do not see it (404) and cannot set it (403)', async () => {
    for (const pair of [executive, broker]) {
      expect((await call('GET', STATUS, pair)).statusCode).toBe(404);
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        const response = await call(method, SECRET, pair, method === 'PUT' ? { secret: randomSecret() } : undefined);
        expect(response.statusCode).toBe(403);
        expect(response.json<ApiProblem>()).toMatchObject({ code: 'instances-admins-only', detail: INSTANCE_TEXTS.adminsOnly });
      }
    }
  });

  it('is off again once removed, and while no sibling is enabled', async () => {
    const removed = await call('DELETE', SECRET, admin);
    expect(removed.json<InstanceSyncStatus>()).toMatchObject({ on: false, offReason: INSTANCE_SYNC_TEXTS.offNoSecret, secretSource: null });
    expect((await exchangeAt(second, randomSecret())).json<ApiProblem>()).toMatchObject({
      code: 'instance-sync-off',
      detail: INSTANCE_SYNC_TEXTS.offNoSecret,
    });
    const audit = await database.handle.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'instance-sync.secret-remove')
      .execute();
    expect(audit).toHaveLength(1);

    await call('POST', SECRET, admin);
    const disabled = await first.inject({
      method: 'PATCH',
      url: '/api/admin/instances/ins-staging',
      headers: bearer(admin),
      payload: { enabled: false },
    });
    expect(disabled.statusCode).toBe(200);
    expect(await status()).toMatchObject({
      on: false,
      offReason: INSTANCE_SYNC_TEXTS.offNoSibling,
      enabledSiblings: 0,
      secretSource: 'generated',
    });
  });
});

describe('where the secret cannot be set here', () => {
  it('uses INSTANCE_SYNC_SECRET when the services have one, and says the page cannot change it', async () => {
    const environmentSecret = randomSecret();
    const app = await buildTestApp(database, { secretsKey: randomSecret(), instanceSyncSecret: environmentSecret });
    try {
      expect((await status(app)).secretSource).toBe('environment');
      expect((await status(app)).secretFingerprint).toBe(syncSecretFingerprint(environmentSecret));
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        const response = await call(method, SECRET, admin, method === 'PUT' ? { secret: randomSecret() } : undefined, app);
        expect(response.statusCode).toBe(409);
        expect(response.json<ApiProblem>()).toMatchObject({
          code: 'instance-sync-secret-from-environment',
          detail: INSTANCE_SYNC_SECRET_TEXTS.fromEnvironment,
        });
      }
    } finally {
      await app.close();
    }
  });

  it('refuses to store one without SECRETS_KEY, and ignores one stored under another key', async () => {
    const app = await buildTestApp(database, {});
    try {
      const response = await call('POST', SECRET, admin, undefined, app);
      expect(response.json<ApiProblem>()).toMatchObject({
        code: 'secrets-key-missing',
        detail: INSTANCE_SYNC_SECRET_TEXTS.secretsKeyMissing,
      });
      expect((await status(app)).secretSource).toBeNull();
    } finally {
      await app.close();
    }
    const otherKey = await buildTestApp(database, { secretsKey: randomSecret() });
    try {
      expect((await status(otherKey)).secretSource).toBeNull();
    } finally {
      await otherKey.close();
    }
  });
});
