import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  AccessSessionSchema,
  LoginRequestSchema,
  MFA_TEXTS,
  MfaSignInAnswerSchema,
  MfaSignInRequestSchema,
  NoContentSchema,
  normaliseEmail,
} from 'shared-rules';
import type { RateLimitRule } from '../../config';
import { ApiError, unauthorized } from '../http/problem';
import { problemResponses } from '../http/schemas';
import { renewedImpersonationAccess } from './impersonation/impersonated-tokens';
import { loadAuthUser } from './profile';
import { verifyPassword } from './passwords';
import { signInRefused } from './sign-in-refusal';
import { challengedUser, mfaChallengeFor, secondFactorAccepted } from './mfa/mfa-sign-in';
import { throttledRefusal } from './sign-in-throttle/throttled-problem';
import { startSession } from './start-session';
import { publicRoute } from '../access/declarations';

export interface AuthRoutesOptions {
  /** Sign-in and second-step requests per address, right or wrong (the throttle counts the failures). */
  signInRequestLimit: RateLimitRule;
  refreshLimit: RateLimitRule;
}

const INVALID_CREDENTIALS = 'The email or password is incorrect.';

/**
 * Sign-in, token refresh (rotation with reuse detection) and sign-out. The refresh token travels
 * only as the HttpOnly session cookie (`session-cookies.ts`); every route here that reads or sets
 * it is a `sessionCookie` route, guarded against forged cross-site requests.
 */
export async function authRoutes(fastify: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/auth/login',
    {
      config: {
        access: publicRoute('signing in: the password is the credential'),
        sessionCookie: true,
        // A ceiling per address on requests, right or wrong, before the body is read: each costs a
        // password hash. Guessing is slowed by the throttle below, which counts failures.
        rateLimit: { ...options.signInRequestLimit, keyGenerator: (request) => `${request.ip}|sign-in` },
      },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with email and password: the access token, and the refresh token as the session cookie (429 `sign-in-throttled` after repeated failures, with Retry-After)',
        body: LoginRequestSchema,
        response: { 200: AccessSessionSchema, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const throttled = await app.signInThrottle.check(request.ip, email);
      if (throttled) throw throttledRefusal(reply, throttled);
      const row = await app.db
        .selectFrom('users')
        .select(['id', 'passwordHash', 'disabledLogin'])
        .where('email', '=', email)
        .executeTakeFirst();
      const valid = await verifyPassword(row?.passwordHash ?? null, request.body.password);
      if (!row || !valid) {
        await app.signInThrottle.recordFailure(request.ip, email);
        throw unauthorized('invalid-credentials', INVALID_CREDENTIALS);
      }
      if (row.disabledLogin) {
        throw signInRefused('account-disabled', 403);
      }
      const user = await loadAuthUser(app.db, row.id);
      if (!user) throw unauthorized('invalid-credentials', INVALID_CREDENTIALS);
      // A contact of an Inactive company is refused like a disabled account (`./sign-in-refusal.ts`).
      if (user.signInRefusal) throw signInRefused(user.signInRefusal, 403);
      const mfaChallenge = await mfaChallengeFor(app, user.id);
      if (mfaChallenge) throw new ApiError(401, 'mfa-required', MFA_TEXTS.signInNeedsCode, { mfaChallenge });
      await app.signInThrottle.recordSuccess(email);
      request.log.info({ userId: user.id }, 'signed in');
      return startSession(app, reply, user);
    },
  );

  app.post(
    '/auth/mfa',
    {
      config: {
        access: publicRoute('the second step of signing in: the sealed challenge and the code are the credential'),
        sessionCookie: true,
        rateLimit: { ...options.signInRequestLimit, keyGenerator: (request) => `${request.ip}|sign-in` },
      },
      schema: {
        tags: ['auth'],
        summary:
          "Finish a sign-in that answered 401 `mfa-required`: its challenge and the authenticator app's code (or a recovery code); wrong codes count as failed sign-ins",
        body: MfaSignInRequestSchema,
        response: { 200: MfaSignInAnswerSchema, ...problemResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const userId = challengedUser(app, request.body.challenge);
      const user = await loadAuthUser(app.db, userId);
      if (!user) throw unauthorized('invalid-credentials', INVALID_CREDENTIALS);
      if (user.signInRefusal) throw signInRefused(user.signInRefusal, 403);
      // Six digits are guessed in a million tries: wrong codes slow the account like wrong passwords.
      const { email } = await app.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
      const account = normaliseEmail(email);
      const throttled = await app.signInThrottle.check(request.ip, account);
      if (throttled) throw throttledRefusal(reply, throttled);
      if (!(await secondFactorAccepted(app, user.id, request.body.code))) {
        await app.signInThrottle.recordFailure(request.ip, account);
        throw unauthorized('mfa-code-wrong', MFA_TEXTS.codeWrong);
      }
      await app.signInThrottle.recordSuccess(account);
      request.log.info({ userId: user.id }, 'signed in with a second step');
      return startSession(app, reply, user);
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: {
        access: publicRoute('the refresh token, an HttpOnly cookie, is the credential: the access token has run out'),
        sessionCookie: true,
        rateLimit: options.refreshLimit,
      },
      schema: {
        tags: ['auth'],
        summary:
          'A new access token for the session cookie’s refresh token, which is rotated (the old one stops working; reusing it ends the sign-in)',
        response: { 200: AccessSessionSchema, ...problemResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const presented = app.sessionCookies.readRefresh(request);
      if (!presented) throw unauthorized('refresh-token-missing', 'You are not signed in. Sign in to continue.');
      const result = await app.refreshTokens.rotate(presented);
      if (result.outcome !== 'rotated') app.sessionCookies.clearRefresh(reply);
      switch (result.outcome) {
        case 'rotated': {
          const user = await loadAuthUser(app.db, result.userId);
          if (!user || user.signInRefusal) {
            await app.refreshTokens.revokeAllOfUser(result.userId);
            app.sessionCookies.clearRefresh(reply);
            throw signInRefused(user?.signInRefusal ?? 'account-disabled', 401);
          }
          app.sessionCookies.setRefresh(reply, result.token, result.expiresAt);
          // An administrator's impersonation stays one: its tokens keep naming them, and end with the session.
          const session = await app.impersonationSessions.byRefreshFamily(result.familyId);
          if (session) return { access: await renewedImpersonationAccess(app, session, user) };
          return { access: app.issueAccessToken(user) };
        }
        case 'reused':
          request.log.warn({ userId: result.userId }, 'refresh token reused: sign-in revoked');
          throw unauthorized('refresh-token-reused', 'This refresh token was already used. Sign in again.');
        case 'expired':
          throw unauthorized('refresh-token-expired', 'The session has expired. Sign in again.');
        default:
          throw unauthorized('refresh-token-invalid', 'The refresh token is not valid. Sign in again.');
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: publicRoute('signing out needs only the session cookie it ends'), sessionCookie: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the session cookie’s refresh token and every token rotated from it stop working, and the cookies are cleared',
        response: { 204: NoContentSchema, ...problemResponses(403) },
      },
    },
    async (request, reply) => {
      const presented = app.sessionCookies.readRefresh(request);
      if (presented) await app.refreshTokens.revokeFamilyOf(presented);
      app.sessionCookies.clearRefresh(reply);
      app.sessionCookies.clearImpersonation(reply);
      return reply.status(204).send(null);
    },
  );
}
