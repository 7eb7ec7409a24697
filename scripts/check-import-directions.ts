/**
 * Fails when a relative import crosses into a folder its part may not depend on (see "Dependency
 * directions" in ARCHITECTURE.md). Package names (@rp/server …) are banned by Biome's
 * noRestrictedImports in biome.json; Biome matches import strings only, so it cannot tell where
 * '../../server/src/app.js' leads. This script resolves each relative import against its file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

interface Direction {
  /** Folder (from the repository root) whose files the rule applies to. */
  from: string;
  /** Folders those files may not reach with a relative import. */
  forbidden: string[];
}

const DIRECTIONS: Direction[] = [
  { from: 'apps/web/', forbidden: ['apps/server/'] },
  { from: 'packages/optimizer/', forbidden: ['apps/', 'packages/contracts/'] },
  { from: 'packages/contracts/', forbidden: ['apps/'] },
];

const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist']);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(folder: string): string[] {
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

/** Repository-relative path with forward slashes, so rules read the same on every OS. */
function fromRoot(absolute: string): string {
  return path.relative(root, absolute).split(path.sep).join('/');
}

function violations(): string[] {
  const found: string[] = [];
  for (const direction of DIRECTIONS) {
    for (const file of sourceFiles(path.join(root, direction.from))) {
      for (const spec of specifiers(file).filter((s) => s.startsWith('.'))) {
        const target = `${fromRoot(path.resolve(path.dirname(file), spec))}/`;
        const banned = direction.forbidden.find((folder) => target.startsWith(folder));
        if (banned) found.push(`${fromRoot(file)}: '${spec}' reaches ${banned} (${direction.from} may not)`);
      }
    }
  }
  return found;
}

const found = violations();
if (found.length > 0) {
  console.error(
    `Forbidden import directions (see ARCHITECTURE.md, "Dependency directions"):\n${found.join('\n')}`,
  );
  process.exit(1);
}
console.log('Import directions: ok');
