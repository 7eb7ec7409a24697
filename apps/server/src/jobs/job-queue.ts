import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { JobQueue, TJobHandler, TJobOptions, TJobRun } from '../core/ports/job-queue.js';
import type { TMetrics } from '../core/ports/metrics.js';
import type { Db } from '../db/database.js';
import { failureEnd, recordJobEnd } from './job-metrics.js';
import { QUEUE_SCHEMA, queueDepth, queueSqlOf, unfinishedJobIds } from './job-sql.repository.js';
import { guardJobFinishes } from './queue-finish-guard.js';

export type { JobQueue, TJobOptions } from '../core/ports/job-queue.js';

export interface TJobQueueOptions {
  db: Db;
  /** The embedded database (PGlite), when the product runs on it. */
  pglite?: PGlite;
  /** Whether this process takes jobs itself (a web process told to take none, or a worker). */
  takeJobs: boolean;
  /** Seconds between two looks for new jobs in a process that takes them. */
  pollSeconds: number;
  /** The first retry's delay in seconds; each next one doubles (with some jitter). */
  retryDelaySeconds: number;
  /** How often lost (expired) jobs are looked for. */
  maintenanceSeconds: number;
  /**
   * Runs a job sent outside a transaction at once in this process (tests, with the drain before
   * each answer: a mail sent after the answer still goes out).
   */
  drainAfterSend?: boolean;
  /** Where each job's end, its time and the queue's depth are counted (the app's /metrics). */
  metrics?: TMetrics['jobs'];
  /** Where a failed job or the queue's own trouble is told. */
  onError: (err: unknown, context: string) => void;
}

/** How often a process in drain mode (the tests' apps) looks for jobs no answer has run yet. */
const DRAIN_MODE_POLL_MS = 200;

/** Tries at creating a queue before its error is thrown (see ensureQueue). */
const QUEUE_CREATE_TRIES = 5;

/** How long a waiting caller looks again at the job it waits for. */
const RESULT_POLL_MS = 150;

/** An idempotency key as the job's uuid: the same kind and key always give the same id. */
export function jobIdOf(kind: string, key: string): string {
  const hex = createHash('sha256').update(`${kind}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A job's result is kept as { result } (pg-boss stores an object as its output). */
interface TOutput {
  result?: unknown;
}

/** A job that ended without a result: its error, or that it was cancelled. */
export class JobEndedError extends Error {
  constructor(
    readonly kind: string,
    readonly state: 'failed' | 'cancelled' | 'missing',
    detail?: string,
  ) {
    super(`${kind} job ${state}${detail ? `: ${detail}` : ''}`);
  }
}

/**
 * The product's job queue: pg-boss over the product's own database (PGlite or PostgreSQL), so it
 * needs no other server and a job can be written in the transaction of the change that causes it.
 * docs/jobs.md says why pg-boss.
 */
export function createJobQueue(opts: TJobQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: guardJobFinishes(queueSqlOf(opts.db, opts.pglite), QUEUE_SCHEMA, opts.onError),
    schema: QUEUE_SCHEMA,
    // Lost jobs (a worker that died) are found and retried by whichever process runs maintenance.
    supervise: true,
    maintenanceIntervalSeconds: opts.maintenanceSeconds,
    schedule: true,
  });
  boss.on('error', (err) => opts.onError(err, 'job queue'));
  // Read once the scrape's other gauges have run, so the database pool's gauge never counts this query.
  opts.metrics?.collectQueueDepth(async () => {
    await new Promise((resolve) => setImmediate(resolve));
    return queueDepth(opts.db);
  });
  const handlers = new Map<string, TJobHandler<unknown, unknown>>();
  const queues = new Set<string>();
  let started = false;
  /** In drain mode, jobs written by a transaction that commits after the answer are still run soon. */
  let drainTimer: NodeJS.Timeout | undefined;

  /**
   * Creating a queue on PostgreSQL attaches a partition to the job table, which can deadlock with a
   * fetch running at that moment: it is tried again, and a kind counts as ready only once it exists.
   */
  const ensureQueue = async (kind: string) => {
    if (queues.has(kind)) return;
    for (let attempt = 1; !(await boss.getQueue(kind)); attempt++) {
      try {
        await boss.createQueue(kind);
      } catch (err) {
        if (attempt >= QUEUE_CREATE_TRIES) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
    queues.add(kind);
  };

  const runOf = (kind: string, id: string): TJobRun => ({
    id,
    isCancelled: async () => (await boss.getJobById(kind, id))?.state === 'cancelled',
  });

  /** Runs one job and records how it ended; a throw becomes a retry (pg-boss's backoff) or a failure. */
  const runJob = async (kind: string, job: PgBoss.JobWithMetadata<unknown>) => {
    const handler = handlers.get(kind);
    if (!handler) return;
    const started = performance.now();
    try {
      const result = await handler(job.data, runOf(kind, job.id));
      await boss.complete(kind, job.id, { result } satisfies TOutput);
      recordJobEnd(opts.metrics, kind, 'completed', started);
    } catch (err) {
      opts.onError(err, `${kind} job ${job.id}`);
      await boss.fail(kind, job.id, { message: err instanceof Error ? err.message : String(err) });
      recordJobEnd(opts.metrics, kind, failureEnd(job), started);
    }
  };

  const startWorking = async (kind: string) => {
    await ensureQueue(kind);
    if (!opts.takeJobs) return;
    const options = {
      pollingIntervalSeconds: opts.pollSeconds,
      batchSize: 1,
      includeMetadata: true as const,
    };
    await boss.work(kind, options, async (jobs) => {
      for (const job of jobs) await runJob(kind, job);
    });
  };

  /** Sends not yet written, in drain mode: an answer's drain waits for those its handler began. */
  const sendsInFlight = new Set<Promise<string>>();

  const sendJob = async (db: Db, kind: string, data: object, options: TJobOptions): Promise<string> => {
    await ensureQueue(kind);
    const id = jobIdOf(kind, options.key);
    await boss.send(kind, data, {
      id,
      retryLimit: options.retryLimit ?? 5,
      retryDelay: opts.retryDelaySeconds,
      retryBackoff: true,
      ...(options.expireInSeconds && { expireInSeconds: options.expireInSeconds }),
      ...(options.group && { singletonKey: options.group }),
      db: queueSqlOf(db),
    });
    if (opts.drainAfterSend && !db.isTransaction) setImmediate(() => void drain().catch(() => undefined));
    return id;
  };

  /**
   * Drains run one after another: an answer's drain that found nothing while another drain was still
   * running a job would otherwise let the answer go out before that job (say a mail) was done.
   */
  let lastDrain: Promise<unknown> = Promise.resolve();
  function drain(): Promise<number> {
    const next = lastDrain.then(drainOnce, drainOnce);
    lastDrain = next.catch(() => undefined);
    return next;
  }

  async function drainOnce(): Promise<number> {
    await Promise.allSettled([...sendsInFlight]);
    let ran = 0;
    for (const kind of handlers.keys()) {
      await ensureQueue(kind);
      for (;;) {
        const jobs = await boss.fetch(kind, { batchSize: 10, includeMetadata: true });
        if (!jobs?.length) break;
        for (const job of jobs) await runJob(kind, job);
        ran += jobs.length;
      }
    }
    return ran;
  }

  return {
    send(db, kind, data, options: TJobOptions) {
      const sending = sendJob(db, kind, data, options);
      if (opts.drainAfterSend) {
        sendsInFlight.add(sending);
        void sending.finally(() => sendsInFlight.delete(sending)).catch(() => undefined);
      }
      return sending;
    },
    work<TData, TResult>(kind: string, handler: TJobHandler<TData, TResult>) {
      handlers.set(kind, handler as TJobHandler<unknown, unknown>);
      if (started) void startWorking(kind).catch((err: unknown) => opts.onError(err, `${kind} worker`));
    },
    async result<TResult>(kind: string, id: string): Promise<TResult> {
      for (;;) {
        const job = await boss.getJobById(kind, id);
        if (!job) throw new JobEndedError(kind, 'missing');
        if (job.state === 'completed') return (job.output as TOutput).result as TResult;
        if (job.state === 'failed' || job.state === 'cancelled') {
          const detail = (job.output as { message?: string } | null)?.message;
          throw new JobEndedError(kind, job.state, detail);
        }
        await new Promise((resolve) => setTimeout(resolve, RESULT_POLL_MS));
      }
    },
    async find<TData, TResult>(kind: string, id: string) {
      const job = await boss.getJobById<TData>(kind, id);
      if (!job) return null;
      const output = job.state === 'completed' ? (job.output as TOutput | null) : null;
      return { state: job.state, data: job.data, result: output?.result as TResult | undefined };
    },
    async cancelGroup(kind, group) {
      const ids = await unfinishedJobIds(opts.db, kind, group);
      if (ids.length) await boss.cancel(kind, ids);
    },
    drain,
    async schedule(name, cron, handler) {
      await ensureQueue(name);
      await boss.schedule(name, cron);
      this.work(name, handler);
    },
    async unschedule(name) {
      await boss.unschedule(name);
    },
    async start() {
      await boss.start();
      started = true;
      if (opts.drainAfterSend)
        drainTimer = setInterval(() => void drain().catch(() => undefined), DRAIN_MODE_POLL_MS).unref();
      for (const kind of handlers.keys()) await startWorking(kind);
    },
    async stop() {
      if (!started) return;
      started = false;
      clearInterval(drainTimer);
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}

/** Creates (or migrates) the queue's own schema, e.g. in the tests' migrated database dump. */
export async function installJobQueueSchema(db: Db, pglite?: PGlite): Promise<void> {
  const boss = new PgBoss({
    db: queueSqlOf(db, pglite),
    schema: QUEUE_SCHEMA,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}
