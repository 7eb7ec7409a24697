import { randomUUID } from 'node:crypto';
import { OptimiseMessages } from '@rp/contracts';
import type { SerializableSolveOptions, Solution, SolveInput } from '@rp/optimizer';
import { AppError } from '../../core/errors.js';
import type { JobQueue } from '../../core/ports/job-queue.js';
import type { SolverPool } from '../../core/ports/solver-pool.js';
import type { Db } from '../../db/database.js';
import { packForJob, unpackFromJob } from './solve-job-data.js';

/** The job kind of one solve. */
export const SOLVE_JOB = 'solve';

/** The solves of one route share this group (its solver job id), so cancelling the route stops them. */
export const routeSolveGroup = (routeId: number): string => `route-${routeId}`;

interface TSolveJob {
  /** SolveInput and SerializableSolveOptions, packed (packForJob). */
  input: string;
  options: string;
  group: string;
}

/** How often a worker running a solve asks whether it was cancelled. */
const CANCEL_CHECK_MS = 300;

/**
 * A solver pool for a web process that takes no jobs: each solve is a job that a worker process
 * (`npm run worker`) runs in its own solver threads; the caller waits for its result. A worker
 * that dies mid-solve leaves the job running past its expiry, and it is tried again by another.
 */
export function queuedSolverPool(jobs: JobQueue, db: Db, opts: { graceSeconds: number }): SolverPool {
  return {
    async solve(
      input: SolveInput,
      options: SerializableSolveOptions,
      group = randomUUID(),
    ): Promise<Solution> {
      const searchSeconds = Number.isFinite(options.timeLimitMs)
        ? Math.ceil((options.timeLimitMs ?? 0) / 1000)
        : 600;
      const data: TSolveJob = { input: packForJob(input), options: packForJob(options), group };
      const id = await jobs.send(db, SOLVE_JOB, data, {
        key: randomUUID(),
        group,
        retryLimit: 2,
        expireInSeconds: searchSeconds + opts.graceSeconds,
      });
      try {
        return unpackFromJob<Solution>(await jobs.result<string>(SOLVE_JOB, id));
      } catch (err) {
        const state = (err as { state?: string }).state;
        if (state === 'cancelled') throw new AppError(409, OptimiseMessages.changedMeanwhile);
        throw new AppError(503, OptimiseMessages.optimiserUnavailable);
      }
    },
    cancel(group) {
      return jobs.cancelGroup(SOLVE_JOB, group);
    },
    async close() {},
  };
}

/** Takes solve jobs into this process's solver threads (a worker, or a web process that takes jobs). */
export function workSolveJobs(jobs: JobQueue, pool: SolverPool): void {
  jobs.work<TSolveJob, string>(SOLVE_JOB, async (job, run) => {
    const watch = setInterval(() => {
      run
        .isCancelled()
        .then((cancelled) => {
          if (cancelled) pool.cancel(job.group);
        })
        .catch(() => undefined);
    }, CANCEL_CHECK_MS);
    try {
      const solution = await pool.solve(
        unpackFromJob<SolveInput>(job.input),
        unpackFromJob<SerializableSolveOptions>(job.options),
        job.group,
      );
      return packForJob(solution);
    } finally {
      clearInterval(watch);
    }
  });
}
