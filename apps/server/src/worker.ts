import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createFolderFileStore } from './files/file-store.js';
import { productJobQueue, queuedParts } from './jobs/product-jobs.js';
import { createMailer } from './modules/email/mailer.js';
import { createSolverPool } from './modules/optimise/solver-pool.js';
import { scheduleRetentionJob } from './ops/retention-schedule.js';

/**
 * `npm run worker`: a process that only takes jobs (solves, mails) from the queue on DATABASE_URL's
 * PostgreSQL, next to web processes started with WEB_TAKES_JOBS=false. It serves no HTTP.
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
  const jobs = productJobQueue(config, handle.db, log, { takeJobs: true });
  const solverPool = createSolverPool(config.OPTIMIZE_WORKERS);
  queuedParts(config, jobs, handle.db, {
    deliver: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: config.OUTBOX_DIR,
      log,
    }),
    localSolver: () => solverPool,
    takesJobs: true,
  });
  await jobs.start();
  // The schedule is shared: whichever process takes jobs runs each tick's job once.
  await scheduleRetentionJob(
    jobs,
    { db: handle.db, files: createFolderFileStore(config.FILES_DIR), now: () => new Date(), log },
    config.RETENTION_INTERVAL_MINUTES,
  );
  log.info({ solverThreads: config.OPTIMIZE_WORKERS }, 'worker taking jobs');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker stopping');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await jobs.stop();
    await solverPool.close();
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
