import type { TestProject } from 'vitest/node';
import { writeMigratedPgliteDump } from './pglite-dump.js';

/** Once per run: the migrated PGlite that every test app starts from (on PostgreSQL each test app migrates its own database). */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const dump = await writeMigratedPgliteDump();
  project.provide('migratedPgliteDump', dump.file);
  return dump.remove;
}
