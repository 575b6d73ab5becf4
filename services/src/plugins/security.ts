import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export interface SecurityPluginOptions {
  corsOrigins: string[];
}

/**
 * Security headers, CORS for the portal's own remote origins, and the rate limiter (off by
 * default: the routes that need it, login and refresh, set their own limits).
 */
export const securityPlugin = fp<SecurityPluginOptions>(
  async (app, options) => {
    await app.register(helmet, {
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
