import { deploymentId, redisNames } from './platform/db/deployment-id';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { accessPlugin } from './platform/access/plugin';
import { requireDeclaredAccess } from './platform/access/route-access';
import { authPlugin, requireAuthentication } from './platform/auth/plugin';
import { signInThrottlePlugin } from './platform/auth/sign-in-throttle/plugin';
import { isLoopbackHttp, sessionCookiesPlugin } from './platform/auth/session-cookies';
import { profileRoutes } from './platform/auth/profile-routes';
import { accountPlugin } from './features/people/account/plugin';
import { errorLogRoutes, serverErrorRecorder } from './platform/error-logs/plugin';
import { userAdminPlugin } from './features/people/user-admin/plugin';
import { auditTrailRoutes } from './platform/audit/trail-routes';
import { auditRetentionPlugin } from './platform/audit/retention/retention-schedule';
import { impersonationHooks } from './features/people/impersonation/request-hooks';
import { impersonationRoutes } from './features/people/impersonation/routes';
import { instancesPlugin } from './features/instances/plugin';
import { authRoutes } from './platform/auth/routes';
import { knowledgeServicesPlugin } from './features/knowledge/knowledge-services';
import { knowledgePlugin } from './features/knowledge/plugin';
import { DEFAULT_CORS_ORIGINS, DEFAULT_REMOTES_FILE, resolveBuildId, type AppOptions } from './config';
import { registerProblemHandlers } from './platform/http/error-handler';
import { refuseRequestsWhileClosing } from './platform/http/closing';
import { notificationsPlugin } from './features/notifications/plugin';
import { orgsUsersPlugin } from './features/people/orgs-users/plugin';
import { databasePlugin } from './platform/db/database-plugin';
import { jobsPlugin } from './platform/jobs/plugin';
import { openApiPlugin } from './platform/http/openapi';
import { securityPlugin } from './platform/http/security';
import { withLogSerializers } from './platform/http/log-serializers';
import { platformPlugin } from './platform/remotes/plugin';
import { readCachePlugin } from './platform/cache/plugin';
import { realtimePlugin } from './platform/sockets/plugin';
import { settingsPlugin } from './features/settings/plugin';
import { loanEventLogPlugin } from './features/loans';
import { loansPlugin } from './features/loans/plugin';
import { loanFileRoutes } from './features/loans/loan-file-routes';
import { loanDataPlugin } from './features/loan-data/plugin';
import { CHAT_MESSAGES_PER_MINUTE, LoanAttachmentSchema } from 'shared-rules';
import { conditionsPlugin } from './features/conditions/plugin';
import { documentsPlugin } from './features/documents/plugin';
import { signedContentRoutes } from './features/documents/signed-content-routes';
import { ruleSetsPlugin } from './features/rule-sets/plugin';
import { workflowsPlugin } from './features/workflows/plugin';
import { DEFAULT_MAIL_FROM, DEFAULT_PORTAL_URL, DEFAULT_SUPPORT_EMAIL } from './platform/mail/mailer';
import { mailPlugin } from './platform/mail/plugin';
import { outboxRoutes } from './platform/mail/outbox-routes';
import { supportPlugin } from './features/support/plugin';
import { changelogsPlugin } from './features/content/changelogs/plugin';
import { assetsPlugin } from './features/content/assets/plugin';
import { chatPlugin } from './features/assistant/plugin';
import { webhooksPlugin } from './features/webhooks/plugin';
import { pricingPlugin } from './features/pricing/plugin';
import { secretSealer } from './platform/secrets/secret-sealer';
import { refuseUnsafeSecrets } from './platform/secrets/published-secrets';
import { lazySchemaCompilers } from './platform/http/lazy-schema-compilers';
import { telemetryPlugin, telemetryQueryPlugins } from './platform/telemetry/plugin';
import { holdWorkerPool } from './platform/workers/worker-pool';

export type { AppOptions } from './config';

const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

/** TRUST_PROXY for fastify: a hop count becomes "believe the n proxies nearest to us". */
function trustedProxies(setting: AppOptions['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/**
 * Builds the portal's server without listening: the infrastructure plugins (security headers,
 * CORS, rate limits, OpenAPI, database, tokens, access layer, socket.io), then every feature
 * under /api, where a bearer token is required unless a route is marked public.
 * Tests call it and use `inject` or `listen({ port: 0 })`; server.ts adds the process handling.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // Before anything listens or touches the database: a published or weak secret stops the start.
  refuseUnsafeSecrets(options);
  const buildId = options.buildId ?? resolveBuildId();
  const corsOrigins = options.corsOrigins ?? DEFAULT_CORS_ORIGINS;
  const schemaCompilers = lazySchemaCompilers();

  const app = Fastify({
    logger: withLogSerializers(options.logger ?? false),
    trustProxy: trustedProxies(options.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // `refuseRequestsWhileClosing` answers instead, with a problem a balancer can retry elsewhere.
    return503OnClosing: false,
    schemaController: schemaCompilers.schemaController,
    ajv: {
      customOptions: {
        // Unknown body fields are refused (additionalProperties: false), never silently dropped.
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
        // Contracts write multi-typed values as `type: [...]` (a loan field value is text, a number,
        // a flag or null); without this ajv's strict mode logs a warning for each such schema.
        allowUnionTypes: true,
      },
    },
  });

  app.decorate('compilePendingSchemas', schemaCompilers.compilePending);
  // Deny by default: a route under /api that declares no access stops the start.
  app.addHook('onRoute', requireDeclaredAccess);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerProblemHandlers(app);
  refuseRequestsWhileClosing(app);
  // Parsing threads (PDF text): let go of last, as onClose hooks run in reverse, after the jobs that use them have stopped.
  app.addHook('onClose', holdWorkerPool());

  // Two deployments (or two test files' databases) on one Redis never see each other's keys or events.
  const redisNamesOfDeployment = redisNames(deploymentId(options.database));
  await app.register(securityPlugin, {
    corsOrigins,
    rateLimitStore: options.redisUrl ? { redisUrl: options.redisUrl, nameSpace: redisNamesOfDeployment.rateLimit } : undefined,
  });
  const portalUrl = options.mail?.portalUrl ?? DEFAULT_PORTAL_URL;
  await app.register(sessionCookiesPlugin, {
    secure: options.secureCookies ?? !isLoopbackHttp(portalUrl),
    allowedOrigins: [...new Set([...corsOrigins, new URL(portalUrl).origin])],
  });
  await app.register(openApiPlugin, { buildId });
  await app.register(databasePlugin, {
    database: options.database,
    migrate: options.migrate ?? true,
    queryPlugins: telemetryQueryPlugins(options.tracerProvider),
  });
  // Its request hooks come before every route's; the job system may report through `app.telemetry`.
  await app.register(telemetryPlugin, {
    metricsToken: options.metricsToken,
    tracerProvider: options.tracerProvider,
    redisUrl: options.redisUrl,
  });
  // Before every plugin that registers a kind of job; it stops (on close) before the database does.
  await app.register(jobsPlugin, options.jobs ?? {});
  await app.register(readCachePlugin, {
    redisUrl: options.redisUrl,
    channel: redisNamesOfDeployment.readCacheChannel,
    ttlMs: options.readCacheTtlMs,
  });
  await app.register(signInThrottlePlugin, {
    redis: options.redisUrl ? { url: options.redisUrl, nameSpace: redisNamesOfDeployment.rateLimit } : undefined,
    policy: options.signInThrottle?.policy,
    now: options.signInThrottle?.now,
  });
  await app.register(auditRetentionPlugin, { intervalMs: options.auditRetentionIntervalMs });
  await app.register(authPlugin, {
    jwtSecret: options.jwtSecret,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 15 * 60,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 30 * 24 * 3600,
    refreshReuseGraceMs: options.refreshReuseGraceMs,
  });
  await app.register(accessPlugin);
  // Seals what users and administrators store (an integration token, the assistant's API key); null without SECRETS_KEY.
  app.decorate('secretSealer', options.secretsKey ? secretSealer(options.secretsKey) : null);
  await app.register(serverErrorRecorder, { buildId });
  await app.register(realtimePlugin, { corsOrigins, redisUrl: options.redisUrl, adapterKey: redisNamesOfDeployment.socketAdapter });
  await app.register(knowledgeServicesPlugin);
  await app.register(loanEventLogPlugin);
  await app.register(mailPlugin, {
    smtpUrl: options.mail?.smtpUrl,
    from: options.mail?.from ?? DEFAULT_MAIL_FROM,
    supportAddress: options.mail?.supportAddress ?? DEFAULT_SUPPORT_EMAIL,
    portalUrl,
  });

  await app.register(
    async (api) => {
      api.addHook('onRequest', requireAuthentication);
      // Refusals of what only the user changes, and the audit of every request made while impersonating.
      await api.register(impersonationHooks);
      // Shared by the documents' and the conditions' answers, which refer to it by $id.
      api.addSchema(LoanAttachmentSchema);
      await api.register(authRoutes, {
        signInRequestLimit: options.rateLimits?.signInRequests ?? { max: 60, timeWindow: 60_000 },
        // Per address: every page load refreshes, and an office behind one address has many people.
        refreshLimit: options.rateLimits?.refresh ?? { max: 600, timeWindow: 60_000 },
      });
      await api.register(profileRoutes);
      await api.register(accountPlugin);
      await api.register(errorLogRoutes, { buildId });
      await api.register(platformPlugin, {
        buildId,
        remotesFile: options.remotesFile ?? DEFAULT_REMOTES_FILE,
        remoteUrlOverrides: options.remoteUrlOverrides ?? {},
      });
      await api.register(orgsUsersPlugin);
      await api.register(userAdminPlugin, { attemptLimit: options.rateLimits?.login ?? { max: 10, timeWindow: 60_000 } });
      await api.register(impersonationRoutes);
      await api.register(instancesPlugin, {
        syncSecret: options.instanceSyncSecret,
        exchangeLimit: options.rateLimits?.login ?? { max: 10, timeWindow: 60_000 },
      });
      await api.register(auditTrailRoutes);
      await api.register(notificationsPlugin);
      await api.register(settingsPlugin);
      // Feature plugins (loans, documents, …) register here, each in its own folder.
      await api.register(loansPlugin);
      await api.register(loanFileRoutes);
      await api.register(loanDataPlugin);
      await api.register(ruleSetsPlugin);
      await api.register(workflowsPlugin);
      await api.register(documentsPlugin);
      await api.register(signedContentRoutes);
      await api.register(conditionsPlugin);
      await api.register(supportPlugin, { submitLimit: options.rateLimits?.supportSubmit ?? { max: 10, timeWindow: 60_000 } });
      await api.register(outboxRoutes);
      await api.register(changelogsPlugin);
      await api.register(assetsPlugin);
      await api.register(knowledgePlugin);
      await api.register(chatPlugin, {
        messageLimit: options.rateLimits?.chatMessages ?? { max: CHAT_MESSAGES_PER_MINUTE, timeWindow: 60_000 },
        environmentApiKey: options.assistantApiKey,
      });
      await api.register(webhooksPlugin);
      await api.register(pricingPlugin);
    },
    { prefix: '/api' },
  );

  return app;
}
