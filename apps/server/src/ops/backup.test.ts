import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migratedPgliteDump } from '../test/pglite-dump.js';
import { backupEmbedded, restoreEmbedded } from './backup.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'rp-backup-test-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const placesIn = (dir: string) => ({
  pgliteDir: path.join(dir, 'pglite'),
  filesDir: path.join(dir, 'files'),
});

const teamNames = async (pgliteDir: string): Promise<string[]> => {
  const pglite = await PGlite.create(pgliteDir);
  try {
    return (await pglite.query<{ name: string }>('select name from teams order by name')).rows.map(
      (r) => r.name,
    );
  } finally {
    await pglite.close();
  }
};

it('backs up the embedded database and the files folder into one archive and restores both', async () => {
  const source = placesIn(path.join(root, 'source'));
  await mkdir(source.pgliteDir, { recursive: true });
  const pglite = await PGlite.create(source.pgliteDir, { loadDataDir: await migratedPgliteDump() });
  await pglite.query(`insert into teams (name, trial_ends_at) values ('Backed up', now())`);
  await pglite.close();
  await mkdir(path.join(source.filesDir, 'proof', '7'), { recursive: true });
  await writeFile(path.join(source.filesDir, 'proof', '7', '1-photo-ab.jpg'), 'picture');
  const archive = path.join(root, 'out', 'backup.tar.gz');

  await backupEmbedded(source, archive);

  const target = placesIn(path.join(root, 'target'));
  await mkdir(target.filesDir, { recursive: true });
  await writeFile(path.join(target.filesDir, 'older.txt'), 'was here before');
  const { keptAside } = await restoreEmbedded(target, archive);

  expect(await teamNames(target.pgliteDir)).toEqual(['Backed up']);
  expect(await readFile(path.join(target.filesDir, 'proof', '7', '1-photo-ab.jpg'), 'utf8')).toBe('picture');
  // What the restore replaced is moved aside, never deleted.
  expect(existsSync(path.join(target.filesDir, 'older.txt'))).toBe(false);
  expect(keptAside).toHaveLength(1);
  expect(await readdir(keptAside[0] as string)).toEqual(['older.txt']);
});

it('refuses an archive that is not a backup', async () => {
  const notBackup = path.join(root, 'other.tar.gz');
  await writeFile(path.join(root, 'backup.json'), '{"format":"something else"}');
  const { execFileSync } = await import('node:child_process');
  execFileSync('tar', ['-czf', notBackup, '-C', root, 'backup.json']);
  await expect(restoreEmbedded(placesIn(path.join(root, 'nowhere')), notBackup)).rejects.toThrow(
    'is not a Route Planner backup',
  );
});
