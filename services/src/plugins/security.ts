import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { helmetHeaders } from './security-headers';

export interface SecurityPluginOptions {
  corsOrigins: string[];
}

/**
 * Security headers (helmet's, computed once), CORS for the portal's own remote origins, and
 * the rate limiter (off by default: the routes that need it, login and refresh, set their own).
 */
export const securityPlugin = fp<SecurityPluginOptions>(
  async (app, options) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // Served over plain http on loopback in development: do not rewrite to https.
          upgradeInsecureRequests: null,
        },
      },
      // The remotes run on sibling ports of the same site and read the API through CORS.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    // A callback hook, not an async one: it runs on every response and has nothing to await.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(cors, {
      origin: options.corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposedHeaders: ['x-request-id'],
    });
    await app.register(rateLimit, { global: false });
  },
  { name: 'security' },
);
