import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { ApiProblemSchema } from 'shared-rules';

export interface OpenApiPluginOptions {
  buildId: string;
}

/**
 * The OpenAPI document, generated from the routes' own schemas (the TypeBox contracts of
 * shared-rules), with its viewer at /api/docs (the document itself at /api/docs/json).
 * Registered before any route.
 */
export const openApiPlugin = fp<OpenApiPluginOptions>(
  async (app, options) => {
    app.addSchema(ApiProblemSchema);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Loan portal API',
          description: 'REST API of the loan-origination portal. Errors are problem details (application/problem+json) with a stable code.',
          version: options.buildId,
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
