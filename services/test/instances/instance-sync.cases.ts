import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import {
  type ApiProblem,
  type InstanceSyncToken,
  INSTANCE_SYNC_TEXTS,
  INSTANCE_TEXTS,
  MFA_TEXTS,
  type MfaEnrolment,
  type Profile,
} from 'shared-rules';
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
  sessionOf,
  refreshWith,
} from '../helpers/test-app';
import { adminActingAs } from '../impersonation/impersonation-helpers';

const SECRET = randomSecret();
const THIS_PORTAL = 'http://localhost:3000';
const SIBLING = 'https://staging.correspondent.lender.test';
// The development default this portal once accepted outside production, built from parts so the
// source never holds it whole again: a token it signs must never sign anyone in.
const FORMER_DEVELOPMENT_SECRET = ['development', 'only', 'instance', 'sync', 'secret', 'do', 'not', 'deploy'].join('-');

let database: TestDatabase;
let app: FastifyInstance;
let admin: TestSession;
let officer: TestSession;

beforeAll(async () => {
  database = await createTestDatabase('instance-sync');
  // This file exchanges more links than a minute's allowance per address; the limit has its own tests.
  app = await buildTestApp(database, {
    instanceSyncSecret: SECRET,
    secretsKey: randomSecret(),
    rateLimits: { login: { max: 1000, timeWindow: 60_000 } },
  });
  admin = await login(app, 'admin@lender.test');
  officer = await login(app, 'lo@summit.test');
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const generate = (pair: TestSession, query: string) =>
  app.inject({ method: 'GET', url: `/api/instance-sync/generate-token?${query}`, headers: bearer(pair) });
const exchange = (token: string, on: FastifyInstance = app) =>
  on.inject({ method: 'GET', url: `/api/instance-sync/exchange-token?token=${encodeURIComponent(token)}`, headers: SESSION_HEADERS });
const refusalOf = (response: Awaited<ReturnType<typeof exchange>>) => {
  const problem = response.json<ApiProblem>();
  return { status: response.statusCode, code: problem.code, detail: problem.detail };
};
/** A token an instance holding `secret` would make, at `now`. */
const tokenSignedWith = (secret: string, sub: string, { aud = THIS_PORTAL, iss = SIBLING, now = new Date() } = {}) =>
  signSyncToken(secret, { sub, aud, iss }, now).token;
/** A token the sibling sharing the secret would make. */
const tokenFromSibling = (sub: string, options: { aud?: string; iss?: string; now?: Date } = {}) => tokenSignedWith(SECRET, sub, options);

const setSiblingEnabled = async (enabled: boolean) => {
  const response = await app.inject({
    method: 'PATCH',
    url: '/api/admin/instances/ins-staging',
    headers: bearer(admin),
    payload: { enabled },
  });
  expect(response.statusCode).toBe(200);
};

/** The newest refusal recorded in the audit log. */
async function lastRefusal() {
  const row = await database.handle.db
    .selectFrom('auditLog')
    .select(['actorId', 'entityId', 'details'])
    .where('action', '=', 'instance-sync.refused')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const details = (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<string, unknown>;
  return { actorId: row.actorId, details };
}

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
    const pair = sessionOf(exchanged);
    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(pair) });
    expect(profile.json<Profile>().email).toBe('lo@summit.test');
    const refreshed = await refreshWith(app, pair.refresh);
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
    await app.inject({
      method: 'POST',
      url: '/api/admin/instances',
      headers: bearer(admin),
      payload: { name: 'Retail portal', baseUrl: 'https://retail.lender.test', enabled: false },
    });
    const retail = await database.handle.db
      .selectFrom('instances')
      .select('id')
      .where('name', '=', 'Retail portal')
      .executeTakeFirstOrThrow();
    expect(refusalOf(await generate(officer, `isSameInstance=false&instanceId=${retail.id}`))).toEqual({
      status: 400,
      code: 'instance-sync-instance-disabled',
      detail: INSTANCE_SYNC_TEXTS.instanceDisabled,
    });
  });
});

describe('links that sign nobody in, each refused and audited without the link itself', () => {
  it('refuses a token signed with the former development secret, naming the administrator and this portal', async () => {
    const forged = tokenSignedWith(FORMER_DEVELOPMENT_SECRET, 'admin@lender.test', { iss: THIS_PORTAL });
    const response = await exchange(forged);
    expect(refusalOf(response)).toEqual({ status: 400, code: 'instance-sync-token-invalid', detail: INSTANCE_SYNC_TEXTS.tokenInvalid });
    expect(response.body).not.toContain('"access"');
    const refusal = await lastRefusal();
    // Never attributed to the administrator the forged link names: its signature proved nothing.
    expect(refusal.actorId).toBe('anonymous');
    expect(refusal.details).toMatchObject({
      reason: 'instance-sync-token-invalid',
      signatureVerified: false,
      claimed: { sub: 'admin@lender.test', aud: THIS_PORTAL, iss: THIS_PORTAL },
    });
    expect(typeof refusal.details.address).toBe('string');
    expect(JSON.stringify(refusal.details)).not.toContain(forged.split('.')[2]);
  });

  it('refuses a token signed with another instance’s secret, or changed on the way', async () => {
    const forged = signSyncToken(randomSecret(), { sub: 'admin@lender.test', aud: THIS_PORTAL, iss: SIBLING }, new Date());
    expect(refusalOf(await exchange(forged.token))).toEqual({
      status: 400,
      code: 'instance-sync-token-invalid',
      detail: INSTANCE_SYNC_TEXTS.tokenInvalid,
    });
    expect((await lastRefusal()).details).toMatchObject({ reason: 'instance-sync-token-invalid', claimed: { sub: 'admin@lender.test' } });
    const [header, , signature] = tokenFromSibling('lo@summit.test').split('.');
    const payload = Buffer.from(JSON.stringify({ ...forged.claims })).toString('base64url');
    expect(refusalOf(await exchange(`${header}.${payload}.${signature}`))).toMatchObject({
      status: 400,
      code: 'instance-sync-token-invalid',
    });
  });

  it('refuses a token used before, naming its user in the audit', async () => {
    const { token } = (await generate(admin, 'isSameInstance=true')).json<InstanceSyncToken>();
    expect((await exchange(token)).statusCode).toBe(200);
    expect(refusalOf(await exchange(token))).toEqual({
      status: 410,
      code: 'instance-sync-token-used',
      detail: 'This link was already used',
    });
    expect(await lastRefusal()).toMatchObject({
      actorId: 'usr-admin-alex',
      details: { reason: 'instance-sync-token-used', signatureVerified: true, claimed: { sub: 'admin@lender.test', aud: THIS_PORTAL } },
    });
  });

  it('refuses an expired token', async () => {
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    expect(refusalOf(await exchange(tokenFromSibling('lo@summit.test', { now: twoMinutesAgo })))).toEqual({
      status: 410,
      code: 'instance-sync-token-expired',
      detail: INSTANCE_SYNC_TEXTS.tokenExpired,
    });
    expect((await lastRefusal()).details).toMatchObject({ reason: 'instance-sync-token-expired', claimed: { sub: 'lo@summit.test' } });
  });

  it('refuses a token for another instance, and one from an instance this portal does not know', async () => {
    expect(refusalOf(await exchange(tokenFromSibling('lo@summit.test', { aud: 'https://elsewhere.lender.test' })))).toEqual({
      status: 400,
      code: 'instance-sync-wrong-instance',
      detail: INSTANCE_SYNC_TEXTS.wrongInstance,
    });
    expect((await lastRefusal()).details).toMatchObject({ reason: 'instance-sync-wrong-instance', signatureVerified: true });
    expect(refusalOf(await exchange(tokenFromSibling('lo@summit.test', { iss: 'https://unknown.lender.test' })))).toEqual({
      status: 400,
      code: 'instance-sync-unknown-issuer',
      detail: INSTANCE_SYNC_TEXTS.unknownIssuer,
    });
    expect((await lastRefusal()).details).toMatchObject({
      reason: 'instance-sync-unknown-issuer',
      claimed: { iss: 'https://unknown.lender.test' },
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
    expect(await lastRefusal()).toMatchObject({ actorId: 'anonymous', details: { reason: 'instance-sync-user-unknown' } });
  });
});

describe('a user with two-step sign-in', () => {
  it('gives their code after the link, as at the sign-in page, and the link cannot ask twice', async () => {
    const user = await login(app, 'lo@harbor.test');
    const headers = bearer(user);
    const enrolment = (await app.inject({ method: 'POST', url: '/api/profile/mfa/enrolment', headers })).json<MfaEnrolment>();
    const codeAt = (seconds: number) => generateSync({ secret: enrolment.secret, epoch: Math.floor(Date.now() / 1000) + seconds });
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/profile/mfa/enrolment/confirm',
      headers,
      payload: { code: codeAt(0) },
    });
    expect(confirmed.statusCode).toBe(200);

    const token = tokenFromSibling('lo@harbor.test');
    const asked = await exchange(token);
    expect(asked.statusCode).toBe(401);
    const problem = asked.json<ApiProblem>();
    expect(problem).toMatchObject({ code: 'mfa-required', detail: MFA_TEXTS.signInNeedsCode });
    expect(problem.mfaChallenge).toEqual(expect.any(String));
    expect(refusalOf(await exchange(token))).toMatchObject({ status: 410, code: 'instance-sync-token-used' });

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/mfa',
      payload: { challenge: problem.mfaChallenge, code: '000000' },
      headers: SESSION_HEADERS,
    });
    expect(wrong.statusCode).toBe(401);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/mfa',
      payload: { challenge: problem.mfaChallenge, code: codeAt(30) },
      headers: SESSION_HEADERS,
    });
    expect(signedIn.statusCode).toBe(200);
    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(sessionOf(signedIn)) });
    expect(profile.json<Profile>().email).toBe('lo@harbor.test');
  });
});

describe('while moving between instances is off', () => {
  it('moves nobody once no sibling is enabled, and says what is missing', async () => {
    await setSiblingEnabled(false);
    try {
      const off = { status: 503, code: 'instance-sync-off', detail: INSTANCE_SYNC_TEXTS.offNoSibling };
      expect(refusalOf(await generate(officer, 'isSameInstance=true'))).toEqual(off);
      expect(refusalOf(await exchange(tokenFromSibling('lo@summit.test', { iss: THIS_PORTAL })))).toEqual(off);
      expect((await lastRefusal()).details).toMatchObject({ reason: 'instance-sync-off', signatureVerified: false });
    } finally {
      await setSiblingEnabled(true);
    }
  });

  it('moves nobody without a shared secret: no literal is ever accepted in its place', async () => {
    const withoutSecret = await buildTestApp(database, {});
    try {
      const pair = await login(withoutSecret, 'lo@summit.test');
      const off = { status: 503, code: 'instance-sync-off', detail: INSTANCE_SYNC_TEXTS.offNoSecret };
      const generated = await withoutSecret.inject({
        method: 'GET',
        url: '/api/instance-sync/generate-token?isSameInstance=true',
        headers: bearer(pair),
      });
      expect(refusalOf(generated)).toEqual(off);
      const forged = tokenSignedWith(FORMER_DEVELOPMENT_SECRET, 'admin@lender.test', { iss: THIS_PORTAL });
      expect(refusalOf(await exchange(forged, withoutSecret))).toEqual(off);
      expect(await lastRefusal()).toMatchObject({ actorId: 'anonymous', details: { reason: 'instance-sync-off' } });
    } finally {
      await withoutSecret.close();
    }
  });
});

describe('starting the services', () => {
  it('refuses a published secret or a short one in any setting, whatever the mode', async () => {
    await expect(buildTestApp(database, { instanceSyncSecret: FORMER_DEVELOPMENT_SECRET })).rejects.toThrow(
      /^INSTANCE_SYNC_SECRET is a value published in the portal's source code/,
    );
    await expect(buildTestApp(database, { jwtSecret: FORMER_DEVELOPMENT_SECRET })).rejects.toThrow(/^JWT_SECRET is a value published/);
    await expect(buildTestApp(database, { instanceSyncSecret: 'too-short' })).rejects.toThrow(
      'INSTANCE_SYNC_SECRET must be at least 32 characters.',
    );
  });
});
