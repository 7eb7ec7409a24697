import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * The database's next transaction id (its snapshot's xmax). Every transaction that writes a row takes
 * an id, and read-only ones take none, so an unchanged mark means nothing was written in between,
 * and a table digest taken after the first mark still holds: a cheap check before a full digest.
 */
export async function writeMark(db: Db): Promise<string> {
  const { rows } = await sql<{ mark: string }>`
    SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS mark`.execute(db);
  const mark = rows[0]?.mark;
  if (mark === undefined) throw new Error('no snapshot mark');
  return mark;
}
