import type { Db } from '../../db/database.js';

/** How one job is recorded: its idempotency key, and how it is retried. */
export interface TJobOptions {
  /** The same key for the same kind is one job: a second send of it is ignored (done once). */
  key: string;
  /** Tries after the first failure, each after a growing delay (default 5). */
  retryLimit?: number;
  /** A job running longer is taken as lost (its worker died) and tried again (default 15 minutes). */
  expireInSeconds?: number;
  /** A group the job belongs to (e.g. one route's solves), so they can be cancelled together. */
  group?: string;
}

/** A job read back: pg-boss's state (created, retry, active, completed, cancelled, failed). */
export interface TJobView<TData, TResult> {
  state: string;
  data: TData;
  result?: TResult;
}

/** What ran a job: its id, and whether it has been cancelled while it runs. */
export interface TJobRun {
  id: string;
  isCancelled(): Promise<boolean>;
}

export type TJobHandler<TData, TResult> = (data: TData, run: TJobRun) => Promise<TResult>;

/**
 * The durable job queue (pg-boss on the product's database, jobs/job-queue.ts). A job is written
 * with the caller's database handle, so inside a transaction it commits or rolls back with it.
 */
export interface JobQueue {
  /** Records a job (in `db`'s transaction when it is one); answers its id. */
  send(db: Db, kind: string, data: object, options: TJobOptions): Promise<string>;
  /** Says how jobs of a kind are done; this process takes them only when it takes jobs at all. */
  work<TData, TResult>(kind: string, handler: TJobHandler<TData, TResult>): void;
  /** Waits for a job to finish; answers its result, or throws when it failed or was cancelled. */
  result<TResult>(kind: string, id: string): Promise<TResult>;
  /** A job as it stands (its data, state and result once completed); null when there is none. */
  find<TData, TResult>(kind: string, id: string): Promise<TJobView<TData, TResult> | null>;
  /** Cancels the unfinished jobs of a group; a running one learns it through `isCancelled`. */
  cancelGroup(kind: string, group: string): Promise<void>;
  /** Runs now every job due, in this process (tests, and a web process that answers after its mails). */
  drain(): Promise<number>;
  /** Runs a handler on a cron schedule, once across every process (e.g. retention). */
  schedule(name: string, cron: string, handler: () => Promise<void>): Promise<void>;
  /** Removes a schedule (a setting turned it off), for every process. */
  unschedule(name: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
