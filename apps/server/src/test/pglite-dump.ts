import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { inject } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import { PGliteDialect } from '../db/pglite-dialect.js';
import type { Database } from '../db/schema.js';
import { installJobQueueSchema } from '../jobs/job-queue.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a dump of an in-memory PGlite with every migration applied, made once per run. */
    migratedPgliteDump: string;
  }
}

/**
 * Makes the dump once for a test run (vitest's global setup): an empty PGlite costs seconds to create
 * (its initdb), loading a dump a fraction of that. Answers the file and a function removing it.
 */
export async function writeMigratedPgliteDump(): Promise<{ file: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rp-pglite-dump-'));
  const file = path.join(dir, 'migrated.tar');
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    await migrateToLatest(db);
    await installJobQueueSchema(db, pglite);
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
  }
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The run's migrated dump, or undefined where there is none (run outside vitest, or on PostgreSQL). */
export async function migratedPgliteDump(): Promise<Blob | undefined> {
  let file: string | undefined;
  try {
    file = inject('migratedPgliteDump');
  } catch {
    return undefined;
  }
  return file ? new Blob([await readFile(file)]) : undefined;
}
