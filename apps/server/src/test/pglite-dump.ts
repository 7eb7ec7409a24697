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
  await writeFile(file, Buffer.from(await (await migratedDumpOf()).arrayBuffer()));
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A migrated dump made in this process, for a PGlite test in a run on PostgreSQL (which makes none). */
let madeHere: Promise<Blob> | undefined;

async function migratedDumpOf(): Promise<Blob> {
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    await migrateToLatest(db);
    await installJobQueueSchema(db, pglite);
    return await pglite.dumpDataDir('none');
  } finally {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
  }
}

/**
 * The run's migrated dump. A run on PostgreSQL provides none, yet a few tests are about PGlite
 * itself (backup, its metrics): they get one made once in their own process.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  let file: string | undefined;
  try {
    file = inject('migratedPgliteDump');
  } catch {
    file = undefined;
  }
  if (file) return new Blob([await readFile(file)]);
  madeHere ??= migratedDumpOf();
  return madeHere;
}
