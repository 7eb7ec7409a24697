import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Tables and columns a refused request may write on purpose, left out of the digest. Everything
 * else in the public schema must be unchanged after a 4xx.
 */
export const DIGEST_EXCLUSIONS: Readonly<Record<string, { columns?: readonly string[]; reason: string }>> = {
  login_attempts: {
    reason: 'every failed log-in (a 401) is recorded on purpose: it is what throttling counts',
  },
  test_billing_subscriptions: {
    columns: ['status', 'current_period_start', 'current_period_end'],
    reason:
      "BILLING=test: reading a subscription whose period ended renews or ends it on the provider's side, " +
      'also when the lapse check then answers 402',
  },
  sessions: {
    columns: ['last_used_at'],
    reason: 'a session read is touched at most once an hour, whatever the answer turns out to be',
  },
};

const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** The digest query over every user table, built once from information_schema (tables do not change). */
async function buildDigestQuery(db: Db): Promise<string> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public'
    ORDER BY table_name, ordinal_position`.execute(db);
  const columnsByTable = new Map<string, string[]>();
  for (const { table_name, column_name } of rows) {
    const exclusion = DIGEST_EXCLUSIONS[table_name];
    if (exclusion && !exclusion.columns) continue;
    if (exclusion?.columns?.includes(column_name)) continue;
    columnsByTable.set(table_name, [...(columnsByTable.get(table_name) ?? []), column_name]);
  }
  if (columnsByTable.size === 0) throw new Error('no tables to digest');
  return [...columnsByTable]
    .map(
      ([table, columns]) =>
        `SELECT '${table.replaceAll("'", "''")}' AS t, ` +
        `md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS h ` +
        `FROM (SELECT ${columns.map(quoteIdent).join(', ')} FROM ${quoteIdent(table)}) r`,
    )
    .join(' UNION ALL ');
}

export interface TDbDigest {
  /** table name -> md5 of its rows (sorted as text). */
  take(): Promise<Record<string, string>>;
}

/** Digests of every user table, to show a request wrote nothing. */
export function dbDigest(db: Db): TDbDigest {
  let query: Promise<string> | null = null;
  return {
    async take() {
      query ??= buildDigestQuery(db);
      const { rows } = await sql.raw<{ t: string; h: string }>(await query).execute(db);
      return Object.fromEntries(rows.map((r) => [r.t, r.h]));
    },
  };
}
