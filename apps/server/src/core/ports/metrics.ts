import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** A job's labels: its kind (e.g. 'optimise', 'mail') and the state it ended in or waits in. */
export type TJobLabels = 'kind' | 'state';

/** What a gauge's collect callback sets, read at every scrape. */
export type TGaugeCollector = (gauge: Gauge<string>) => void | Promise<void>;

/**
 * The process's metrics (one Prometheus registry per app). Other parts add theirs here rather than
 * in prom-client's global registry, so two apps in one test process never share counters.
 */
export interface TMetrics {
  registry: Registry;
  /** Answered HTTP requests by method, route pattern (never the raw URL) and status. */
  httpRequests: Counter<'method' | 'route' | 'status'>;
  /** Their durations in seconds, with the same labels. */
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /**
   * The job queue's metrics: call `finished.inc({ kind, state })` and `duration.observe({ kind, state },
   * seconds)` when a job ends (state: 'completed' | 'failed' | 'retried' | 'cancelled'), and set the
   * queue's depth with `collectQueueDepth`, whose callback is read at every scrape.
   */
  jobs: {
    finished: Counter<TJobLabels>;
    duration: Histogram<TJobLabels>;
    queueDepth: Gauge<TJobLabels>;
    collectQueueDepth(read: () => Promise<Array<{ kind: string; state: string; count: number }>>): void;
  };
  /** Adds a gauge read at every scrape (name without the rp_ prefix). */
  addGauge(
    name: string,
    help: string,
    labelNames: readonly string[],
    collect: TGaugeCollector,
  ): Gauge<string>;
  /** The text Prometheus scrapes. */
  scrape(): Promise<{ contentType: string; body: string }>;
}
