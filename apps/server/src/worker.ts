import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from './config.js';
import { createAppDeps } from './create-app-deps.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { startMetricsServer } from './ops/metrics-endpoint.js';
import { createMetrics } from './ops/metrics-registry.js';
import { scheduleRetentionJob } from './ops/retention-schedule.js';

/**
 * `npm run worker`: a process that only takes jobs (solves, mails, reports, retention) from the queue
 * on DATABASE_URL's PostgreSQL, next to web processes started with WEB_TAKES_JOBS=false. It serves no
 * HTTP, except its metrics on METRICS_PORT when that is set.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL, base: { role: 'worker', pid: process.pid } });
  if (!config.DATABASE_URL) {
    // PGlite is one process's database: a worker beside it would see none of its jobs.
    throw new Error('Invalid environment: DATABASE_URL: a worker needs the PostgreSQL the web processes use');
  }
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
  });
  await migrateToLatest(handle.db);
  // The same parts as a web process, so every job kind (mails, solves, reports, retention) runs here.
  const deps = createAppDeps({
    config,
    db: handle.db,
    log,
    takesJobs: true,
    metrics: createMetrics({ processMetrics: true }),
  });
  const { jobs } = deps;
  await jobs.start();
  const metricsServer = await startMetricsServer(deps.metrics, config);
  // The schedule is shared: whichever process takes jobs runs each tick's job once.
  await scheduleRetentionJob(
    jobs,
    { db: handle.db, files: deps.files, now: deps.now, log },
    config.RETENTION_INTERVAL_MINUTES,
  );
  log.info({ solverThreads: config.OPTIMIZE_WORKERS }, 'worker taking jobs');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker stopping');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    metricsServer?.close();
    await jobs.stop();
    await deps.solverPool.close();
    await handle.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  const isSetting = error instanceof Error && error.message.startsWith('Invalid environment');
  console.error(isSetting ? error.message : error);
  process.exit(1);
});
