import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../core/ports/job-queue.js';
import { runRetention, type TRetentionDeps } from '../modules/retention/retention.service.js';

/** The retention job's name on the queue (its schedule is kept under the same name). */
export const RETENTION_JOB = 'retention';

const MINUTES_PER_DAY = 24 * 60;

/**
 * A cron expression (UTC) for "every `minutes`": under an hour every N minutes, under a day every N
 * hours on the hour, else once a day at 03:00, when few drivers are out.
 */
export function retentionCron(minutes: number): string {
  const every = Math.max(1, Math.round(minutes));
  if (every < 60) return `*/${every} * * * *`;
  if (every < MINUTES_PER_DAY) return `0 */${Math.round(every / 60)} * * *`;
  return '0 3 * * *';
}

/**
 * Puts the retention job on the queue's cron schedule (0 minutes: takes it off). The schedule is
 * stored in the database, so however many processes call this, one job runs per tick, on whichever
 * process takes jobs; the job is idempotent, so a retried one removes nothing twice.
 */
export async function scheduleRetentionJob(
  jobs: JobQueue,
  deps: TRetentionDeps & { now: () => Date; log: FastifyBaseLogger },
  intervalMinutes: number,
): Promise<void> {
  if (intervalMinutes <= 0) {
    await jobs.unschedule(RETENTION_JOB);
    return;
  }
  await jobs.schedule(RETENTION_JOB, retentionCron(intervalMinutes), async () => {
    const removed = await runRetention(deps, deps.now());
    deps.log.info({ removed }, 'retention job done');
  });
}
