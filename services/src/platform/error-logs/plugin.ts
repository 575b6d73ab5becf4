import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  DEFAULT_PAGE_SIZE,
  ERROR_REPORTS_PER_MINUTE,
  ErrorLogListQuerySchema,
  ErrorLogListSchema,
  ErrorReportAnswerSchema,
  ErrorReportRequestSchema,
  FIRST_PAGE,
} from 'shared-rules';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../http/schemas';
import { listErrors, recordError } from './error-log-store';
import { ADMINS_ONLY, SIGNED_IN } from '../access/declarations';

declare module 'fastify' {
  interface FastifyRequest {
    /** The error a 5xx answer came from, kept for the error log. */
    failure?: Error;
  }
}

/**
 * Records every 5xx answer of the services (any route) in the error log, with the request id, the
 * user, the route's pattern and the error's scrubbed message and stack. Recording never delays or
 * fails the answer.
 */
export const serverErrorRecorder = fp<{ buildId: string }>(
  async (app, { buildId }) => {
    app.addHook('onError', async (request, _reply, error) => {
      request.failure = error;
    });
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode < 500) return;
      const error = request.failure;
      recordError(app.db, {
        source: 'server',
        kind: 'server-error',
        message: error?.message || `The services answered ${reply.statusCode}.`,
        stack: error?.stack ?? null,
        route: `${request.method} ${request.routeOptions.url ?? request.url}`,
        requestId: request.id,
        statusCode: reply.statusCode,
        buildId,
        userId: request.user?.id ?? null,
      }).catch((failure: unknown) => request.log.error({ err: failure }, 'could not record a server error'));
    });
  },
  // app.db is read when an answer fails, not at registration.
  { name: 'server-error-recorder' },
);

/** `POST /api/error-logs` (any signed-in user's browser) and `GET /api/admin/error-logs` (administrators). */
export async function errorLogRoutes(fastify: FastifyInstance, { buildId }: { buildId: string }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/error-logs',
    {
      config: {
        access: SIGNED_IN,
        rateLimit: {
          max: ERROR_REPORTS_PER_MINUTE,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `error-logs|${request.user.id}`,
        },
      },
      schema: {
        tags: ['error-logs'],
        summary: 'Report an error the portal met in the browser (a crashed page, a remote that did not load, an unhandled rejection)',
        security: bearerSecurity,
        body: ErrorReportRequestSchema,
        response: { 201: ErrorReportAnswerSchema, ...authenticatedProblems },
      },
    },
    async (request, reply) => {
      const { kind, message, stack, route, buildId: browserBuild, remote } = request.body;
      const id = await recordError(app.db, {
        source: 'browser',
        kind,
        message,
        stack: stack ?? null,
        route,
        requestId: request.id,
        buildId: browserBuild || buildId,
        remote: remote ?? null,
        userId: request.user.id,
      });
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/admin/error-logs',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['error-logs', 'admin'],
        summary: 'The error log, newest first: by source, kind, day range and words of the message, route or request id (administrators)',
        security: bearerSecurity,
        querystring: ErrorLogListQuerySchema,
        response: { 200: ErrorLogListSchema, ...authenticatedProblems, ...problemResponses(400) },
      },
    },
    async (request) => {
      const page = request.query.page ?? FIRST_PAGE;
      const pageSize = request.query.pageSize ?? DEFAULT_PAGE_SIZE;
      const { data, total } = await listErrors(app.db, { ...request.query, page, pageSize });
      return { data, page, pageSize, total };
    },
  );
}
