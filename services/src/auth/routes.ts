import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  LoginRequestSchema,
  LogoutRequestSchema,
  MFA_TEXTS,
  MfaSignInAnswerSchema,
  MfaSignInRequestSchema,
  NoContentSchema,
  RefreshRequestSchema,
  TokenPairSchema,
} from 'shared-rules';
import type { RateLimitRule } from '../config';
import { ApiError, unauthorized } from '../http/problem';
import { problemResponses } from '../http/schemas';
import { renewedImpersonationAccess } from '../impersonation/impersonated-tokens';
import { loadAuthUser } from './profile';
import { verifyPassword } from './passwords';
import { challengedUser, mfaChallengeFor, secondFactorAccepted } from '../account/mfa/mfa-sign-in';
import { throttledRefusal } from './sign-in-throttle/throttled-problem';

export interface AuthRoutesOptions {
  /** Sign-in and second-step requests per address, right or wrong (the throttle counts the failures). */
  signInRequestLimit: RateLimitRule;
  refreshLimit: RateLimitRule;
}

const INVALID_CREDENTIALS = 'The email or password is incorrect.';
const accountDisabled = () =>
  new ApiError(403, 'account-disabled', 'This account is disabled and cannot sign in. Contact your administrator.');

/** Sign-in, token refresh (rotation with reuse detection) and sign-out. */
export async function authRoutes(fastify: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/auth/login',
    {
      config: {
        public: true,
        // A ceiling per address on requests, right or wrong, before the body is read: each costs a
        // password hash. Guessing is slowed by the throttle below, which counts failures.
        rateLimit: { ...options.signInRequestLimit, keyGenerator: (request) => `${request.ip}|sign-in` },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password (429 `sign-in-throttled` after repeated failures, with Retry-After)',
        body: LoginRequestSchema,
        response: { 200: TokenPairSchema, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
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
        throw accountDisabled();
      }
      const user = await loadAuthUser(app.db, row.id);
      if (!user) throw unauthorized('invalid-credentials', INVALID_CREDENTIALS);
      const mfaChallenge = await mfaChallengeFor(app, user.id);
      if (mfaChallenge) throw new ApiError(401, 'mfa-required', MFA_TEXTS.signInNeedsCode, { mfaChallenge });
      await app.signInThrottle.recordSuccess(email);
      const refresh = await app.refreshTokens.issue(user.id);
      request.log.info({ userId: user.id }, 'signed in');
      return { access: app.issueAccessToken(user), refresh: refresh.token };
    },
  );

  app.post(
    '/auth/mfa',
    {
      config: {
        public: true,
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
      if (user.disabled) throw accountDisabled();
      // Six digits are guessed in a million tries: wrong codes slow the account like wrong passwords.
      const { email } = await app.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
      const account = email.trim().toLowerCase();
      const throttled = await app.signInThrottle.check(request.ip, account);
      if (throttled) throw throttledRefusal(reply, throttled);
      if (!(await secondFactorAccepted(app, user.id, request.body.code))) {
        await app.signInThrottle.recordFailure(request.ip, account);
        throw unauthorized('mfa-code-wrong', MFA_TEXTS.codeWrong);
      }
      await app.signInThrottle.recordSuccess(account);
      const refresh = await app.refreshTokens.issue(user.id);
      request.log.info({ userId: user.id }, 'signed in with a second step');
      return { access: app.issueAccessToken(user), refresh: refresh.token };
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { public: true, rateLimit: options.refreshLimit },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new token pair (the old refresh token stops working)',
        body: RefreshRequestSchema,
        response: { 200: TokenPairSchema, ...problemResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const result = await app.refreshTokens.rotate(request.body.refresh);
      switch (result.outcome) {
        case 'rotated': {
          const user = await loadAuthUser(app.db, result.userId);
          if (!user || user.disabled) {
            await app.refreshTokens.revokeAllOfUser(result.userId);
            throw unauthorized('account-disabled', 'This account can no longer sign in.');
          }
          // An administrator's impersonation stays one: its tokens keep naming them, and end with the session.
          const session = await app.impersonationSessions.byRefreshFamily(result.familyId);
          if (session) return { access: await renewedImpersonationAccess(app, session, user), refresh: result.token };
          return { access: app.issueAccessToken(user), refresh: result.token };
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
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the refresh token and every token rotated from it stop working',
        body: LogoutRequestSchema,
        response: { 204: NoContentSchema, ...problemResponses(400) },
      },
    },
    async (request, reply) => {
      await app.refreshTokens.revokeFamilyOf(request.body.refresh);
      return reply.status(204).send(null);
    },
  );
}
