import { context, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { UNMATCHED_ROUTE } from './metrics';

/**
 * A server span for every HTTP request, named by its route pattern (`GET /api/loans/:id`), child of
 * the caller's `traceparent` when one came. The span is made current for the request's hooks and
 * handler, so the database queries they run become its children:
 * - `onRequest` passes control on inside the span's context (every hook and, for a request without
 *   a body, the handler follow from that call);
 * - `preValidation` does it again, because a body is read in the socket's own callbacks, which
 *   carry the context the connection was opened in, not the request's.
 */
export function traceRequests(app: FastifyInstance, tracer: Tracer): void {
  const spans = new WeakMap<FastifyRequest, Span>();
  const continueInSpan = (request: FastifyRequest, done: HookHandlerDoneFunction) => {
    const span = spans.get(request);
    if (span) context.with(trace.setSpan(context.active(), span), done);
    else done();
  };

  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': request.method, 'http.route': route, 'portal.request_id': request.id },
      },
      parent,
    );
    spans.set(request, span);
    continueInSpan(request, done);
  });
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    continueInSpan(request, done);
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (request.user) span.setAttribute('enduser.id', request.user.id);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      spans.delete(request);
    }
    done();
  });
  app.addHook('onRequestAbort', (request: FastifyRequest, done: HookHandlerDoneFunction) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute('portal.aborted', true);
      span.end();
      spans.delete(request);
    }
    done();
  });
}

/** The trace id of the request's span, for its log lines; undefined when the request is not traced. */
export function activeTraceId(): string | undefined {
  const spanContext = trace.getSpan(context.active())?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

/**
 * Runs `work` in a span of its own (a child of the current one, if any): the job system's runs,
 * and anything else worth a span. A failure marks the span and is thrown on. Without a tracer
 * it only runs `work`.
 */
export async function inSpan<T>(
  tracer: Tracer | undefined,
  name: string,
  work: () => Promise<T> | T,
  attributes: Record<string, string | number | boolean> = {},
): Promise<T> {
  if (!tracer) return work();
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'failed' });
      throw error;
    } finally {
      span.end();
    }
  });
}
