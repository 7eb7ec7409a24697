import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

const run = promisify(execFile);

/** What a backup archive holds: PGlite's own dump of its data folder, the files folder, this note. */
const DUMP_NAME = 'pglite.tar';
const FILES_NAME = 'files';
const MANIFEST_NAME = 'backup.json';
const FORMAT = 'routeplanner-backup-1';

export interface TBackupPlaces {
  /** The embedded database's folder (DATA_DIR/pglite). */
  pgliteDir: string;
  /** Uploaded files (FILES_DIR). */
  filesDir: string;
}

/**
 * Writes the embedded database and the files folder into one .tar.gz archive. The server must be
 * stopped: PGlite's folder has one owner, and a copy taken while it writes would not be consistent.
 * The database goes as PGlite's own dump (dumpDataDir, left uncompressed: the archive is gzipped
 * whole), which a newer PGlite can load.
 */
export async function backupEmbedded(places: TBackupPlaces, archive: string): Promise<void> {
  if (!existsSync(path.join(places.pgliteDir, 'PG_VERSION'))) {
    throw new Error(`No embedded database in ${places.pgliteDir}`);
  }
  const staging = await mkdtemp(path.join(tmpdir(), 'rp-backup-'));
  try {
    const pglite = await PGlite.create(places.pgliteDir);
    try {
      const dump = await pglite.dumpDataDir('none');
      await writeFile(path.join(staging, DUMP_NAME), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
    await mkdir(path.join(staging, FILES_NAME));
    if (existsSync(places.filesDir)) {
      await cp(places.filesDir, path.join(staging, FILES_NAME), { recursive: true });
    }
    const manifest = { format: FORMAT, createdAt: new Date().toISOString() };
    await writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.dirname(path.resolve(archive)), { recursive: true });
    await run('tar', ['-czf', path.resolve(archive), '-C', staging, MANIFEST_NAME, DUMP_NAME, FILES_NAME]);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Puts an archive of backupEmbedded back: a new PGlite folder loaded from the dump and the files
 * folder. What was there before is kept beside it (`<folder>.before-restore-<time>`), never deleted,
 * so a restore into the wrong place can be undone by hand. The server must be stopped.
 */
export async function restoreEmbedded(
  places: TBackupPlaces,
  archive: string,
): Promise<{ keptAside: string[] }> {
  const staging = await mkdtemp(path.join(tmpdir(), 'rp-restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(archive), '-C', staging]);
    const manifest = JSON.parse(await readFile(path.join(staging, MANIFEST_NAME), 'utf8')) as {
      format?: string;
    };
    if (manifest.format !== FORMAT) throw new Error(`${archive} is not a Route Planner backup`);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const keptAside: string[] = [];
    for (const folder of [places.pgliteDir, places.filesDir]) {
      if (existsSync(folder) && (await readdir(folder)).length > 0) {
        const aside = `${folder}.before-restore-${stamp}`;
        await rename(folder, aside);
        keptAside.push(aside);
      }
    }
    const dump = await readFile(path.join(staging, DUMP_NAME));
    await mkdir(places.pgliteDir, { recursive: true });
    const pglite = await PGlite.create(places.pgliteDir, { loadDataDir: new Blob([dump]) });
    await pglite.close();
    await mkdir(places.filesDir, { recursive: true });
    await cp(path.join(staging, FILES_NAME), places.filesDir, { recursive: true });
    return { keptAside };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
