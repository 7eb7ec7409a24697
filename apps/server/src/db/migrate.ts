import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.js';

const migrationFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Reads every file in src/db/migrations. The import runs here, in our own code, so the test
 * runner's and tsx's TypeScript loaders see it (Kysely's FileMigrationProvider imports from
 * inside node_modules, where they do not).
 */
const folderProvider: MigrationProvider = {
  async getMigrations() {
    const files = (await fs.readdir(migrationFolder)).filter(
      (f) => /\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'),
    );
    const migrations: Record<string, Migration> = {};
    for (const file of files.sort()) {
      const mod = (await import(pathToFileURL(path.join(migrationFolder, file)).href)) as Migration;
      migrations[file.replace(/\.(ts|js)$/, '')] = mod;
    }
    return migrations;
  },
};

/** Applies every migration file in src/db/migrations, in name order; throws if one fails. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: folderProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** How many migration files have not been applied to this database yet (readiness asks). */
export async function pendingMigrationCount(db: Db): Promise<number> {
  const migrator = new Migrator({ db, provider: folderProvider });
  const migrations = await migrator.getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).length;
}
