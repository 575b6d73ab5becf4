import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { publicRoute } from '../access/declarations';
import { PROBLEM_CONTENT_TYPE, problem, unauthorized } from '../http/problem';
import { problemResponses } from '../http/schemas';
import type { DependencyChecks } from './health-checks';
import type { PortalMetrics } from './metrics';
import { bearerMatches } from './metrics-token';

const DependencyStateSchema = Type.Union([Type.Literal('up'), Type.Literal('down'), Type.Literal('not-configured')]);

export interface OperationsRoutesOptions {
  /** Absent: metrics are off and `/metrics` answers 404 like an unknown address. */
  metrics: { registry: PortalMetrics; token: string } | undefined;
  checks: DependencyChecks;
}

/**
 * `/health`, `/ready` and `/metrics` at the root, beside `/api`: what an orchestrator probes and a
 * Prometheus scrapes on each service process's own port. The host's proxy forwards only `/api`
 * and `/socket.io`, so none of them is reachable through the portal's public address.
 * Hidden from the OpenAPI document: they are the operators', not the portal's API.
 */
export async function operationsRoutes(app: FastifyInstance, options: OperationsRoutesOptions): Promise<void> {
  app.get(
    '/health',
    {
      // A liveness probe must not restart a process that is finishing its requests.
      config: { access: publicRoute('liveness probe: says only that the process runs'), answersWhileClosing: true },
      schema: { hide: true, response: { 200: Type.Object({ status: Type.Literal('alive') }) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'alive' as const };
    },
  );

  app.get(
    '/ready',
    {
      // While the server closes, `refuseRequestsWhileClosing` (../http/closing.ts) answers 503 before this runs.
      config: { access: publicRoute('readiness probe: whether the database and Redis answer; no data') },
      schema: {
        hide: true,
        response: {
          200: Type.Object({ status: Type.Literal('ready'), database: DependencyStateSchema, redis: DependencyStateSchema }),
          ...problemResponses(503),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const readiness = await options.checks.readiness();
      const down = Object.entries(readiness)
        .filter(([, state]) => state === 'down')
        .map(([dependency]) => dependency);
      if (down.length === 0) return { status: 'ready' as const, ...readiness };
      return reply
        .code(503)
        .header('retry-after', '5')
        .type(PROBLEM_CONTENT_TYPE)
        .send(problem(503, 'not-ready', `Not ready: ${down.join(' and ')} not answering.`));
    },
  );

  app.get(
    '/metrics',
    {
      config: { access: publicRoute('Prometheus scrape, with METRICS_TOKEN as its own bearer token; 404 without one configured') },
      schema: { hide: true, response: { 200: Type.String(), ...problemResponses(401, 404) } },
    },
    async (request, reply) => {
      const { metrics } = options;
      if (!metrics) {
        // Off: the same answer as an address that does not exist.
        return reply
          .code(404)
          .type(PROBLEM_CONTENT_TYPE)
          .send(problem(404, 'route-not-found', `No route ${request.method} ${request.url.split('?')[0]}.`));
      }
      if (!bearerMatches(request.headers.authorization, metrics.token)) {
        // The problem handler adds `WWW-Authenticate: Bearer`, as on every 401.
        throw unauthorized('metrics-token-invalid', 'Send the METRICS_TOKEN as a bearer token.');
      }
      const { contentType, body } = await metrics.registry.exposition();
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    },
  );
}
