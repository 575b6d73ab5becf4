import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TracerProvider } from '@opentelemetry/api';
import type { FastifyServerOptions, onRouteHookHandler } from 'fastify';
import type { ThrottlePolicy } from './platform/auth/sign-in-throttle/sign-in-throttle';
import type { DatabaseOptions } from './platform/db/connect';
import { DEFAULT_MAIL_FROM, DEFAULT_PORTAL_URL, DEFAULT_SUPPORT_EMAIL, type MailOptions } from './platform/mail/mailer';
import type { JobRunnerOptions } from './platform/jobs/job-runner';
import { remotesFileFromEnv } from './platform/remotes/remotes';
import { metricsTokenFromEnv } from './platform/telemetry/metrics-token';

export { DEFAULT_REMOTES_FILE } from './platform/remotes/remotes';

/** The services package folder (src/.. in tests, dist/.. when built). */
export const PACKAGE_DIR = path.resolve(__dirname, '..');

export interface RateLimitRule {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

/** Everything `buildApp` needs; `optionsFromEnv` fills it from the environment. */
export interface AppOptions {
  database: DatabaseOptions;
  /** When set, socket.io publishes through Redis so every service process delivers them. */
  redisUrl?: string;
  /** How long the per-process read cache trusts a value without an invalidation (default 10 s). */
  readCacheTtlMs?: number;
  /** Between two audit retention sweeps of each process, the first at start (default one hour); null: none unless asked (tests). */
  auditRetentionIntervalMs?: number | null;
  /** The durable job runner of each process (`platform/jobs`): how often it polls, its lease, how long closing waits for jobs under way. */
  jobs?: Partial<JobRunnerOptions>;
  /** When absent, a secret is generated on first start and kept in the database. */
  jwtSecret?: string;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  /** How long a just-rotated refresh token may come back without ending the sign-in (default 10 s). */
  refreshReuseGraceMs?: number;
  buildId?: string;
  logger?: FastifyServerOptions['logger'];
  corsOrigins?: string[];
  remotesFile?: string;
  /** Environment consulted for per-remote manifest overrides (REMOTE_URL_MFE_LOAN, …). */
  remoteUrlOverrides?: Record<string, string | undefined>;
  /** Runs pending migrations while building (default true). */
  migrate?: boolean;
  rateLimits?: {
    /** Sign-in requests per address, right or wrong: bounds the password hashing one client can ask for. */
    signInRequests?: RateLimitRule;
    /** Other credential attempts per address: instance sync links, password links. */
    login?: RateLimitRule;
    refresh?: RateLimitRule;
    supportSubmit?: RateLimitRule;
    chatMessages?: RateLimitRule;
  };
  /** How failed sign-ins slow the next ones (default `SIGN_IN_THROTTLE_POLICY`), and the clock tests move. */
  signInThrottle?: { policy?: ThrottlePolicy; now?: () => number };
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-For to believe for the client's address (fastify's
   * `trustProxy`: a hop count, or addresses, ranges and `loopback`/`linklocal`/`uniquelocal`).
   * Unset: none, and the address is the connection's.
   */
  trustProxy?: number | string[];
  /** Whether the session cookies are Secure; default: yes unless PORTAL_URL is http on a loopback address. */
  secureCookies?: boolean;
  /** SMTP (absent: emails are only kept in the outbox), From, and the support address. */
  mail?: Partial<MailOptions>;
  /** The OpenAI-compatible model's key (ASSISTANT_API_KEY); wins over a key stored on /admin/ai/settings. */
  assistantApiKey?: string;
  /** SECRETS_KEY (at least 32 characters): encrypts the secrets administrators store; without it none can be stored. */
  secretsKey?: string;
  /**
   * INSTANCE_SYNC_SECRET, the same at every instance: signs the tokens that move a user between
   * instances. Without it the secret an administrator generates or enters on /admin/tenants is used.
   */
  instanceSyncSecret?: string;
  /** Told of every route as it is registered, with its options (the route-schema tests list the routes with it). */
  onRoute?: onRouteHookHandler;
  /** METRICS_TOKEN: the bearer token of `GET /metrics`; without it metrics are neither collected nor served. */
  metricsToken?: string;
  /** Spans go to it (request, query, socket event, job); absent: none is made. `server.ts` starts one with OTEL_EXPORTER_OTLP_ENDPOINT. */
  tracerProvider?: TracerProvider;
}

export const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/**
 * The build id: BUILD_ID when set, else the one written into dist by the build, else an id
 * made at start (a development run from source).
 */
export function resolveBuildId(env: NodeJS.ProcessEnv = process.env): string {
  if (env.BUILD_ID) return env.BUILD_ID;
  try {
    const written = readFileSync(path.join(__dirname, 'build-id.txt'), 'utf8').trim();
    if (written) return written;
  } catch {
    // Not built: fall through.
  }
  return `dev-${new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14)}`;
}

/**
 * INSTANCE_SYNC_SECRET, or undefined. There is no default in any mode: without it an administrator
 * generates or enters the shared secret on the Instances page, and until then nobody is moved.
 */
export function instanceSyncSecretFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.INSTANCE_SYNC_SECRET || undefined;
}

/**
 * TRUST_PROXY: `2` (hops), or `loopback,10.0.0.0/8` (addresses and ranges the proxies connect
 * from). Unset or `false`: no proxy is believed. `true` (every proxy) is refused: any client could
 * then name its own address and escape the sign-in limits.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): number | string[] | undefined {
  const value = env.TRUST_PROXY?.trim();
  if (!value || value === 'false') return undefined;
  if (value === 'true')
    throw new Error('TRUST_PROXY=true would believe any client about its address: give the hop count or the proxies’ addresses.');
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** PORTAL_URL: the portal's address as people open it (links in emails, this instance's entry). */
export function portalUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.PORTAL_URL || DEFAULT_PORTAL_URL;
}

/**
 * Reads DATABASE_URL, DATA_DIR, REDIS_URL, JWT_SECRET, BUILD_ID, CORS_ORIGINS, REMOTES_FILE,
 * LOG_LEVEL, SMTP_URL, MAIL_FROM, SUPPORT_EMAIL, PORTAL_URL, ASSISTANT_API_KEY, SECRETS_KEY,
 * INSTANCE_SYNC_SECRET, TRUST_PROXY, METRICS_TOKEN (traces: `startTraceExport` in server.ts).
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): AppOptions {
  const database: DatabaseOptions = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.resolve(PACKAGE_DIR, env.DATA_DIR ?? 'data') };
  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    : DEFAULT_CORS_ORIGINS;
  return {
    database,
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: trustProxyFromEnv(env),
    assistantApiKey: env.ASSISTANT_API_KEY || undefined,
    secretsKey: env.SECRETS_KEY || undefined,
    instanceSyncSecret: instanceSyncSecretFromEnv(env),
    metricsToken: metricsTokenFromEnv(env),
    jwtSecret: env.JWT_SECRET || undefined,
    buildId: resolveBuildId(env),
    logger: { level: env.LOG_LEVEL ?? 'info' },
    corsOrigins,
    remotesFile: remotesFileFromEnv(env),
    remoteUrlOverrides: env,
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || DEFAULT_MAIL_FROM,
      supportAddress: env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL,
      portalUrl: portalUrlFromEnv(env),
    },
  };
}
