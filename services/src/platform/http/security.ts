import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { helmetHeaders } from './security-headers';

export interface SecurityPluginOptions {
  corsOrigins: string[];
  /** When set, rate-limit counters live in Redis, so every service process counts together. */
  rateLimitStore?: { redisUrl: string; nameSpace: string };
}

/** The OpenAPI viewer: the one HTML page services serve. */
const DOCUMENT_PREFIX = '/api/docs';

/**
 * The headers of a JSON (or file) answer: the OWASP REST set. Nothing in such an answer is ever
 * rendered as a page, so it gets the strictest policy (no content, no framing) instead of a page
 * policy, and `no-store`, because answers carry borrowers' data that no browser or proxy cache may
 * keep. A route that may be cached says so itself (`/api/version`, `/api/remotes`).
 */
export const apiResponseHeaders: Readonly<Record<string, string>> = {
  ...helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    // The remotes run on sibling ports of the same site and read the API through CORS.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // These concern pages (windows, prefetching, legacy IE downloads and XSS filters, Flash).
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  }),
  'cache-control': 'no-store',
};

/**
 * The headers of the OpenAPI viewer page: helmet's page set (its CSP is swagger-ui's own), never
 * framed, like the portal's pages (services/src/platform/remotes/page-policy.ts).
 */
export const documentResponseHeaders: Readonly<Record<string, string>> = helmetHeaders({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      // Served over plain http on loopback in development: do not rewrite to https.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
  xFrameOptions: { action: 'deny' },
});

/**
 * Security headers (helmet's, computed once: one set for API answers, one for the docs page), CORS
 * for the portal's own remote origins, and the rate limiter (off by default: the routes that need
 * it, login and refresh, set their own), counting in Redis when the portal runs several processes.
 */
export const securityPlugin = fp<SecurityPluginOptions>(
  async (app, options) => {
    // A callback hook, not an async one: it runs on every response and has nothing to await.
    app.addHook('onRequest', (request, reply, done) => {
      const { url } = request;
      const isDocsPage = url === DOCUMENT_PREFIX || url.startsWith(`${DOCUMENT_PREFIX}/`) || url.startsWith(`${DOCUMENT_PREFIX}?`);
      reply.headers(isDocsPage ? documentResponseHeaders : apiResponseHeaders);
      done();
    });
    await app.register(cors, {
      origin: options.corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposedHeaders: ['x-request-id', 'content-disposition'],
    });
    if (options.rateLimitStore) {
      // Fail fast: a counter that cannot be read must not hold a sign-in for seconds.
      const redis = new Redis(options.rateLimitStore.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: true });
      await redis.connect();
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => undefined);
      });
      // skipOnError: while Redis is unreachable sign-ins stay possible, uncounted, rather than
      // every user being locked out of the portal.
      await app.register(rateLimit, { global: false, redis, nameSpace: options.rateLimitStore.nameSpace, skipOnError: true });
    } else {
      await app.register(rateLimit, { global: false });
    }
  },
  { name: 'security' },
);
