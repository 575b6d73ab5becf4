import type { FastifyInstance } from 'fastify';
import { PROBLEM_CONTENT_TYPE, problem } from './problem';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered while the server closes too: the liveness probe (`../telemetry`), which must not restart a process finishing its work. */
    answersWhileClosing?: boolean;
  }
}

/** How long a client (or a balancer) should wait before sending a refused request again. */
const RETRY_AFTER_SECONDS = 1;

/**
 * While the server shuts down it finishes the requests it has started and refuses new ones
 * with a 503 `service-restarting` problem carrying `Retry-After` and `Connection: close`: the
 * request was not processed, so a balancer may send it to another process, and the refused
 * keep-alive connection closes instead of holding the shutdown open.
 * Fastify's own 503-on-closing is turned off in `buildApp` so that this answer is the only one.
 */
export function refuseRequestsWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing || request.routeOptions.config.answersWhileClosing) return;
    request.log.info('refused: the server is shutting down');
    await reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('connection', 'close')
      .type(PROBLEM_CONTENT_TYPE)
      .send(problem(503, 'service-restarting', 'The service is restarting. Try again in a moment.'));
  });
}
