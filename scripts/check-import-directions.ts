/**
 * Fails when a relative import crosses into a folder its part may not depend on (see "Dependency
 * directions" in ARCHITECTURE.md). Package names (@rp/server …) are banned by Biome's
 * noRestrictedImports in biome.json; Biome matches import strings only, so it cannot tell where
 * '../../server/src/app.js' leads. This script resolves each relative import against its file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export interface Direction {
  /** Folder (from the repository root) whose files the rule applies to. */
  from: string;
  /** Files under `from` the rule leaves alone (their path from the root). */
  except?: RegExp;
  /** Folders (or file-name prefixes such as `src/app.`) those files may not reach with a relative import. */
  forbidden: string[];
}

const SERVER = 'apps/server/src/';
/** What the server is built from, above its floor (core/) and its HTTP plumbing (http/). */
const SERVER_PARTS = [
  'modules/',
  'live/',
  'files/',
  'demo/',
  'cli/',
  'app.',
  'create-app-deps.',
  'main.',
  'worker.',
].map((p) => SERVER + p);

export const DIRECTIONS: Direction[] = [
  { from: 'apps/web/', forbidden: ['apps/server/'] },
  { from: 'packages/optimizer/', forbidden: ['apps/', 'packages/contracts/'] },
  { from: 'packages/contracts/', forbidden: ['apps/'] },
  // The floor every module stands on: errors, the auth context, the deps and the ports they name.
  { from: `${SERVER}core/`, forbidden: [`${SERVER}http/`, `${SERVER}test/`, ...SERVER_PARTS] },
  // HTTP plumbing is given what it needs (the sessions port) when the app is built.
  { from: `${SERVER}http/`, forbidden: SERVER_PARTS },
  // Only a module's routes file speaks HTTP; its services and helpers take plain values.
  { from: `${SERVER}modules/`, except: /\.routes\.ts$/, forbidden: [`${SERVER}http/`] },
];

const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist']);

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier the file names: import, export … from, import(), require(). */
function specifiers(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((ref) => ref.fileName);
}

/** The imports under `root` that break a direction, one line each (file, import, rule). */
export function importViolations(root: string, directions: readonly Direction[] = DIRECTIONS): string[] {
  /** Repository-relative path with forward slashes, so rules read the same on every OS. */
  const fromRoot = (absolute: string): string => path.relative(root, absolute).split(path.sep).join('/');
  const found: string[] = [];
  for (const direction of directions) {
    for (const file of sourceFiles(path.join(root, direction.from))) {
      if (direction.except?.test(fromRoot(file))) continue;
      for (const spec of specifiers(file).filter((s) => s.startsWith('.'))) {
        const target = `${fromRoot(path.resolve(path.dirname(file), spec))}/`;
        const banned = direction.forbidden.find((folder) => target.startsWith(folder));
        if (banned) found.push(`${fromRoot(file)}: '${spec}' reaches ${banned} (${direction.from} may not)`);
      }
    }
  }
  return found.sort();
}

const isMain =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const found = importViolations(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  if (found.length > 0) {
    console.error(
      `Forbidden import directions (see ARCHITECTURE.md, "Dependency directions"):\n${found.join('\n')}`,
    );
    process.exit(1);
  }
  console.log('Import directions: ok');
}
