import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  INSTANCE_SYNC_TEXTS,
  INSTANCE_TEXTS,
  InstanceSyncExchangeQuerySchema,
  InstanceSyncGenerateQuerySchema,
  InstanceSyncTokenSchema,
  instanceSyncUrl,
  TokenPairSchema,
} from 'shared-rules';
import { recordAudit } from '../audit/audit-log';
import { loadAuthUser } from '../auth/profile';
import type { RateLimitRule } from '../config';
import { ApiError, notFound } from '../http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../http/schemas';
import { currentInstance, instanceById, type InstanceRow } from './instance-store';
import { signSyncToken, verifySyncToken } from './sync-token';

export interface InstanceSyncRoutesOptions {
  /** INSTANCE_SYNC_SECRET, shared by every instance; without it both calls answer 503. */
  secret: string | undefined;
  /** The exchange's allowance per address: the sign-in's. */
  exchangeLimit: RateLimitRule;
}

const refusal = (status: number, code: string, key: keyof typeof INSTANCE_SYNC_TEXTS) =>
  new ApiError(status, code, INSTANCE_SYNC_TEXTS[key]);

/**
 * `GET /api/instance-sync/generate-token` (signed in) and `GET /api/instance-sync/exchange-token`
 * (public): a signed-in user opens a sibling instance, or this one, already signed in there.
 */
export async function instanceSyncRoutes(fastify: FastifyInstance, options: InstanceSyncRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const secretOrRefuse = (): string => {
    if (!options.secret) throw refusal(503, 'instance-sync-unconfigured', 'unconfigured');
    return options.secret;
  };
  const thisInstance = async (): Promise<InstanceRow> => {
    const current = await currentInstance(app.db);
    if (!current) throw refusal(503, 'instance-sync-unconfigured', 'unconfigured');
    return current;
  };

  app.get(
    '/instance-sync/generate-token',
    {
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
      const secret = secretOrRefuse();
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

  app.get(
    '/instance-sync/exchange-token',
    {
      config: {
        public: true,
        rateLimit: {
          ...options.exchangeLimit,
          keyGenerator: (request) => `${request.ip}|instance-sync`,
        },
      },
      schema: {
        tags: ['instances', 'auth'],
        summary:
          'Exchange an instance sync token for a token pair, as signing in answers: once, within its minute, at the instance it names',
        querystring: InstanceSyncExchangeQuerySchema,
        response: { 200: TokenPairSchema, ...problemResponses(400, 403, 404, 410, 429, 503) },
      },
    },
    async (request) => {
      const secret = secretOrRefuse();
      const now = new Date();
      const check = verifySyncToken(secret, request.query.token, now);
      if (!check.ok) {
        throw check.reason === 'expired'
          ? refusal(410, 'instance-sync-token-expired', 'tokenExpired')
          : refusal(400, 'instance-sync-token-invalid', 'tokenInvalid');
      }
      const { claims } = check;
      const current = await thisInstance();
      if (claims.aud !== current.baseUrl) throw refusal(400, 'instance-sync-wrong-instance', 'wrongInstance');
      const row = await app.db.selectFrom('users').select('id').where('email', '=', claims.sub.trim().toLowerCase()).executeTakeFirst();
      const user = row ? await loadAuthUser(app.db, row.id) : undefined;
      if (!user) throw refusal(404, 'instance-sync-user-unknown', 'userUnknown');
      if (user.disabled) throw refusal(403, 'account-disabled', 'userDisabled');
      await app.db.transaction().execute(async (trx) => {
        // Tokens past their minute are refused by their exp: their ids need not be kept.
        await trx.deleteFrom('instanceSyncTokens').where('expiresAt', '<', now).execute();
        const spent = await trx
          .insertInto('instanceSyncTokens')
          .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000), usedAt: now })
          .onConflict((oc) => oc.column('jti').doNothing())
          .returning('jti')
          .executeTakeFirst();
        if (!spent) throw refusal(410, 'instance-sync-token-used', 'tokenUsed');
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
      });
      const refresh = await app.refreshTokens.issue(user.id);
      request.log.info({ userId: user.id, from: claims.iss }, 'signed in from another instance');
      return { access: app.issueAccessToken(user), refresh: refresh.token };
    },
  );
}
