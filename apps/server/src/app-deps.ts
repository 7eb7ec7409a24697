import type { TConfig } from './config.js';
import type { Db } from './db/database.js';
import type { FileStore } from './files/file-store.js';
import type { LivePublisher } from './live/live-publisher.js';
import type { TBillingProvider } from './modules/billing/providers/billing-provider.js';
import type { Mailer } from './modules/email/mailer.js';
import type { Geocoder } from './modules/geo/geocoder.js';
import type { RoutingProvider } from './modules/optimise/routing/routing-provider.js';
import type { SolverPool } from './modules/optimise/solver-pool.js';

/** What every module's routes receive: the parts of the running product, built once in buildApp. */
export interface TAppDeps {
  db: Db;
  config: TConfig;
  mailer: Mailer;
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
  /** The time, injectable so tests can move past a trial or a token's expiry. */
  now: () => Date;
}
