import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { byMode } from './short-mode.js';

/**
 * The real server for the read benchmark, in its own process so that the load generator does not
 * share its event loop: a fresh database (PGlite in a temporary directory, or a new database on the
 * PostgreSQL server of DATABASE_URL, dropped on exit), migrated, listening on a free loopback port.
 * Prints `READY <port>` when it accepts requests; SIGTERM closes everything.
 */
async function freshPostgres(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * With BENCH_PROFILE_DIR set, SIGUSR2 starts the CPU profiler and the next SIGUSR2 writes the
 * profile there, so a profile holds the measured reads and not the set-up.
 */
function profileOnSignal(dir: string): void {
  const session = new Session();
  session.connect();
  let running = false;
  let n = 0;
  process.on('SIGUSR2', () => {
    void (async () => {
      if (!running) {
        running = true;
        await session.post('Profiler.enable');
        await session.post('Profiler.start');
        return;
      }
      running = false;
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(dir, { recursive: true });
      n += 1;
      writeFileSync(path.join(dir, `reads-${process.pid}-${n}.cpuprofile`), JSON.stringify(profile));
    })();
  });
}

async function main(): Promise<void> {
  if (process.env.BENCH_PROFILE_DIR) profileOnSignal(process.env.BENCH_PROFILE_DIR);
  const baseUrl = process.env.DATABASE_URL;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'rp-bench-'));
  const pgDb = baseUrl ? await freshPostgres(baseUrl) : null;
  const handle = await openDatabase(pgDb ? { url: pgDb.url } : { dataDir: path.join(tmp, 'pglite') });
  await migrateToLatest(handle.db);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: tmp,
    OUTBOX_DIR: path.join(tmp, 'outbox'),
    OPTIMIZE_TIME_LIMIT_MS: process.env.OPTIMIZE_TIME_LIMIT_MS ?? byMode('2000', '200'),
  });
  const { app } = await buildApp({ config, db: handle.db, pglite: handle.pglite, logger: false });

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await handle.close();
    await pgDb?.drop();
    rmSync(tmp, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  process.stdout.write(`READY ${port} ${handle.kind} ${config.OUTBOX_DIR}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
