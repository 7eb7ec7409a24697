import type { FastifyBaseLogger } from 'fastify';
import { runRetention, type TRetentionDeps } from '../modules/retention/retention.service.js';

/**
 * Runs the retention job every `intervalMinutes` (0: never) in this process, first a minute after
 * start. A simple timer for now: the job is idempotent, so a durable queue can take the schedule
 * over without changing it. Answers a function that stops the timer.
 */
export function scheduleRetention(
  deps: TRetentionDeps & { now: () => Date; log: FastifyBaseLogger },
  intervalMinutes: number,
): () => void {
  if (intervalMinutes <= 0) return () => {};
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const removed = await runRetention(deps, deps.now());
      deps.log.info({ removed }, 'retention job done');
    } catch (err) {
      deps.log.error({ err }, 'retention job failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, Math.min(60_000, intervalMinutes * 60_000)).unref();
  const every = setInterval(run, intervalMinutes * 60_000).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
