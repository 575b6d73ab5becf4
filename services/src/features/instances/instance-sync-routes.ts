import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  INSTANCE_SYNC_TEXTS,
  INSTANCE_TEXTS,
  InstanceSyncExchangeQuerySchema,
  InstanceSyncGenerateQuerySchema,
  InstanceSyncTokenSchema,
  instanceSyncUrl,
  MFA_TEXTS,
  AccessSessionSchema,
  normaliseEmail,
} from 'shared-rules';
import { recordAudit } from '../../platform/audit/audit-log';
import { loadAuthUser } from '../../platform/auth/profile';
import { mfaChallengeFor } from '../../platform/auth/mfa/mfa-sign-in';
import { signInRefused } from '../../platform/auth/sign-in-refusal';
import { startSession } from '../../platform/auth/start-session';
import type { RateLimitRule } from '../../config';
import { ApiError, notFound } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { currentInstance, instanceById, type InstanceRow } from './instance-store';
import { instanceSyncState } from './sync-secret';
import { signSyncToken, unverifiedClaims, verifySyncToken } from './sync-token';
import { SIGNED_IN, publicRoute } from '../../platform/access/declarations';

export interface InstanceSyncRoutesOptions {
  /** INSTANCE_SYNC_SECRET; without it the secret an administrator stored, and without that both calls answer 503. */
  environmentSecret: string | undefined;
  /** The exchange's allowance per address: the sign-in's. */
  exchangeLimit: RateLimitRule;
}

type SyncText = keyof typeof INSTANCE_SYNC_TEXTS;
const refusal = (status: number, code: string, key: SyncText) => new ApiError(status, code, INSTANCE_SYNC_TEXTS[key]);

/** The actor of an audit row about a refused link whose user is not known (or not to be believed). */
const ANONYMOUS = 'anonymous';

/**
 * `GET /api/instance-sync/generate-token` (signed in) and `GET /api/instance-sync/exchange-token`
 * (public): a signed-in user opens a sibling instance, or this one, already signed in there.
 * Both answer 503 while moving between instances is off (no shared secret, or no enabled sibling).
 */
export async function instanceSyncRoutes(fastify: FastifyInstance, options: InstanceSyncRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** The shared secret, or the 503 that says why moving is off. */
  const secretWhileOn = async (): Promise<string> => {
    const { status, secret } = await instanceSyncState(app, options.environmentSecret);
    if (!status.on || !secret) throw new ApiError(503, 'instance-sync-off', status.offReason ?? INSTANCE_SYNC_TEXTS.offNoSecret);
    return secret.secret;
  };
  const thisInstance = async (): Promise<InstanceRow> => {
    const current = await currentInstance(app.db);
    if (!current) throw refusal(503, 'instance-sync-off', 'offNoSibling');
    return current;
  };

  app.get(
    '/instance-sync/generate-token',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['instances'],
        summary:
          'A one-minute, single-use token that signs the caller in at this instance (isSameInstance=true) or the sibling instanceId, and the address to open',
        security: bearerSecurity,
        querystring: InstanceSyncGenerateQuerySchema,
        response: { 200: InstanceSyncTokenSchema, ...authenticatedProblems, ...problemResponses(403, 503) },
      },
    },
    async (request) => {
      const caller = request.user;
      // An administrator acting as someone must not carry that identity to another portal.
      if (caller.impersonatorId) throw refusal(403, 'instance-sync-while-impersonating', 'notWhileImpersonating');
      const secret = await secretWhileOn();
      const { isSameInstance, instanceId } = request.query;
      const current = await thisInstance();
      let target: InstanceRow;
      if (isSameInstance) {
        if (instanceId !== undefined && instanceId !== current.id) throw refusal(400, 'instance-sync-not-same-instance', 'notSameInstance');
        target = current;
      } else {
        if (instanceId === undefined) throw refusal(400, 'instance-sync-instance-id-required', 'instanceIdRequired');
        const found = await instanceById(app.db, instanceId);
        if (!found) throw notFound(INSTANCE_TEXTS.unknown);
        target = found;
      }
      if (!target.enabled) throw refusal(400, 'instance-sync-instance-disabled', 'instanceDisabled');
      const user = await app.db.selectFrom('users').select('email').where('id', '=', caller.id).executeTakeFirst();
      if (!user) throw notFound();
      const now = new Date();
      const { token, claims } = signSyncToken(secret, { sub: user.email, aud: target.baseUrl, iss: current.baseUrl }, now);
      await recordAudit(app.db, caller, {
        action: 'instance-sync.generate',
        entityType: 'instance',
        entityId: target.id,
        details: { jti: claims.jti, audience: target.baseUrl },
        at: now,
      });
      return { token, expiresAt: new Date(claims.exp * 1000).toISOString(), url: instanceSyncUrl(target.baseUrl, token) };
    },
  );

  /**
   * Records a refused exchange (never the token): the reason, what the link claimed, and the
   * caller's address. The actor is the user only once the signature proved who the link is for.
   */
  async function refuseExchange(
    request: FastifyRequest<{ Querystring: { token: string } }>,
    problem: ApiError,
    known: { userId?: string; claims?: Record<string, string> } = {},
  ): Promise<never> {
    await recordAudit(
      app.db,
      { id: known.userId ?? ANONYMOUS },
      {
        action: 'instance-sync.refused',
        entityType: 'instance',
        entityId: 'exchange-token',
        details: {
          reason: problem.code,
          claimed: known.claims ?? unverifiedClaims(request.query.token),
          signatureVerified: known.claims !== undefined,
          address: request.ip,
        },
      },
    ).catch((error: unknown) => request.log.error({ err: error }, 'the refused instance sync link could not be audited'));
    throw problem;
  }

  app.get(
    '/instance-sync/exchange-token',
    {
      config: {
        access: publicRoute('a signed, one-minute, single-use link from a known instance is the credential'),
        sessionCookie: true,
        rateLimit: {
          ...options.exchangeLimit,
          keyGenerator: (request) => `${request.ip}|instance-sync`,
        },
      },
      schema: {
        tags: ['instances', 'auth'],
        summary:
          'Exchange an instance sync token for a session, as signing in answers (401 `mfa-required` when the user has two-step sign-in): once, within its minute, at the instance it names, from an instance this one knows',
        querystring: InstanceSyncExchangeQuerySchema,
        response: { 200: AccessSessionSchema, ...problemResponses(400, 401, 403, 404, 410, 429, 503) },
      },
    },
    async (request, reply) => {
      let secret: string;
      try {
        secret = await secretWhileOn();
      } catch (error) {
        return refuseExchange(request, error as ApiError);
      }
      const now = new Date();
      const check = verifySyncToken(secret, request.query.token, now);
      if (!check.ok) {
        return refuseExchange(
          request,
          check.reason === 'expired'
            ? refusal(410, 'instance-sync-token-expired', 'tokenExpired')
            : refusal(400, 'instance-sync-token-invalid', 'tokenInvalid'),
        );
      }
      const { claims } = check;
      const verified = { jti: claims.jti, sub: claims.sub, aud: claims.aud, iss: claims.iss };
      const current = await thisInstance();
      if (claims.aud !== current.baseUrl) {
        return refuseExchange(request, refusal(400, 'instance-sync-wrong-instance', 'wrongInstance'), { claims: verified });
      }
      // Only this portal and the enabled siblings an administrator added here may send people in.
      const issuer = await app.db
        .selectFrom('instances')
        .select('id')
        .where('baseUrl', '=', claims.iss)
        .where('enabled', '=', true)
        .executeTakeFirst();
      if (!issuer) return refuseExchange(request, refusal(400, 'instance-sync-unknown-issuer', 'unknownIssuer'), { claims: verified });
      const row = await app.db.selectFrom('users').select('id').where('email', '=', normaliseEmail(claims.sub)).executeTakeFirst();
      const user = row ? await loadAuthUser(app.db, row.id) : undefined;
      if (!user) return refuseExchange(request, refusal(404, 'instance-sync-user-unknown', 'userUnknown'), { claims: verified });
      if (user.signInRefusal) {
        // Refused as signing in refuses them: a disabled account, or a contact of an Inactive company.
        const refused =
          user.signInRefusal === 'account-disabled'
            ? refusal(403, 'account-disabled', 'userDisabled')
            : signInRefused(user.signInRefusal, 403);
        return refuseExchange(request, refused, { userId: user.id, claims: verified });
      }
      const spent = await app.db.transaction().execute(async (trx) => {
        // Tokens past their minute are refused by their exp: their ids need not be kept.
        await trx.deleteFrom('instanceSyncTokens').where('expiresAt', '<', now).execute();
        const inserted = await trx
          .insertInto('instanceSyncTokens')
          .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000), usedAt: now })
          .onConflict((oc) => oc.column('jti').doNothing())
          .returning('jti')
          .executeTakeFirst();
        if (!inserted) return false;
        await recordAudit(
          trx,
          { id: user.id },
          {
            action: 'instance-sync.exchange',
            entityType: 'user',
            entityId: user.id,
            details: { jti: claims.jti, from: claims.iss },
            at: now,
          },
        );
        return true;
      });
      if (!spent)
        return refuseExchange(request, refusal(410, 'instance-sync-token-used', 'tokenUsed'), { userId: user.id, claims: verified });
      // The link stands for a password, not for the second step: a user with two-step sign-in
      // gives their code here as at the sign-in page (the link is spent, so it cannot ask twice).
      const mfaChallenge = await mfaChallengeFor(app, user.id);
      if (mfaChallenge) throw new ApiError(401, 'mfa-required', MFA_TEXTS.signInNeedsCode, { mfaChallenge });
      request.log.info({ userId: user.id, from: claims.iss }, 'signed in from another instance');
      return startSession(app, reply, user);
    },
  );
}
