import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { TGaugeCollector, TJobLabels, TMetrics } from '../core/ports/metrics.js';

export type { TMetrics } from '../core/ports/metrics.js';

/** Every metric of ours starts with this, so a shared Prometheus tells them from other programs'. */
export const METRIC_PREFIX = 'rp_';

/** Seconds: API calls are mostly a few ms; optimisation and PDF reports run to tens of seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_BUCKETS = [0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

/**
 * A registry of its own per app: Node's process metrics (memory, event-loop lag, CPU), HTTP
 * requests, the job queue's counters, and whatever gauges other parts add.
 */
export function createMetrics(opts: { processMetrics?: boolean } = {}): TMetrics {
  const registry = new Registry();
  if (opts.processMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });

  const httpRequests = new Counter({
    name: `${METRIC_PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'Time from the request to its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });

  const addGauge = (name: string, help: string, labelNames: readonly string[], collect: TGaugeCollector) =>
    new Gauge({
      name: `${METRIC_PREFIX}${name}`,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        await collect(this);
      },
    });

  const jobLabels = ['kind', 'state'] as const satisfies readonly TJobLabels[];
  let readQueueDepth: (() => Promise<Array<{ kind: string; state: string; count: number }>>) | null = null;
  const queueDepth = addGauge(
    'job_queue_depth',
    'Jobs in the queue, by kind and state',
    jobLabels,
    async (g) => {
      if (!readQueueDepth) return;
      g.reset();
      for (const row of await readQueueDepth()) g.set({ kind: row.kind, state: row.state }, row.count);
    },
  ) as Gauge<TJobLabels>;

  return {
    registry,
    httpRequests,
    httpDuration,
    jobs: {
      finished: new Counter({
        name: `${METRIC_PREFIX}jobs_finished_total`,
        help: 'Jobs that ended, by kind and the state they ended in',
        labelNames: jobLabels,
        registers: [registry],
      }),
      duration: new Histogram({
        name: `${METRIC_PREFIX}job_duration_seconds`,
        help: 'Time a job ran, by kind and the state it ended in',
        labelNames: jobLabels,
        buckets: JOB_BUCKETS,
        registers: [registry],
      }),
      queueDepth,
      collectQueueDepth(read) {
        readQueueDepth = read;
      },
    },
    addGauge,
    async scrape() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
