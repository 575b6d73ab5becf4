import type { FastifyInstance, InjectOptions } from 'fastify';
import { generateSync } from 'otplib';
import type { ApiProblem, MfaEnrolment } from 'shared-rules';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  DEMO_PASSWORD,
  login,
  randomSecret,
  type TestDatabase,
  SESSION_HEADERS,
  sessionOf,
} from '../helpers/test-app';

/*
 * Sign-in throttling as an attacker and a user meet it: one address spraying many accounts, many
 * addresses guessing one account, and the real user getting in after the wait. Addresses come
 * from X-Forwarded-For, believed from the loopback proxy (TRUST_PROXY=loopback), as behind the
 * portal's own proxy. The clock is moved instead of waited on.
 */
let database: TestDatabase;
let app: FastifyInstance;
let now = Date.parse('2026-11-27T15:00:00.000Z');

beforeAll(async () => {
  database = await createTestDatabase('sign-in-throttle');
  app = await buildTestApp(database, { trustProxy: ['loopback'], secretsKey: randomSecret(), signInThrottle: { now: () => now } });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const from = (address: string): Pick<InjectOptions, 'headers'> => ({ headers: { 'x-forwarded-for': address, ...SESSION_HEADERS } });
const signIn = (on: FastifyInstance, email: string, password: string, address: string) =>
  on.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, ...from(address) });
const refusal = (response: Awaited<ReturnType<typeof signIn>>) => ({
  status: response.statusCode,
  code: response.json<ApiProblem>().code,
  detail: response.json<ApiProblem>().detail,
  retryAfter: response.headers['retry-after'],
});

describe('one address trying many accounts', () => {
  it('is slowed after twenty failures, whatever account it tries next, while other addresses are not', async () => {
    const sprayer = '203.0.113.10';
    for (let i = 0; i < 20; i += 1) {
      expect((await signIn(app, `user${i}@spray.test`, 'Winter2026!', sprayer)).statusCode).toBe(401);
    }
    expect(refusal(await signIn(app, 'lo@summit.test', DEMO_PASSWORD, sprayer))).toEqual({
      status: 429,
      code: 'sign-in-throttled',
      detail: 'There were too many failed sign-ins from your network. Wait about 1 second and try again.',
      retryAfter: '1',
    });
    expect((await signIn(app, 'lo@summit.test', DEMO_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    now += 1_000;
    expect((await signIn(app, 'lo@summit.test', DEMO_PASSWORD, sprayer)).statusCode).toBe(200);
    // One more failure doubles the address's wait: a right password there did not clear it.
    expect((await signIn(app, 'user21@spray.test', 'Winter2026!', sprayer)).statusCode).toBe(401);
    expect(refusal(await signIn(app, 'lp@summit.test', DEMO_PASSWORD, sprayer))).toMatchObject({ status: 429, retryAfter: '2' });
  });
});

describe('many addresses trying one account', () => {
  it('are slowed with a growing wait, and the real user from a fresh address gets in once it is over', async () => {
    const victim = 'lo@harbor.test';
    for (let i = 0; i < 7; i += 1) {
      now += 10_000;
      expect((await signIn(app, victim, `guess-${i}`, `192.0.2.${i}`)).statusCode).toBe(401);
    }
    // Seven failures: 5 free, then 1 s, 2 s, 4 s.
    expect(refusal(await signIn(app, victim, DEMO_PASSWORD, '198.51.100.99'))).toEqual({
      status: 429,
      code: 'sign-in-throttled',
      detail: 'There were too many failed sign-ins for this account. Wait about 4 seconds and try again.',
      retryAfter: '4',
    });
    // Waiting refusals are not failures: they do not lengthen the wait.
    expect(refusal(await signIn(app, victim, 'guess-again', '192.0.2.200'))).toMatchObject({ status: 429, retryAfter: '4' });
    // Other accounts from the same addresses are not held back.
    expect((await signIn(app, 'lo@prairie.test', DEMO_PASSWORD, '192.0.2.1')).statusCode).toBe(200);

    now += 4_000;
    expect((await signIn(app, victim, DEMO_PASSWORD, '198.51.100.99')).statusCode).toBe(200);
    // Signed in: the account starts again from zero.
    expect((await signIn(app, victim, 'one-typo', '198.51.100.99')).statusCode).toBe(401);
    expect((await signIn(app, victim, DEMO_PASSWORD, '198.51.100.99')).statusCode).toBe(200);
  });

  it('counts wrong second-step codes like wrong passwords', async () => {
    const user = 'lp@harbor.test';
    const pair = await login(app, user);
    const enrolment = (await app.inject({ method: 'POST', url: '/api/profile/mfa/enrolment', headers: bearer(pair) })).json<MfaEnrolment>();
    // The authenticator app runs on the real clock; only the throttle's clock is moved.
    const code = (seconds: number) => generateSync({ secret: enrolment.secret, epoch: Math.floor(Date.now() / 1000) + seconds });
    await app.inject({ method: 'POST', url: '/api/profile/mfa/enrolment/confirm', headers: bearer(pair), payload: { code: code(0) } });
    const challenge = (await signIn(app, user, DEMO_PASSWORD, '198.51.100.50')).json<ApiProblem>().mfaChallenge;
    expect(challenge).toEqual(expect.any(String));
    const second = (answer: string) =>
      app.inject({ method: 'POST', url: '/api/auth/mfa', payload: { challenge, code: answer }, ...from('198.51.100.50') });
    for (let i = 0; i < 5; i += 1) expect((await second('000000')).statusCode).toBe(401);
    expect(refusal(await second('000000'))).toMatchObject({ status: 429, code: 'sign-in-throttled', retryAfter: '1' });
    // The password page is held back for this account too.
    expect((await signIn(app, user, DEMO_PASSWORD, '198.51.100.51')).statusCode).toBe(429);
  });
});

describe('the address of a request', () => {
  it('comes from X-Forwarded-For only when the proxy is trusted', async () => {
    const direct = await buildTestApp(database, { signInThrottle: { now: () => now } });
    try {
      // Without TRUST_PROXY every attempt is the connection's address, whatever the header says.
      for (let i = 0; i < 20; i += 1) await signIn(direct, `nobody${i}@spray.test`, 'x', `203.0.113.${100 + i}`);
      expect((await signIn(direct, 'lo@summit.test', DEMO_PASSWORD, '198.51.100.1')).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });
});

describe('the ceiling on sign-in requests', () => {
  it('refuses more requests from one address than the minute allows, right or wrong', async () => {
    const limited = await buildTestApp(database, {
      trustProxy: ['loopback'],
      rateLimits: { signInRequests: { max: 3, timeWindow: 60_000 } },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) codes.push((await signIn(limited, 'lo@summit.test', DEMO_PASSWORD, '198.51.100.77')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      expect((await signIn(limited, 'lo@summit.test', DEMO_PASSWORD, '198.51.100.78')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis(`two service processes counting in Redis${redisUrl ? '' : ' (SKIPPED: REDIS_URL not set)'}`, () => {
  it('slow an account guessed through both', async () => {
    const options = { redisUrl, trustProxy: ['loopback'], signInThrottle: { now: () => now } };
    const processA = await buildTestApp(database, options);
    const processB = await buildTestApp(database, options);
    try {
      const victim = 'ae.casey@lender.test';
      for (let i = 0; i < 6; i += 1) {
        now += 10_000;
        const through = i % 2 === 0 ? processA : processB;
        expect((await signIn(through, victim, `guess-${i}`, `192.0.2.${50 + i}`)).statusCode).toBe(401);
      }
      expect(refusal(await signIn(processA, victim, DEMO_PASSWORD, '198.51.100.60'))).toMatchObject({ status: 429, retryAfter: '2' });
      expect(refusal(await signIn(processB, victim, DEMO_PASSWORD, '198.51.100.61'))).toMatchObject({ status: 429, retryAfter: '2' });
      now += 2_000;
      const signedIn = await signIn(processB, victim, DEMO_PASSWORD, '198.51.100.61');
      expect(signedIn.statusCode).toBe(200);
      expect(sessionOf(signedIn).access.token).toEqual(expect.any(String));
    } finally {
      await processA.close();
      await processB.close();
    }
  });
});
