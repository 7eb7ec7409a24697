import path from 'node:path';
import { loadConfig } from '../config.js';
import { backupEmbedded, restoreEmbedded } from '../ops/backup.js';

const USAGE = 'usage: npm run backup -- [ARCHIVE.tar.gz]   |   npm run restore -- ARCHIVE.tar.gz';

/** Is a server answering on PORT? Then its database folder is in use and must not be read or replaced. */
async function serverIsRunning(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/health/live`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Operator commands: back up or restore the embedded database (DATA_DIR/pglite) and FILES_DIR. */
async function main([command, archiveArg]: string[]): Promise<number> {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (and restore with pg_restore), and copy FILES_DIR; ' +
        'these commands are for the embedded database.',
    );
    return 2;
  }
  if (await serverIsRunning(config.PORT)) {
    console.error(
      `A server answers on port ${config.PORT}: stop it first (the database folder has one owner).`,
    );
    return 1;
  }
  const places = { pgliteDir: path.join(config.DATA_DIR, 'pglite'), filesDir: config.FILES_DIR };
  if (command === 'backup') {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    const archive = archiveArg ?? `routeplanner-backup-${stamp}.tar.gz`;
    await backupEmbedded(places, archive);
    console.log(`Backed up ${places.pgliteDir} and ${places.filesDir} into ${path.resolve(archive)}`);
    return 0;
  }
  if (command === 'restore' && archiveArg) {
    const { keptAside } = await restoreEmbedded(places, archiveArg);
    console.log(`Restored ${places.pgliteDir} and ${places.filesDir} from ${path.resolve(archiveArg)}`);
    for (const folder of keptAside) console.log(`  what was there before is kept in ${folder}`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
