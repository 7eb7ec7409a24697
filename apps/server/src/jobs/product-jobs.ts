import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../config.js';
import type { Mailer } from '../core/ports/mailer.js';
import type { TMetrics } from '../core/ports/metrics.js';
import type { SolverPool } from '../core/ports/solver-pool.js';
import type { Db } from '../db/database.js';
import { queuedMailer } from '../modules/email/queued-mailer.js';
import { queuedSolverPool, workSolveJobs } from '../modules/optimise/queued-solver-pool.js';
import { createJobQueue, type JobQueue } from './job-queue.js';

/** The queue as the settings say: poll for jobs only where this process takes them. */
export function productJobQueue(
  config: TConfig,
  db: Db,
  log: FastifyBaseLogger,
  opts: { pglite?: PGlite; takeJobs: boolean; drainAfterSend?: boolean; metrics?: TMetrics },
): JobQueue {
  return createJobQueue({
    metrics: opts.metrics?.jobs,
    db,
    pglite: opts.pglite,
    takeJobs: opts.takeJobs,
    drainAfterSend: opts.drainAfterSend,
    pollSeconds: config.JOB_POLL_SECONDS,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    maintenanceSeconds: config.JOB_MAINTENANCE_SECONDS,
    onError: (err, context) => log.warn({ err }, `${context} failed`),
  });
}

/**
 * The mailer and solver pool a process uses, both on the queue: mails are always jobs; solves run
 * in this process's threads when it takes jobs, else they are jobs for the workers. A process that
 * takes jobs also takes solves sent by web processes that take none.
 */
export function queuedParts(
  config: TConfig,
  jobs: JobQueue,
  db: Db,
  parts: { deliver: Mailer; localSolver: () => SolverPool; takesJobs: boolean },
): { mailer: Mailer; solverPool: SolverPool } {
  const mailer = queuedMailer(jobs, db, parts.deliver);
  if (!parts.takesJobs)
    return {
      mailer,
      solverPool: queuedSolverPool(jobs, db, { graceSeconds: config.SOLVE_JOB_GRACE_SECONDS }),
    };
  const solverPool = parts.localSolver();
  workSolveJobs(jobs, solverPool);
  return { mailer, solverPool };
}
