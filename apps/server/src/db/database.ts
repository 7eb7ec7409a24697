import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

const PG_INT8 = 20;
const PG_DATE = 1082;

/** Dates stay 'YYYY-MM-DD' strings (a planned day has no time zone); counts become numbers. */
const parsers = {
  [PG_INT8]: (v: string) => Number(v),
  [PG_DATE]: (v: string) => v,
};

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connections' use now, for the metrics. */
  stats(): TDbStats;
  /** The embedded database itself (PGlite only): the job queue runs its multi-statement SQL on it. */
  pglite?: PGlite;
  close(): Promise<void>;
}

/** PostgreSQL's pool (total, idle, waiting, max) or PGlite's one connection (in_flight, waiting). */
export interface TDbStats {
  counts: Record<string, number>;
}

const POOL_MAX = 10;
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * PostgreSQL when a URL is given, otherwise PGlite in dataDir (or in memory when dataDir is undefined),
 * started from `loadDataDir` (a PGlite dump) when given instead of an empty database.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<DbHandle> {
  if (opts.url) {
    pg.types.setTypeParser(PG_INT8, parsers[PG_INT8]);
    pg.types.setTypeParser(PG_DATE, parsers[PG_DATE]);
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: POOL_MAX,
      // A server that does not answer (a network cut, a failover) fails the request with a 503 instead of hanging it.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection the server ends (restart, failover, a dropped database) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    // A connection lent out (a transaction between its queries) that the server ends emits 'error' on
    // the client, which the pool does not listen to then: unheard, it would end the process. Its query
    // fails on its own (answered 503) and the pool drops the broken client when it is given back.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const stats = (): TDbStats => ({
      counts: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX },
    });
    return { db, kind: 'postgres', stats, close: () => db.destroy() };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const pglite = await PGlite.create(opts.dataDir, {
    parsers,
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    stats: () => ({ counts: { ...dialect.use } }),
    pglite,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
