import type { TConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { TSessions } from './auth-context.js';
import type { TBillingProvider } from './ports/billing-provider.js';
import type { FileStore } from './ports/file-store.js';
import type { Geocoder } from './ports/geocoder.js';
import type { JobQueue } from './ports/job-queue.js';
import type { LivePublisher } from './ports/live-publisher.js';
import type { Mailer } from './ports/mailer.js';
import type { TMetrics } from './ports/metrics.js';
import type { RoutingProvider } from './ports/routing-provider.js';
import type { SolverPool } from './ports/solver-pool.js';

/** The time, injectable so tests can move past a trial or a token's expiry. */
export type TClock = () => Date;

/**
 * What every module's routes receive: the parts of the running product, built once in buildApp.
 * Each part is named by its interface here (core/ports/); the modules build the real ones.
 */
export interface TAppDeps {
  db: Db;
  config: TConfig;
  mailer: Mailer;
  /** The durable job queue (jobs/): work recorded with a change and done after it, here or on a worker. */
  jobs: JobQueue;
  geocoder: Geocoder;
  /** Road distances, times and geometry (ROUTING). */
  routing: RoutingProvider;
  /** Worker threads that run the optimiser. */
  solverPool: SolverPool;
  /** Uploaded files (proof of delivery), by key. */
  files: FileStore;
  /** Tells the sockets of the team what changed (after the write commits). */
  live: LivePublisher;
  /** Where teams pay (BILLING: Stripe or the built-in test mode); null with BILLING=off. */
  billing: TBillingProvider | null;
  /** Who holds a session: the auth guard and the socket's log-in ask it (auth and billing modules, wired in buildApp). */
  sessions: TSessions;
  /** The time, injectable so tests can move past a trial or a token's expiry. */
  now: TClock;
  /** The process's Prometheus metrics; parts add their own (core/ports/metrics.ts). */
  metrics: TMetrics;
}
