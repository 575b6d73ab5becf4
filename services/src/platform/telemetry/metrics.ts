import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The label values one gauge reading carries, by label name. */
export type GaugeLabels = Record<string, string>;

/** One reading of a registered gauge: its labels (none for a gauge without labels) and value. */
export interface GaugeReading {
  labels?: GaugeLabels;
  value: number;
}

/** A gauge another module reports, read at every scrape (`app.telemetry.registerGauge`). */
export interface GaugeDefinition {
  /** `portal_<module>_<what>[_<unit>]`, e.g. `portal_mail_outbox_pending`. */
  name: string;
  help: string;
  labelNames?: readonly string[];
  /** Called at every scrape; a reading that fails is logged and leaves the gauge empty for that scrape. */
  read: () => GaugeReading[] | Promise<GaugeReading[]>;
}

/** One queue of the job system as it stands at a scrape (`app.telemetry.observeJobQueues`). */
export interface JobQueueSnapshot {
  /** The queue's (or job kind's) stable name: a bounded set, never an id. */
  queue: string;
  /** Jobs waiting for a worker. */
  waiting: number;
  /** Jobs a worker holds right now. */
  running: number;
  /** Jobs that failed for good and wait for someone to look. */
  failed: number;
  /** Age in seconds of the oldest waiting job; 0 when none waits. */
  oldestWaitingSeconds: number;
}

/** The metric names reserved for the job system, so the dashboard can be built before it exists. */
export const JOB_METRIC_NAMES = {
  depth: 'portal_jobs_queue_depth',
  oldestWaiting: 'portal_jobs_oldest_waiting_seconds',
} as const;

/** Request durations in seconds: from cached reads (~1 ms) to uploads and exports (10 s). */
const REQUEST_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request no route matched: raw addresses would give every scan a series of its own. */
export const UNMATCHED_ROUTE = 'unmatched';

export type CacheLookupOutcome = 'hit' | 'miss';

/**
 * The services' Prometheus metrics, in a registry of this app's own (tests build several apps in
 * one process; the global registry would refuse the second one's metrics).
 */
export class PortalMetrics {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly cacheLookups: Counter<'cache' | 'outcome'>;
  private readonly socketConnections: Counter;

  constructor(private readonly logFailure: (error: unknown, metric: string) => void) {
    // Process CPU, memory, handles, GC and the event-loop delay (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: this.registry });
    this.requestDuration = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status: time from arrival to the last byte of the answer.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: REQUEST_DURATION_BUCKETS,
      registers: [this.registry],
    });
    this.cacheLookups = new Counter({
      name: 'portal_read_cache_lookups_total',
      help: 'Reads of app.readCache by cache and outcome (hit: served from memory or a load already running; miss: read from the database).',
      labelNames: ['cache', 'outcome'],
      registers: [this.registry],
    });
    this.socketConnections = new Counter({
      name: 'portal_socketio_connections_total',
      help: 'socket.io connections accepted by this process since it started.',
      registers: [this.registry],
    });
  }

  recordRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  recordCacheLookup(cache: string, outcome: CacheLookupOutcome): void {
    this.cacheLookups.inc({ cache, outcome });
  }

  recordSocketConnection(): void {
    this.socketConnections.inc();
  }

  /** Adds a gauge read at every scrape; a second gauge of the same name is refused (prom-client throws). */
  registerGauge(definition: GaugeDefinition): void {
    const logFailure = this.logFailure;
    new Gauge({
      name: definition.name,
      help: definition.help,
      labelNames: [...(definition.labelNames ?? [])],
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const reading of await definition.read()) {
            if (reading.labels) this.set(reading.labels, reading.value);
            else this.set(reading.value);
          }
        } catch (error) {
          logFailure(error, definition.name);
        }
      },
    });
  }

  /**
   * The job system's queues, under the reserved names (`JOB_METRIC_NAMES`): depth by queue and
   * state, and the age of each queue's oldest waiting job. `read` is called once per scrape.
   */
  observeJobQueues(read: () => JobQueueSnapshot[] | Promise<JobQueueSnapshot[]>): void {
    // Both gauges come from one reading per scrape: the depth's collect reads, the age's uses it.
    let latest: Promise<JobQueueSnapshot[]> = Promise.resolve([]);
    this.registerGauge({
      name: JOB_METRIC_NAMES.depth,
      help: 'Jobs by queue and state (waiting, running, failed), as the job system counts them at the scrape.',
      labelNames: ['queue', 'state'],
      read: async () => {
        latest = Promise.resolve(read());
        return (await latest).flatMap((queue) => [
          { labels: { queue: queue.queue, state: 'waiting' }, value: queue.waiting },
          { labels: { queue: queue.queue, state: 'running' }, value: queue.running },
          { labels: { queue: queue.queue, state: 'failed' }, value: queue.failed },
        ]);
      },
    });
    this.registerGauge({
      name: JOB_METRIC_NAMES.oldestWaiting,
      help: 'Age in seconds of the oldest job waiting in each queue (0: none waits).',
      labelNames: ['queue'],
      read: async () => (await latest).map((queue) => ({ labels: { queue: queue.queue }, value: queue.oldestWaitingSeconds })),
    });
  }

  /** The text exposition format a Prometheus scraper reads. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
