import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Q = Kysely<Database>;

/** The only SQL of the geocode cache. */
export const geocodeCacheRepository = {
  find(db: Q, provider: string, queryKey: string) {
    return db
      .selectFrom('geocode_cache')
      .select(['results', 'created_at'])
      .where('provider', '=', provider)
      .where('query_key', '=', queryKey)
      .executeTakeFirst();
  },

  async save(db: Q, provider: string, queryKey: string, resultsJson: string, at: Date): Promise<void> {
    // Kysely's type for created_at forbids updates; the upsert refreshes it, so it is written here.
    await sql`
      INSERT INTO geocode_cache (provider, query_key, results, created_at)
      VALUES (${provider}, ${queryKey}, ${resultsJson}::jsonb, ${at.toISOString()}::timestamptz)
      ON CONFLICT (provider, query_key)
      DO UPDATE SET results = excluded.results, created_at = excluded.created_at
    `.execute(db);
  },
};
