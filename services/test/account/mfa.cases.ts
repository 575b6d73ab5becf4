import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import {
  type ApiProblem,
  MFA_RECOVERY_CODE_COUNT,
  MFA_TEXTS,
  type MfaConfirmed,
  type MfaEnrolment,
  type MfaSettings,
  type MfaStatus,
  type Profile,
  type SettingEntry,
} from 'shared-rules';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  DEMO_PASSWORD,
  login,
  randomSecret,
  type TestDatabase,
  type TestSession,
  SESSION_HEADERS,
  sessionOf,
} from '../helpers/test-app';

const SECRETS_KEY = randomSecret();
const USER = 'lo@harbor.test';
const ADMIN = 'admin@lender.test';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase('mfa');
  app = await buildTestApp(database, { secretsKey: SECRETS_KEY });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, pair: TestSession, payload?: object) =>
  app.inject({ method, url, headers: bearer(pair), ...(payload ? { payload } : {}) });
const signIn = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD }, headers: SESSION_HEADERS });
const secondStep = (challenge: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/auth/mfa', payload: { challenge, code }, headers: SESSION_HEADERS });
/** The app's code one time step after `now`'s: a code not used yet. */
const codeAt = (secret: string, seconds: number) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });

let secret = '';
let recoveryCodes: string[] = [];

describe('setting up two-step sign-in', () => {
  it('starts with a secret and a QR code, changes nothing until a right code confirms it, then shows the recovery codes once', async () => {
    const pair = await login(app, USER);
    expect((await call('GET', '/api/profile/mfa', pair)).json<MfaStatus>()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
      setupDueBy: null,
      canEnrol: true,
    });
    const enrolment = (await call('POST', '/api/profile/mfa/enrolment', pair)).json<MfaEnrolment>();
    secret = enrolment.secret;
    expect(enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*lo%40harbor\.test\?secret=/);
    expect(enrolment.qrCodeSvg).toContain('<svg');
    expect((await signIn(USER)).statusCode).toBe(200);

    const wrong = await call('POST', '/api/profile/mfa/enrolment/confirm', pair, { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ fields: [{ field: 'body.code', message: MFA_TEXTS.codeWrong }] });

    const confirmed = await call('POST', '/api/profile/mfa/enrolment/confirm', pair, { code: codeAt(secret, 0) });
    expect(confirmed.statusCode).toBe(200);
    const answer = confirmed.json<MfaConfirmed>();
    recoveryCodes = answer.recoveryCodes;
    expect(recoveryCodes).toHaveLength(MFA_RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(MFA_RECOVERY_CODE_COUNT);
    expect(answer.status).toMatchObject({ enabled: true, recoveryCodesLeft: MFA_RECOVERY_CODE_COUNT });

    const stored = await database.handle.db
      .selectFrom('users')
      .select(['totpSecretSealed'])
      .where('email', '=', USER)
      .executeTakeFirstOrThrow();
    expect(stored.totpSecretSealed).not.toContain(secret);
    const hashes = await database.handle.db.selectFrom('mfaRecoveryCodes').select('codeHash').execute();
    expect(JSON.stringify(hashes)).not.toContain(recoveryCodes[0].replace(/-/g, ''));
  });
});

describe('signing in with it', () => {
  it('asks for the code after the password, accepts a code once, and a recovery code once', async () => {
    const refused = await signIn(USER);
    expect(refused.statusCode).toBe(401);
    const problem = refused.json<ApiProblem>();
    expect(problem).toMatchObject({ code: 'mfa-required', detail: MFA_TEXTS.signInNeedsCode });
    const challenge = problem.mfaChallenge ?? '';
    expect(challenge).not.toBe('');

    expect((await secondStep(challenge, '123456')).json()).toMatchObject({ code: 'mfa-code-wrong', detail: MFA_TEXTS.codeWrong });
    expect((await secondStep('v1.not.a.challenge', codeAt(secret, 30))).json()).toMatchObject({
      code: 'mfa-challenge-invalid',
      detail: MFA_TEXTS.challengeExpired,
    });

    const code = codeAt(secret, 30);
    const signedIn = await secondStep(challenge, code);
    expect(signedIn.statusCode).toBe(200);
    const pair = sessionOf(signedIn);
    expect((await call('GET', '/api/profile', pair)).json<Profile>().email).toBe(USER);
    // The same code again is refused, even with a new challenge.
    const again = (await signIn(USER)).json<ApiProblem>().mfaChallenge ?? '';
    expect((await secondStep(again, code)).statusCode).toBe(401);

    const recovered = await secondStep(again, recoveryCodes[0].toLowerCase());
    expect(recovered.statusCode).toBe(200);
    const later = (await signIn(USER)).json<ApiProblem>().mfaChallenge ?? '';
    expect((await secondStep(later, recoveryCodes[0])).statusCode).toBe(401);
    expect((await call('GET', '/api/profile/mfa', pair)).json<MfaStatus>().recoveryCodesLeft).toBe(MFA_RECOVERY_CODE_COUNT - 1);
  });
});

describe('when the lender requires it', () => {
  it('cannot be turned off; without it the profile says so once the grace period is over', async () => {
    const admin = await login(app, ADMIN);
    const current = (await call('GET', '/api/settings/mfa-settings', admin)).json<SettingEntry<MfaSettings>>();
    const saved = await call('PUT', '/api/settings/mfa-settings', admin, {
      value: { enforceTotp: true, appliesTo: 'external', gracePeriodDays: 0 },
      version: current.version,
    });
    expect(saved.statusCode).toBe(200);

    const challenge = (await signIn(USER)).json<ApiProblem>().mfaChallenge ?? '';
    const pair = sessionOf(await secondStep(challenge, recoveryCodes[1]));
    const refused = await call('DELETE', '/api/profile/mfa', pair, { password: DEMO_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: MFA_TEXTS.requiredCannotDisable });

    const other = await login(app, 'lp@harbor.test');
    const profile = (await call('GET', '/api/profile', other)).json<Profile>();
    expect(profile.mfaSetupRequired).toBe(true);
    expect((await call('GET', '/api/profile/mfa', other)).json<MfaStatus>()).toMatchObject({ required: true, enabled: false });
    // Internal users are not concerned by a rule for external ones.
    expect((await call('GET', '/api/profile', admin)).json<Profile>().mfaSetupRequired).toBe(false);

    const restored = (await call('GET', '/api/settings/mfa-settings', admin)).json<SettingEntry<MfaSettings>>();
    await call('PUT', '/api/settings/mfa-settings', admin, { value: { ...restored.value, enforceTotp: false }, version: restored.version });
    const wrongPassword = await call('DELETE', '/api/profile/mfa', pair, { password: 'wrong' });
    expect(wrongPassword.statusCode).toBe(422);
    const off = await call('DELETE', '/api/profile/mfa', pair, { password: DEMO_PASSWORD });
    expect(off.json<MfaStatus>()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect((await signIn(USER)).statusCode).toBe(200);
    const audit = await database.handle.db.selectFrom('auditLog').select('action').where('action', 'like', 'mfa-%').orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['mfa-enabled', 'mfa-disabled']);
  });
});
