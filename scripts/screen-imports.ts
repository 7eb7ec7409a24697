/**
 * The rule "no screen folder imports another" of the web (see "Web data layer" in ARCHITECTURE.md):
 * a file under `screens/<a>/` may not import anything under `screens/<b>/`. What two screens share
 * lives in `components/`, `lib/`, `routing/` or `data/`, so each screen can change on its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

export interface TScreenImport {
  /** The importing file, relative to the `screens` folder (e.g. 'auth/SignupScreen.tsx'). */
  file: string;
  /** The import as written. */
  specifier: string;
  /** The screen folder the import reaches. */
  target: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier the file names: import, export … from, import(), require(). */
function specifiers(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((ref) => ref.fileName);
}

/** The first folder of a path inside `screens`, or null for a path outside it. */
function screenOf(screensDir: string, absolute: string): string | null {
  const relative = path.relative(screensDir, absolute).split(path.sep);
  if (relative[0] === '..' || relative.length < 2) return null;
  return relative[0] ?? null;
}

/** The imports, under `screensDir`, of one screen folder's file into another screen folder. */
export function screenToScreenImports(screensDir: string): TScreenImport[] {
  const found: TScreenImport[] = [];
  for (const file of sourceFiles(screensDir)) {
    const own = screenOf(screensDir, file);
    for (const specifier of specifiers(file).filter((s) => s.startsWith('.'))) {
      const target = screenOf(screensDir, path.resolve(path.dirname(file), specifier));
      if (own && target && target !== own) {
        found.push({ file: path.relative(screensDir, file).split(path.sep).join('/'), specifier, target });
      }
    }
  }
  return found;
}
