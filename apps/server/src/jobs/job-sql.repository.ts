import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../db/database.js';

/** pg-boss's database port: one function that runs its SQL and answers rows. */
export interface TQueueSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The schema pg-boss keeps its tables in (its own, created and migrated by pg-boss itself). */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * pg-boss's SQL through Kysely, so it takes turns with the app's queries: on PGlite (one connection)
 * a statement of the queue never lands inside a transaction the app holds open. Given a transaction,
 * the job is written in it (committed or rolled back with the change that caused it). pg-boss sends
 * its schema and maintenance as several statements without parameters; PGlite runs those through
 * `exec` while Kysely's connection is held, PostgreSQL's simple protocol takes them as they are.
 */
export function queueSqlOf(db: Db, pglite?: PGlite): TQueueSql {
  return {
    async executeSql(text, values = []) {
      if (pglite && values.length === 0 && !db.isTransaction) {
        return db.connection().execute(async () => {
          const results = await pglite.exec(text, { rowMode: 'object' });
          return { rows: results[results.length - 1]?.rows ?? [] };
        });
      }
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: [...result.rows] };
    },
  };
}

/** The jobs of a kind not yet finished that carry a key (e.g. the solve of one route). */
export async function unfinishedJobIds(db: Db, kind: string, key: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM ${sql.table(`${QUEUE_SCHEMA}.job`)}
    WHERE name = ${kind} AND singleton_key = ${key} AND state < 'completed'
  `.execute(db);
  return rows.map((r) => r.id);
}

/** The unfinished jobs by kind and state (created, retry, active): the queue's depth at a scrape. */
export async function queueDepth(db: Db): Promise<Array<{ kind: string; state: string; count: number }>> {
  const { rows } = await sql<{ kind: string; state: string; count: number }>`
    SELECT name AS kind, state::text AS state, count(*)::int AS count
    FROM ${sql.table(`${QUEUE_SCHEMA}.job`)}
    WHERE state < 'completed'
    GROUP BY name, state
  `.execute(db);
  return rows;
}
