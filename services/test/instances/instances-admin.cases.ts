import type { FastifyInstance } from 'fastify';
import { type ApiProblem, type Instance, INSTANCE_SYNC_TEXTS, INSTANCE_TEXTS } from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

type Headers = { authorization: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

let database: TestDatabase;
let app: FastifyInstance;
const as = {} as Record<'admin' | 'ae' | 'broker', Headers>;

beforeAll(async () => {
  database = await createTestDatabase('instances-admin');
  app = await buildTestApp(database);
  as.admin = bearer(await login(app, 'admin@lender.test'));
  as.ae = bearer(await login(app, 'ae.jordan@lender.test'));
  as.broker = bearer(await login(app, 'lo@summit.test'));
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const list = async () => (await call('GET', '/api/admin/instances', as.admin)).json<Instance[]>();
const refusalOf = (response: Awaited<ReturnType<typeof call>>) => {
  const problem = response.json<ApiProblem>();
  return { status: response.statusCode, code: problem.code, detail: problem.detail, field: problem.fields?.[0]?.field };
};
const auditOf = (entityId: string) =>
  database.handle.db
    .selectFrom('auditLog')
    .select(['action', 'actorId', 'details'])
    .where('entityId', '=', entityId)
    .orderBy('id')
    .execute();

describe('listing the instances', () => {
  it('shows this portal first, at its configured address, then the demo sibling', async () => {
    const instances = await list();
    expect(instances.map(({ id, name, baseUrl, isCurrent, enabled }) => ({ id, name, baseUrl, isCurrent, enabled }))).toEqual([
      { id: 'ins-current', name: 'Keystone Lending portal', baseUrl: 'http://localhost:3000', isCurrent: true, enabled: true },
      {
        id: 'ins-staging',
        name: 'Correspondent portal (staging)',
        baseUrl: 'https://staging.correspondent.lender.test',
        isCurrent: false,
        enabled: true,
      },
    ]);
  });

  it('is for administrators only: others are answered as if it did not exist', async () => {
    for (const headers of [as.ae, as.broker]) expect((await call('GET', '/api/admin/instances', headers)).statusCode).toBe(404);
  });
});

describe('adding and changing an instance', () => {
  let added: Instance;

  it('adds a sibling with a trimmed name and a normalised address, and audits it', async () => {
    const response = await call('POST', '/api/admin/instances', as.admin, {
      name: '  Retail portal ',
      baseUrl: 'HTTPS://Retail.Lender.test/',
    });
    expect(response.statusCode).toBe(201);
    added = response.json<Instance>();
    expect(added).toMatchObject({ name: 'Retail portal', baseUrl: 'https://retail.lender.test', isCurrent: false, enabled: true });
    expect((await list()).map((instance) => instance.name)).toEqual([
      'Keystone Lending portal',
      'Correspondent portal (staging)',
      'Retail portal',
    ]);
    expect(await auditOf(added.id)).toEqual([
      {
        action: 'instance.create',
        actorId: 'usr-admin-alex',
        details: { name: 'Retail portal', baseUrl: 'https://retail.lender.test', enabled: true },
      },
    ]);
  });

  it('refuses a taken name or address (409) and an address people cannot open (422), under the field', async () => {
    const taken = await call('POST', '/api/admin/instances', as.admin, { name: 'retail PORTAL', baseUrl: 'https://other.lender.test' });
    expect(refusalOf(taken)).toEqual({ status: 409, code: 'instance-name-taken', detail: INSTANCE_TEXTS.nameTaken, field: 'body.name' });
    const sameAddress = await call('POST', '/api/admin/instances', as.admin, { name: 'Other', baseUrl: 'https://retail.lender.test//' });
    expect(refusalOf(sameAddress)).toEqual({
      status: 409,
      code: 'instance-url-taken',
      detail: INSTANCE_TEXTS.urlTaken,
      field: 'body.baseUrl',
    });
    const notAnAddress = await call('POST', '/api/admin/instances', as.admin, { name: 'Other', baseUrl: 'retail.lender.test' });
    expect(refusalOf(notAnAddress)).toEqual({
      status: 422,
      code: 'instance-url-invalid',
      detail: INSTANCE_TEXTS.urlInvalid,
      field: 'body.baseUrl',
    });
    const blank = await call('POST', '/api/admin/instances', as.admin, { name: '   ', baseUrl: 'https://other.lender.test' });
    expect(refusalOf(blank)).toMatchObject({ status: 422, field: 'body.name' });
    expect(await list()).toHaveLength(3);
  });

  it('disables and renames a sibling, auditing what changed', async () => {
    const response = await call('PATCH', `/api/admin/instances/${added.id}`, as.admin, { enabled: false, name: 'Retail portal (old)' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Instance>()).toMatchObject({ name: 'Retail portal (old)', enabled: false });
    expect((await auditOf(added.id)).at(-1)).toEqual({
      action: 'instance.update',
      actorId: 'usr-admin-alex',
      details: {
        changed: ['name', 'enabled'],
        name: { from: 'Retail portal', to: 'Retail portal (old)' },
        enabled: { from: true, to: false },
      },
    });
  });

  it('keeps this portal enabled, at the address PORTAL_URL gives it, and listed', async () => {
    const disable = await call('PATCH', '/api/admin/instances/ins-current', as.admin, { enabled: false });
    expect(refusalOf(disable)).toMatchObject({ status: 409, detail: INSTANCE_TEXTS.currentCannotBeDisabled });
    const move = await call('PATCH', '/api/admin/instances/ins-current', as.admin, { baseUrl: 'https://elsewhere.lender.test' });
    expect(refusalOf(move)).toMatchObject({ status: 422, detail: INSTANCE_TEXTS.currentAddressFromConfig, field: 'body.baseUrl' });
    const remove = await call('DELETE', '/api/admin/instances/ins-current', as.admin);
    expect(refusalOf(remove)).toMatchObject({ status: 409, detail: INSTANCE_TEXTS.currentCannotBeDeleted });
    const rename = await call('PATCH', '/api/admin/instances/ins-current', as.admin, { name: 'Keystone production' });
    expect(rename.json<Instance>()).toMatchObject({ name: 'Keystone production', isCurrent: true, enabled: true });
  });

  it('removes a sibling, and audits it', async () => {
    expect((await call('DELETE', `/api/admin/instances/${added.id}`, as.admin)).statusCode).toBe(204);
    expect((await list()).map((instance) => instance.id)).not.toContain(added.id);
    expect((await auditOf(added.id)).at(-1)?.action).toBe('instance.delete');
    expect(refusalOf(await call('PATCH', `/api/admin/instances/${added.id}`, as.admin, { enabled: true }))).toMatchObject({
      status: 404,
      detail: INSTANCE_TEXTS.unknown,
    });
  });

  it('refuses every write to anyone but an administrator (403), before reading it', async () => {
    for (const headers of [as.ae, as.broker]) {
      const writes = [
        await call('POST', '/api/admin/instances', headers, { name: 'Mine', baseUrl: 'https://mine.test' }),
        await call('PATCH', '/api/admin/instances/ins-staging', headers, { enabled: false }),
        await call('DELETE', '/api/admin/instances/ins-staging', headers),
      ];
      for (const response of writes) {
        expect(refusalOf(response)).toEqual({
          status: 403,
          code: 'instances-admins-only',
          detail: INSTANCE_TEXTS.adminsOnly,
          field: undefined,
        });
      }
    }
    expect((await list()).find((instance) => instance.id === 'ins-staging')?.enabled).toBe(true);
  });
});

describe('without a shared secret', () => {
  it('moves nobody, and says what is missing', async () => {
    const response = await call('GET', '/api/instance-sync/generate-token?isSameInstance=true', as.admin);
    expect(refusalOf(response)).toEqual({
      status: 503,
      code: 'instance-sync-off',
      detail: INSTANCE_SYNC_TEXTS.offNoSecret,
      field: undefined,
    });
  });
});
