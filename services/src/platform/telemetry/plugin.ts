import type { Tracer, TracerProvider } from '@opentelemetry/api';
import fp from 'fastify-plugin';
import type { KyselyPlugin } from 'kysely';
import { DependencyChecks } from './health-checks';
import { type GaugeDefinition, type JobQueueSnapshot, PortalMetrics, UNMATCHED_ROUTE } from './metrics';
import { operationsRoutes } from './operations-routes';
import { querySpans } from './query-spans';
import { bindRequestLogs } from './request-log-bindings';
import { inSpan, traceRequests } from './request-spans';
import { traceSocketEvents } from './socket-spans';
import { observeSockets } from './socket-metrics';

/** What other modules (the job system first) use to report what they do. */
export interface Telemetry {
  /**
   * Adds a gauge read at every scrape. A no-op while metrics are off (no METRICS_TOKEN), so a
   * module registers unconditionally.
   */
  registerGauge(definition: GaugeDefinition): void;
  /** The job system's queue depths and ages, under the reserved `portal_jobs_*` names (README). */
  observeJobQueues(read: () => JobQueueSnapshot[] | Promise<JobQueueSnapshot[]>): void;
  /** Runs `work` in a span of its own (a job run, a sweep); just runs it while traces are off. */
  withSpan<T>(name: string, work: () => Promise<T> | T, attributes?: Record<string, string | number | boolean>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    telemetry: Telemetry;
  }
}

export interface TelemetryPluginOptions {
  /** METRICS_TOKEN: metrics are collected and `/metrics` answers only when it is set. */
  metricsToken?: string;
  /** Given when traces are exported (`startTraceExport`) or collected by a test; absent: no span is made. */
  tracerProvider?: TracerProvider;
  /** `/ready` pings Redis only when it is configured. */
  redisUrl?: string;
}

const TRACER_NAME = 'portal-services';

/** The tracer of the app, or undefined when traces are off. */
export function portalTracer(tracerProvider: TracerProvider | undefined): Tracer | undefined {
  return tracerProvider?.getTracer(TRACER_NAME);
}

/** The database queries' spans for `databasePlugin`, when traces are on. */
export function telemetryQueryPlugins(tracerProvider: TracerProvider | undefined): KyselyPlugin[] {
  const tracer = portalTracer(tracerProvider);
  return tracer ? [querySpans(tracer)] : [];
}

/**
 * Metrics, traces, health and request log bindings. Registered before the routes (its hooks are
 * the app's first after the request id's), after the database (`/ready` asks it). Sockets and the
 * read cache are observed once every plugin is in (`onReady`), so the order of the rest is free.
 */
export const telemetryPlugin = fp<TelemetryPluginOptions>(
  async (app, options) => {
    const tracer = portalTracer(options.tracerProvider);
    const metrics = options.metricsToken
      ? new PortalMetrics((error, metric) => app.log.error({ err: error, metric }, 'a metric could not be read'))
      : undefined;

    // Spans first: the log bindings read the request's trace id from its span.
    if (tracer) traceRequests(app, tracer);
    bindRequestLogs(app);
    if (metrics) {
      app.addHook('onResponse', (request, reply, done) => {
        metrics.recordRequest(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
        done();
      });
    }

    app.addHook('onReady', async () => {
      if (metrics && app.hasDecorator('readCache')) {
        app.readCache.onLookup((cache, outcome) => metrics.recordCacheLookup(cache, outcome));
      }
      if (app.hasDecorator('io')) {
        if (metrics) observeSockets(metrics, app.io);
        if (tracer) traceSocketEvents(app.io, tracer);
      }
    });

    const checks = new DependencyChecks(app.db, options.redisUrl, (error, dependency) =>
      app.log.warn({ err: error, dependency }, 'readiness check failed'),
    );
    app.addHook('onClose', () => checks.close());
    await app.register(operationsRoutes, {
      metrics: metrics && options.metricsToken ? { registry: metrics, token: options.metricsToken } : undefined,
      checks,
    });

    app.decorate('telemetry', {
      registerGauge: (definition) => metrics?.registerGauge(definition),
      observeJobQueues: (read) => metrics?.observeJobQueues(read),
      withSpan: (name, work, attributes) => inSpan(tracer, name, work, attributes),
    } satisfies Telemetry);
  },
  { name: 'telemetry', dependencies: ['database'] },
);
