import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoAtStart } from './demo/seed-demo.js';
import { operatorAdmins } from './modules/admin/operator-admins.service.js';
import { prepareGeocoder } from './modules/geo/create-geocoder.js';
import { listenBaseUrl } from './modules/public/password-links.js';
import { loggerOptions } from './ops/logger.js';
import { startMetricsServer } from './ops/metrics-endpoint.js';
import { createMetrics } from './ops/metrics-registry.js';
import { scheduleRetentionJob } from './ops/retention-schedule.js';
import { serverClock } from './test-clock.js';

/** Starts the product: database and migrations, demo team on an empty database, then the HTTP server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const now = serverClock(config);
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
  });
  const applied = await migrateToLatest(handle.db);
  await operatorAdmins.grant(handle.db, config.adminEmails);
  const demo = await seedDemoAtStart(handle.db, config, now());
  const { app, deps } = await buildApp({
    config,
    db: handle.db,
    pglite: handle.pglite,
    now,
    logger: loggerOptions(config),
    metrics: createMetrics({ processMetrics: true }),
    dbStats: handle.stats,
  });
  const metricsServer = await startMetricsServer(deps.metrics, config);
  await scheduleRetentionJob(
    deps.jobs,
    { db: handle.db, files: deps.files, now, log: app.log },
    config.RETENTION_INTERVAL_MINUTES,
  );
  if (applied.length) app.log.info({ applied }, 'migrations applied');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    metricsServer?.close();
    await app.close();
    await handle.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // The offline geocoder's index is built once, now, rather than by (and during) the first search.
  setImmediate(() => {
    const started = performance.now();
    const names = prepareGeocoder(config);
    if (names !== null)
      app.log.info({ names, ms: Math.round(performance.now() - started) }, 'offline geocoder ready');
  });
  const address = config.PUBLIC_URL ?? listenBaseUrl(config, app.server);
  if (!config.PUBLIC_URL) {
    app.log.warn(
      { linksOn: address },
      'PUBLIC_URL is not set: links in e-mails point to the listen address; set PUBLIC_URL to the address users open',
    );
  }
  const db = handle.kind === 'pglite' ? `PGlite in ${path.join(config.DATA_DIR, 'pglite')}` : 'PostgreSQL';
  console.log(`\n  Route Planner is running at ${address}  (database: ${db})`);
  if (demo) console.log(`  Demo dispatcher: ${demo.email} / ${demo.password}`);
  else if (config.NODE_ENV !== 'production' && !config.NO_DEMO)
    console.log(
      '  Demo dispatcher (if this database was created by npm start): demo@routeplanner.local / demo-dispatch',
    );
  console.log(`  API docs: ${address}/api/docs\n`);
}

main().catch((error: unknown) => {
  // A setting to fix is told as it is; anything else with its stack.
  const isSetting = error instanceof Error && error.message.startsWith('Invalid environment');
  console.error(isSetting ? error.message : error);
  process.exit(1);
});
