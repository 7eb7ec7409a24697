import type { Insertable, Kysely } from 'kysely';
import type { Database, StopsTable } from '../../db/schema.js';

type Q = Kysely<Database>;

/** The SQL of the spreadsheet import; the route has been checked (team, lock) by the caller. */
export const batchGeocodeRepository = {
  /** Inserts many stops in one statement; answers them in sequence order. */
  async insertStops(db: Q, rows: Insertable<StopsTable>[]) {
    if (rows.length === 0) return [];
    const inserted = await db.insertInto('stops').values(rows).returningAll().execute();
    return inserted.sort((a, b) => a.sequence - b.sequence || a.id - b.id);
  },
};
