import { Counter, Gauge, Histogram, Registry } from './registry';

export { EXPOSITION_CONTENT_TYPE } from './registry';

/** Latency buckets in seconds: from a cached answer (~1 ms) to a long document (30 s). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** A queue whose depth is read at scrape time (e.g. grammar jobs waiting on worker threads). */
export type QueueDepth = () => number;

/**
 * The server's metrics. One registry per process, as Prometheus scrapes processes: every app built
 * in the process (tests build several) adds to the same series, so tests compare before and after.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly queues = new Map<string, QueueDepth>();
  private readonly restarts = new Map<string, () => number>();

  /** Requests by method, route template (`/api/v1/team/:team_id`, never the raw path) and status. */
  readonly requests = this.registry.register(
    new Counter(
      'margin_http_requests_total',
      'HTTP requests answered, by method, route template and status.',
    ),
  );
  readonly requestSeconds = this.registry.register(
    new Histogram(
      'margin_http_request_duration_seconds',
      'Time to answer a request, by method and route template.',
      LATENCY_BUCKETS,
    ),
  );
  /** Time spent in the endpoint's handler (service and engines), without key, quota and usage bookkeeping. */
  readonly engineSeconds = this.registry.register(
    new Histogram(
      'margin_engine_duration_seconds',
      'Time spent in the endpoint handler (service and engines), by endpoint.',
      LATENCY_BUCKETS,
    ),
  );
  readonly quotaRefusals = this.registry.register(
    new Counter(
      'margin_quota_refusals_total',
      'Requests refused with 429 (quota or rate window), by route template.',
    ),
  );
  readonly dbQueries = this.registry.register(
    new Counter(
      'margin_db_queries_total',
      'Database round trips (statements, BEGIN and COMMIT), by dialect.',
    ),
  );
  /** Redis round trips (commands and scripts), by operation; only with REDIS_URL. */
  readonly redisCommands = this.registry.register(
    new Counter('margin_redis_commands_total', 'Redis round trips (commands and scripts), by operation.'),
  );
  /** Operations that went to the database because Redis was down, by operation. */
  readonly redisFallbacks = this.registry.register(
    new Counter(
      'margin_redis_fallbacks_total',
      'Operations served by the database because Redis was unavailable, by operation.',
    ),
  );

  constructor() {
    this.registry.register(
      new Gauge('margin_queue_depth', 'Jobs sent to an engine and not yet answered, by queue.', () =>
        [...this.queues].map(([queue, depth]) => ({ labels: { queue }, value: depth() })),
      ),
    );
    this.registry.register(
      new Gauge(
        'margin_worker_restarts_total',
        'Engine worker threads replaced after they died, by engine.',
        () => [...this.restarts].map(([engine, count]) => ({ labels: { engine }, value: count() })),
        'counter',
      ),
    );
    this.registry.register(
      new Gauge('process_resident_memory_bytes', 'Resident set size of the server process.', () => [
        { value: process.memoryUsage.rss() },
      ]),
    );
    this.registry.register(
      new Gauge('process_heap_used_bytes', 'V8 heap in use.', () => [
        { value: process.memoryUsage().heapUsed },
      ]),
    );
    const startedAt = Date.now() / 1000;
    this.registry.register(
      new Gauge('process_start_time_seconds', 'Start time of the process since the Unix epoch.', () => [
        { value: startedAt },
      ]),
    );
  }

  /** Makes a queue's depth visible as `margin_queue_depth{queue=name}`; the latest registration wins. */
  observeQueue(name: string, depth: QueueDepth): void {
    this.queues.set(name, depth);
  }

  /** Makes an engine's worker restart total visible as `margin_worker_restarts_total{engine}`. */
  observeRestarts(engine: string, total: () => number): void {
    this.restarts.set(engine, total);
  }
}

/** The process's metrics. */
export const metrics = new ServerMetrics();
