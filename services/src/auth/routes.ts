import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  LoginRequestSchema,
  LogoutRequestSchema,
  MFA_TEXTS,
  type MfaSignInRequest,
  MfaSignInAnswerSchema,
  MfaSignInRequestSchema,
  NoContentSchema,
  RefreshRequestSchema,
  TokenPairSchema,
  type LoginRequest,
  normaliseEmail,
} from 'shared-rules';
import type { RateLimitRule } from '../config';
import { ApiError, unauthorized } from '../http/problem';
import { problemResponses } from '../http/schemas';
import { renewedImpersonationAccess } from '../impersonation/impersonated-tokens';
import { loadAuthUser } from './profile';
import { verifyPassword } from './passwords';
import { signInRefused } from './sign-in-refusal';
import { challengedUser, mfaChallengeFor, secondFactorAccepted } from '../account/mfa/mfa-sign-in';

export interface AuthRoutesOptions {
  loginLimit: RateLimitRule;
  refreshLimit: RateLimitRule;
}

const INVALID_CREDENTIALS = 'The email or password is incorrect.';

/** Sign-in, token refresh (rotation with reuse detection) and sign-out. */
export async function authRoutes(fastify: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/auth/login',
    {
      config: {
        public: true,
        rateLimit: {
          ...options.loginLimit,
          // Counted after the body is parsed, per address and account: one noisy client cannot
          // lock everybody else out.
          hook: 'preHandler',
          keyGenerator: (request) =>
            `${request.ip}|${normaliseEmail(String((request.body as Partial<LoginRequest> | undefined)?.email ?? ''))}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: LoginRequestSchema,
        response: { 200: TokenPairSchema, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const row = await app.db
        .selectFrom('users')
        .select(['id', 'passwordHash', 'disabledLogin'])
        .where('email', '=', email)
        .executeTakeFirst();
      const valid = await verifyPassword(row?.passwordHash ?? null, request.body.password);
      if (!row || !valid) throw unauthorized('invalid-credentials', INVALID_CREDENTIALS);
      if (row.disabledLogin) {
        throw signInRefused('account-disabled', 403);
      }
      const user = await loadAuthUser(app.db, row.id);
      if (!user) throw unauthorized('invalid-credentials', INVALID_CREDENTIALS);
      // A contact of an Inactive company is refused like a disabled account (`./sign-in-refusal.ts`).
      if (user.signInRefusal) throw signInRefused(user.signInRefusal, 403);
      const mfaChallenge = await mfaChallengeFor(app, user.id);
      if (mfaChallenge) throw new ApiError(401, 'mfa-required', MFA_TEXTS.signInNeedsCode, { mfaChallenge });
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
        // The same allowance as signing in, per address and challenge: six digits are not guessed in ten tries.
        rateLimit: {
          ...options.loginLimit,
          hook: 'preHandler',
          keyGenerator: (request) =>
            `${request.ip}|mfa|${String((request.body as Partial<MfaSignInRequest> | undefined)?.challenge ?? '').slice(-32)}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: "Finish a sign-in that answered 401 `mfa-required`: its challenge and the authenticator app's code (or a recovery code)",
        body: MfaSignInRequestSchema,
        response: { 200: MfaSignInAnswerSchema, ...problemResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request) => {
      const userId = challengedUser(app, request.body.challenge);
      const user = await loadAuthUser(app.db, userId);
      if (!user) throw unauthorized('invalid-credentials', INVALID_CREDENTIALS);
      if (user.signInRefusal) throw signInRefused(user.signInRefusal, 403);
      if (!(await secondFactorAccepted(app, user.id, request.body.code))) throw unauthorized('mfa-code-wrong', MFA_TEXTS.codeWrong);
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
          if (!user || user.signInRefusal) {
            await app.refreshTokens.revokeAllOfUser(result.userId);
            throw signInRefused(user?.signInRefusal ?? 'account-disabled', 401);
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
