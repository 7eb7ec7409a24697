import { type Db, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { migratedPgliteDump } from './pglite-dump.js';
import { createTestDatabase } from './postgres-template.js';

/**
 * A fresh migrated database without an app, as createTestApp makes it (PGlite from the run's dump,
 * or a copy of the PostgreSQL template when DATABASE_URL is set): for tests of a module's database
 * rules that must stay fast enough to rerun many times (mutation testing).
 */
export async function openTestDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  const database = baseUrl ? await createTestDatabase(baseUrl) : null;
  const handle = await openDatabase({
    url: database?.url,
    loadDataDir: database ? undefined : await migratedPgliteDump(),
  });
  await migrateToLatest(handle.db);
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      await database?.drop();
    },
  };
}
