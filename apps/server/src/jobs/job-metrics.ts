import type PgBoss from 'pg-boss';
import type { TMetrics } from '../core/ports/metrics.js';

/** How a run of a job ended, as the metrics count it. */
export type TJobEnd = 'completed' | 'failed' | 'retried';

/** A failed run is retried while the job has tries left, else the job has failed for good. */
export function failureEnd(job: Pick<PgBoss.JobWithMetadata, 'retryCount' | 'retryLimit'>): TJobEnd {
  return job.retryCount < job.retryLimit ? 'retried' : 'failed';
}

/** Counts a job's run by kind and end, with how long it ran. */
export function recordJobEnd(
  metrics: TMetrics['jobs'] | undefined,
  kind: string,
  end: TJobEnd,
  startedMs: number,
): void {
  if (!metrics) return;
  const labels = { kind, state: end };
  metrics.finished.inc(labels);
  metrics.duration.observe(labels, (performance.now() - startedMs) / 1000);
}
