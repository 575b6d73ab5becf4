import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { activeTraceId } from './request-spans';

/** W3C trace context: version, trace id, parent id, flags. */
const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/;
const INVALID_TRACE_ID = '0'.repeat(32);

/** The trace id a caller (a proxy, another service) sent in `traceparent`, when it is well formed. */
export function incomingTraceId(header: string | string[] | undefined): string | undefined {
  const match = typeof header === 'string' ? TRACEPARENT.exec(header.trim()) : null;
  return match && match[1] !== INVALID_TRACE_ID ? match[1] : undefined;
}

/** Both loggers of the request: fastify writes "request completed" with the reply's. */
function bind(request: FastifyRequest, reply: FastifyReply, bindings: Record<string, string>): void {
  const child = request.log.child(bindings);
  request.log = child;
  reply.log = child;
}

/**
 * Every log line of a request carries `reqId` (fastify's own binding: `X-Request-Id` or a new
 * UUID), `traceId` (the request's span when traces are on, else the caller's `traceparent`) and,
 * from the moment the bearer token is checked, `userId`. Ids only: who the user is (name, email)
 * stays out of the log, as do headers and tokens (`../http/log-serializers.ts`).
 * Registered after the request spans, so the span is current when `onRequest` runs.
 */
export function bindRequestLogs(app: FastifyInstance): void {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const traceId = activeTraceId() ?? incomingTraceId(request.headers.traceparent);
    if (traceId) bind(request, reply, { traceId });
    done();
  });
  // After every onRequest hook: the /api scope's authentication has set `request.user` by then.
  app.addHook('preValidation', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (request.user) bind(request, reply, { userId: request.user.id });
    done();
  });
}
