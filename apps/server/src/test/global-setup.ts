import type { TestProject } from 'vitest/node';
import { writeMigratedPgliteDump } from './pglite-dump.js';
import { createMigratedPostgresTemplate } from './postgres-template.js';

/** Once per run: the migrated database every test app starts from (a PGlite dump, or a PostgreSQL template). */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL) {
    const template = await createMigratedPostgresTemplate(process.env.DATABASE_URL);
    project.provide('migratedPostgresTemplate', template.name);
    return template.remove;
  }
  const dump = await writeMigratedPgliteDump();
  project.provide('migratedPgliteDump', dump.file);
  return dump.remove;
}
