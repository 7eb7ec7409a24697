import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config.js';
import type { TAppDeps } from './core/app-deps.js';
import type { TSessions } from './core/auth-context.js';
import type { Db } from './db/database.js';
import { createFolderFileStore, type FileStore } from './files/file-store.js';
import { productJobQueue, queuedParts } from './jobs/product-jobs.js';
import { createLivePublisher, type LivePublisher } from './live/live-publisher.js';
import { loadAuthContext, loadSessionContext, type TSessionDeps } from './modules/auth/session-loader.js';
import { refreshLapsedSubscription } from './modules/billing/lapse-refresh.js';
import { createBillingProvider } from './modules/billing/providers/create-provider.js';
import { createMailer, type Mailer } from './modules/email/mailer.js';
import { createGeocoder } from './modules/geo/create-geocoder.js';
import type { Geocoder } from './modules/geo/geocoder.js';
import { createRoutingProvider } from './modules/optimise/routing/create-routing-provider.js';
import type { RoutingProvider } from './modules/optimise/routing/routing-provider.js';
import { createSolverPool, type SolverPool } from './modules/optimise/solver-pool.js';
import { workReportJobs } from './modules/report/report-job.service.js';
import { createMetrics, type TMetrics } from './ops/metrics-registry.js';

export interface TAppDepsOptions {
  config: TConfig;
  db: Db;
  log: FastifyBaseLogger;
  /**
   * Whether this process runs jobs: a web process as WEB_TAKES_JOBS says, a worker always. One that
   * runs none only records them (solves included) for the processes that do.
   */
  takesJobs: boolean;
  now?: () => Date;
  mailer?: Mailer;
  geocoder?: Geocoder;
  routing?: RoutingProvider;
  solverPool?: SolverPool;
  live?: LivePublisher;
  files?: FileStore;
  /** The embedded database (PGlite), when the product runs on it: the job queue needs it. */
  pglite?: PGlite;
  /** Runs the jobs due before each answer instead of polling for them (tests' apps). */
  drainJobsBeforeAnswer?: boolean;
  metrics?: TMetrics;
}

/**
 * The parts of the running product, built the same way for a web process (buildApp) and a worker
 * (worker.ts), with a handler for every job kind: whichever process takes a job has what it needs
 * to do it. The queue is not started here (the caller starts it once its handlers are all set).
 */
export function createAppDeps(opts: TAppDepsOptions): TAppDeps {
  const { config, log } = opts;
  const metrics = opts.metrics ?? createMetrics({ processMetrics: false });
  const now = opts.now ?? (() => new Date());
  const jobs = productJobQueue(config, opts.db, log, {
    pglite: opts.pglite,
    takeJobs: opts.takesJobs && !opts.drainJobsBeforeAnswer,
    drainAfterSend: opts.drainJobsBeforeAnswer,
    metrics,
  });
  const queued = queuedParts(config, jobs, opts.db, {
    deliver:
      opts.mailer ??
      createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.OUTBOX_DIR, log }),
    localSolver: () => opts.solverPool ?? createSolverPool(config.OPTIMIZE_WORKERS),
    takesJobs: opts.takesJobs,
  });
  const deps: TAppDeps = {
    db: opts.db,
    config,
    now,
    billing: createBillingProvider(config, opts.db, now),
    sessions: wireSessions(() => deps),
    mailer: queued.mailer,
    jobs,
    geocoder:
      opts.geocoder ?? createGeocoder(config, opts.db, (err) => log.warn({ err }, 'geocode cache failed')),
    routing: opts.routing ?? createRoutingProvider(config),
    solverPool: queued.solverPool,
    live: opts.live ?? createLivePublisher(),
    files: opts.files ?? createFolderFileStore(config.FILES_DIR),
    metrics,
  };
  workReportJobs(deps);
  return deps;
}

/**
 * Who holds a session: the auth module loads the caller of a token, the billing module asks the
 * payment provider about a lapsed team's subscription (then the caller is loaded again). The deps
 * are read on every call, as the guard did before: a test that moves `deps.now` moves them too.
 */
function wireSessions(current: () => TSessionDeps & Pick<TAppDeps, 'billing'>): TSessions {
  return {
    callerOfToken: (token) => loadAuthContext(current(), token),
    callerOfSession: (tokenHash) => loadSessionContext(current(), tokenHash),
    refreshLapsed: async (auth, log) => {
      const deps = current();
      if (!deps.billing) return auth;
      const refreshed = await refreshLapsedSubscription(deps, deps.billing, auth, log);
      return refreshed ? loadSessionContext(deps, auth.tokenHash) : auth;
    },
  };
}
