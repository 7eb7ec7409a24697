import { createRequire } from 'node:module';
import type { TQueueSql } from './job-sql.repository.js';

/** The SQL builders of pg-boss that the guard needs (its `src/plans.js`, not in its typings). */
interface TQueuePlans {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
}

const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as TQueuePlans;

/**
 * pg-boss marks a job completed or failed without awaiting the statement (its `watch` loop, 10.x).
 * When the database is down at that moment (a restart), the rejection would reach no one and end the
 * process. Those two statements are caught here, told to `onError`, and answered as "no job
 * changed": the job stays active, and the queue's supervision retries it once it expires, as for a
 * worker that died. Every other statement fails to its caller as before.
 */
export function guardJobFinishes(
  queueSql: TQueueSql,
  schema: string,
  onError: (err: unknown, context: string) => void,
): TQueueSql {
  const finishes = new Set([plans.completeJobs(schema), plans.failJobsById(schema)]);
  return {
    async executeSql(text, values) {
      if (!finishes.has(text)) return queueSql.executeSql(text, values);
      try {
        return await queueSql.executeSql(text, values);
      } catch (err) {
        onError(err, 'job queue: a job left active, to be retried once it expires');
        return { rows: [{ count: '0' }] };
      }
    },
  };
}
