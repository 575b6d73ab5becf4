import type { FastifyInstance } from 'fastify';
import { IMPERSONATION_TEXTS, type ApiProblem, type ImpersonationEnd, type Profile } from 'shared-rules';
import type { AccessClaims } from '../../src/platform/auth/auth-user';
import {
  buildTestApp,
  createTestDatabase,
  login,
  randomSecret,
  refreshCookieOf,
  refreshWith,
  sessionOf,
  type TestDatabase,
  type TestSession,
} from '../helpers/test-app';
import { ADMIN, adminActingAs, call, endSession, OFFICER } from './impersonation-helpers';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase('impersonation-end');
  app = await buildTestApp(database, { secretsKey: randomSecret() });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const refresh = (token: string) => refreshWith(app, token);
const profileOf = (pair: Pick<TestSession, 'access'>) => call(app, 'GET', '/api/profile', pair);
const problemOf = (response: { statusCode: number; json: <T>() => T }) => [response.statusCode, response.json<ApiProblem>().detail];

/** A JWT-shaped Encompass token (the portal reads only its claims), valid for an hour. */
const encompassToken = [
  'eyJhbGciOiJSUzI1NiJ9',
  Buffer.from(JSON.stringify({ sub: 'alex', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url'),
  'c2lnbmF0dXJl',
].join('.');

describe('during the session', () => {
  it("a refresh keeps acting as the officer, naming the administrator, within the session's end", async () => {
    const { session } = await adminActingAs(app, OFFICER.id);
    const renewed = await refresh(session.tokens.refresh);
    expect(renewed.statusCode).toBe(200);
    const pair = sessionOf(renewed);
    expect(Date.parse(pair.access.expires)).toBeLessThanOrEqual(Date.parse(session.expiresAt));
    expect((await profileOf(pair)).json<Profile>()).toMatchObject({ id: OFFICER.id, impersonator: { id: ADMIN.id, name: ADMIN.name } });
  });
});

describe('ending the session', () => {
  it("answers the administrator's own tokens (no integration token stored: null) and audits the end", async () => {
    const { session } = await adminActingAs(app, OFFICER.id);
    const ended = await endSession(app, session.impersonationToken, session.tokens);
    expect(ended.statusCode).toBe(200);
    const { tokens } = ended.json<ImpersonationEnd>();
    expect(tokens.encompass).toBeNull();
    const adminRefresh = refreshCookieOf(ended);
    expect((await profileOf(tokens)).json<Profile>()).toMatchObject({ id: ADMIN.id, impersonator: null });
    expect((await refresh(adminRefresh)).statusCode).toBe(200);
    // The session's own token is spent: its cookie is cleared.
    expect(ended.cookies.find((cookie) => cookie.name === 'portal_impersonation')?.value).toBe('');

    const audit = await database.handle.db
      .selectFrom('auditLog')
      .select(['actorId', 'entityId'])
      .where('action', '=', 'impersonation.end')
      .execute();
    expect(audit).toContainEqual({ actorId: ADMIN.id, entityId: OFFICER.id });
  });

  it('refuses the session’s tokens afterwards, and a second end', async () => {
    const { session } = await adminActingAs(app, OFFICER.id);
    expect((await profileOf(session.tokens)).statusCode).toBe(200);
    expect((await endSession(app, session.impersonationToken)).statusCode).toBe(200);

    const afterEnd = await profileOf(session.tokens);
    expect(afterEnd.statusCode).toBe(401);
    expect(afterEnd.json<ApiProblem>()).toMatchObject({ code: 'impersonation-ended', detail: IMPERSONATION_TEXTS.sessionInvalid });
    expect((await refresh(session.tokens.refresh)).statusCode).toBe(401);
    expect(problemOf(await endSession(app, session.impersonationToken))).toEqual([410, IMPERSONATION_TEXTS.sessionInvalid]);
  });

  it("answers the administrator's stored integration token, opened", async () => {
    const admin = await login(app, ADMIN.email);
    expect((await call(app, 'PUT', '/api/profile/integration-token', admin, { token: encompassToken })).statusCode).toBe(200);
    const { session } = await adminActingAs(app, OFFICER.id);
    const ended = await endSession(app, session.impersonationToken, session.tokens);
    expect(ended.json<ImpersonationEnd>().tokens.encompass).toBe(encompassToken);
  });

  it('refuses an unknown token, and a bearer that is not the session’s', async () => {
    expect(problemOf(await endSession(app, 'x'.repeat(43)))).toEqual([410, IMPERSONATION_TEXTS.sessionInvalid]);
    const { session } = await adminActingAs(app, OFFICER.id);
    const officer = await login(app, OFFICER.email);
    expect((await endSession(app, session.impersonationToken, officer)).statusCode).toBe(403);
    expect((await profileOf(session.tokens)).statusCode).toBe(200);
  });
});

describe('an expired session', () => {
  it('refuses its tokens, its refresh and its end', async () => {
    const { session } = await adminActingAs(app, OFFICER.id);
    const sessionId = app.jwt.decode<AccessClaims>(session.tokens.access.token)?.imp?.sid ?? 'missing';
    await database.handle.db
      .updateTable('impersonationSessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const request = await profileOf(session.tokens);
    expect([request.statusCode, request.json<ApiProblem>().code]).toEqual([401, 'impersonation-ended']);
    expect((await refresh(session.tokens.refresh)).statusCode).toBe(401);
    expect(problemOf(await endSession(app, session.impersonationToken))).toEqual([410, IMPERSONATION_TEXTS.sessionInvalid]);
  });
});
