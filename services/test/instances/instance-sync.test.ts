import type { FastifyInstance } from 'fastify';
import { type ApiProblem, type InstanceSyncToken, INSTANCE_SYNC_TEXTS, INSTANCE_TEXTS, type Profile, type TokenPair } from 'shared-rules';
import { signSyncToken } from '../../src/instances/sync-token';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { adminActingAs } from '../impersonation/impersonation-helpers';

const SECRET = 'test-instance-sync-secret-shared-by-every-instance-0123';
const THIS_PORTAL = 'http://localhost:3000';
const SIBLING = 'https://staging.correspondent.lender.test';

let database: TestDatabase;
let app: FastifyInstance;
let admin: TokenPair;
let officer: TokenPair;

beforeAll(async () => {
  database = await createTestDatabase('instance-sync');
  app = await buildTestApp(database, { instanceSyncSecret: SECRET });
  admin = await login(app, 'admin@lender.test');
  officer = await login(app, 'lo@summit.test');
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const generate = (pair: TokenPair, query: string) =>
  app.inject({ method: 'GET', url: `/api/instance-sync/generate-token?${query}`, headers: bearer(pair) });
const exchange = (token: string) =>
  app.inject({ method: 'GET', url: `/api/instance-sync/exchange-token?token=${encodeURIComponent(token)}` });
const refusalOf = (response: Awaited<ReturnType<typeof exchange>>) => {
  const problem = response.json<ApiProblem>();
  return { status: response.statusCode, code: problem.code, detail: problem.detail };
};
/** A token another instance sharing the secret would make, at `now`. */
const tokenFromSibling = (sub: string, aud = THIS_PORTAL, now = new Date()) => signSyncToken(SECRET, { sub, aud, iss: SIBLING }, now).token;

describe('moving to this same instance', () => {
  it('gives a one-minute token and the address to open, and the token signs the user in here', async () => {
    const before = Date.now();
    const response = await generate(officer, 'isSameInstance=true');
    expect(response.statusCode).toBe(200);
    const answer = response.json<InstanceSyncToken>();
    expect(answer.url).toBe(`${THIS_PORTAL}/instance-sync#token=${answer.token}`);
    const lifetime = Date.parse(answer.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(55_000);
    expect(lifetime).toBeLessThanOrEqual(61_000);

    const exchanged = await exchange(answer.token);
    expect(exchanged.statusCode).toBe(200);
    const pair = exchanged.json<TokenPair>();
    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(pair) });
    expect(profile.json<Profile>().email).toBe('lo@summit.test');
    const refreshed = await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh: pair.refresh } });
    expect(refreshed.statusCode).toBe(200);

    const audit = await database.handle.db
      .selectFrom('auditLog')
      .select(['action', 'actorId', 'entityId'])
      .where('action', 'like', 'instance-sync.%')
      .where('actorId', '=', 'usr-summit-taylor')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'instance-sync.generate', actorId: 'usr-summit-taylor', entityId: 'ins-current' },
      { action: 'instance-sync.exchange', actorId: 'usr-summit-taylor', entityId: 'usr-summit-taylor' },
    ]);
  });

  it('works once: a second use is refused', async () => {
    const { token } = (await generate(admin, 'isSameInstance=true')).json<InstanceSyncToken>();
    expect((await exchange(token)).statusCode).toBe(200);
    expect(refusalOf(await exchange(token))).toEqual({
      status: 410,
      code: 'instance-sync-token-used',
      detail: 'This link was already used',
    });
  });

  it('is refused while an administrator impersonates someone', async () => {
    const { session } = await adminActingAs(app, 'usr-summit-morgan');
    const response = await generate(session.tokens, 'isSameInstance=true');
    expect(refusalOf(response)).toEqual({
      status: 403,
      code: 'instance-sync-while-impersonating',
      detail: INSTANCE_SYNC_TEXTS.notWhileImpersonating,
    });
  });
});

describe('moving to a sibling instance', () => {
  it('makes a token for the sibling’s address, which this instance refuses as another’s', async () => {
    const response = await generate(officer, 'isSameInstance=false&instanceId=ins-staging');
    const answer = response.json<InstanceSyncToken>();
    expect(answer.url).toBe(`${SIBLING}/instance-sync#token=${answer.token}`);
    expect(refusalOf(await exchange(answer.token))).toEqual({
      status: 400,
      code: 'instance-sync-wrong-instance',
      detail: INSTANCE_SYNC_TEXTS.wrongInstance,
    });
  });

  it('accepts a token the sibling made for this instance', async () => {
    expect((await exchange(tokenFromSibling('LP@Summit.test'))).statusCode).toBe(200);
  });

  it('refuses an unknown or disabled instance, and a sibling without its id', async () => {
    expect(refusalOf(await generate(officer, 'isSameInstance=false&instanceId=ins-nowhere'))).toMatchObject({
      status: 404,
      detail: INSTANCE_TEXTS.unknown,
    });
    expect(refusalOf(await generate(officer, 'isSameInstance=false'))).toMatchObject({
      status: 400,
      detail: INSTANCE_SYNC_TEXTS.instanceIdRequired,
    });
    const disabled = await app.inject({
      method: 'PATCH',
      url: '/api/admin/instances/ins-staging',
      headers: bearer(admin),
      payload: { enabled: false },
    });
    expect(disabled.statusCode).toBe(200);
    expect(refusalOf(await generate(officer, 'isSameInstance=false&instanceId=ins-staging'))).toEqual({
      status: 400,
      code: 'instance-sync-instance-disabled',
      detail: INSTANCE_SYNC_TEXTS.instanceDisabled,
    });
  });
});

describe('tokens that do not sign anyone in', () => {
  it('refuses an expired token', async () => {
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    expect(refusalOf(await exchange(tokenFromSibling('lo@summit.test', THIS_PORTAL, twoMinutesAgo)))).toEqual({
      status: 410,
      code: 'instance-sync-token-expired',
      detail: INSTANCE_SYNC_TEXTS.tokenExpired,
    });
  });

  it('refuses a token signed with another secret, or changed on the way', async () => {
    const forged = signSyncToken(
      'a-guessed-secret-0123456789-0123456789',
      { sub: 'admin@lender.test', aud: THIS_PORTAL, iss: SIBLING },
      new Date(),
    );
    expect(refusalOf(await exchange(forged.token))).toEqual({
      status: 400,
      code: 'instance-sync-token-invalid',
      detail: INSTANCE_SYNC_TEXTS.tokenInvalid,
    });
    const [header, , signature] = tokenFromSibling('lo@summit.test').split('.');
    const payload = Buffer.from(JSON.stringify({ ...forged.claims })).toString('base64url');
    expect(refusalOf(await exchange(`${header}.${payload}.${signature}`))).toMatchObject({
      status: 400,
      code: 'instance-sync-token-invalid',
    });
  });

  it('refuses a user whose sign-in is disabled here, and one who has no account here', async () => {
    expect(refusalOf(await exchange(tokenFromSibling('disabled@harbor.test')))).toEqual({
      status: 403,
      code: 'account-disabled',
      detail: INSTANCE_SYNC_TEXTS.userDisabled,
    });
    expect(refusalOf(await exchange(tokenFromSibling('nobody@elsewhere.test')))).toEqual({
      status: 404,
      code: 'instance-sync-user-unknown',
      detail: INSTANCE_SYNC_TEXTS.userUnknown,
    });
  });
});
