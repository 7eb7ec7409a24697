/**
 * Fails when the server leaves its one module shape (see "Server modules" in ARCHITECTURE.md):
 *   (a) SQL outside a `*.repository.ts`: a Kysely query builder call or the `sql` tag from 'kysely';
 *   (b) a module (or live/, demo/, cli/) importing another module's repository instead of its service.
 * Both are read from the syntax tree, so a comment or a string that mentions `selectFrom(` is not SQL,
 * and an aliased `sql` import is still caught.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

/** Kysely's calls that start a statement on a table. */
const QUERY_BUILDERS = new Set([
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
]);

/**
 * Files (from the server's src/) that may run SQL without being a repository, each with its reason.
 * Tests and their helpers are not checked at all: they arrange and inspect rows directly.
 */
const SQL_ALLOWED: Record<string, string> = {
  'db/exec-statements.ts':
    "the migrator's runner: it executes a migration file's statements as they are written",
};
const SQL_ALLOWED_FOLDERS = ['db/migrations/'];

/** Folders whose files reach a module's data through its service only. */
const SERVICE_ONLY_FOLDERS = ['modules/', 'live/', 'demo/', 'cli/'];

const SOURCE = /\.[cm]?ts$/;
const TEST_FILE = /\.test\.[cm]?ts$/;
const REPOSITORY = /\.repository(?:\.[cm]?[jt]s)?$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test']);

function sourceFiles(folder: string): string[] {
  const entries = readdirSync(folder, { withFileTypes: true }).sort((x, y) => x.name.localeCompare(y.name));
  return entries.flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

/** Path from the server's src/ with forward slashes, so rules read the same on every OS. */
const relativeTo = (src: string, absolute: string): string =>
  path.relative(src, absolute).split(path.sep).join('/');

/** The area a file belongs to: `modules/<name>` for a module, else its top folder (live, demo, …). */
function areaOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0] : '';
}

const lineOf = (source: ts.SourceFile, node: ts.Node): number =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** Local names under which the file imports Kysely's `sql` tag (or the whole package, as `x.sql`). */
function kyselySqlNames(source: ts.SourceFile): { tags: Set<string>; namespaces: Set<string> } {
  const tags = new Set<string>();
  const namespaces = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== 'kysely') continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly || !clause.namedBindings) continue;
    if (ts.isNamespaceImport(clause.namedBindings)) {
      namespaces.add(clause.namedBindings.name.text);
      continue;
    }
    for (const element of clause.namedBindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (imported === 'sql' && !element.isTypeOnly) tags.add(element.name.text);
    }
  }
  return { tags, namespaces };
}

/** Whether the text could hold SQL at all: most files name neither a builder nor 'kysely', and are not parsed. */
const mayHoldSql = (text: string): boolean =>
  text.includes('kysely') || [...QUERY_BUILDERS].some((name) => text.includes(name));

/** Each statement-starting builder call and each use of Kysely's `sql`, as "line: what". */
function sqlUses(fileName: string, text: string): string[] {
  if (!mayHoldSql(text)) return [];
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const { tags, namespaces } = kyselySqlNames(source);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      QUERY_BUILDERS.has(node.expression.name.text)
    ) {
      found.push(`${lineOf(source, node)}: .${node.expression.name.text}(`);
    }
    const isSqlName = ts.isIdentifier(node) && tags.has(node.text);
    const isNamespacedSql =
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'sql' &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text);
    if (isSqlName || isNamespacedSql) found.push(`${lineOf(source, node)}: sql from 'kysely'`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const sqlMayRunIn = (file: string): boolean =>
  REPOSITORY.test(file) || file in SQL_ALLOWED || SQL_ALLOWED_FOLDERS.some((f) => file.startsWith(f));

/** Every module specifier the file names: import, export … from, import(), require(). */
function specifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((ref) => ref.fileName);
}

/** The other area's repository this import reaches, or null when it reaches none. */
function foreignRepository(src: string, file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const target = relativeTo(src, path.resolve(path.dirname(path.join(src, file)), spec));
  if (!REPOSITORY.test(target) || !target.startsWith('modules/')) return null;
  return areaOf(target) === areaOf(file) ? null : target;
}

export interface TShapeViolations {
  /** "file:line: what" for each SQL use outside a repository. */
  sqlOutsideRepositories: string[];
  /** "file: 'specifier'" for each import of another module's repository. */
  foreignRepositoryImports: string[];
}

/** Checks the server source folder `src` (the one holding modules/, db/, live/ …). */
export function checkModuleShape(src: string): TShapeViolations {
  const result: TShapeViolations = { sqlOutsideRepositories: [], foreignRepositoryImports: [] };
  for (const absolute of sourceFiles(src)) {
    const file = relativeTo(src, absolute);
    const text = readFileSync(absolute, 'utf8');
    if (!sqlMayRunIn(file)) {
      for (const use of sqlUses(file, text)) result.sqlOutsideRepositories.push(`${file}:${use}`);
    }
    if (SERVICE_ONLY_FOLDERS.some((f) => file.startsWith(f))) {
      for (const spec of specifiers(text)) {
        if (foreignRepository(src, file, spec)) result.foreignRepositoryImports.push(`${file}: '${spec}'`);
      }
    }
  }
  return result;
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const found = checkModuleShape(path.join(root, 'apps/server/src'));
  const sections = [
    ['SQL outside a *.repository.ts (move it into the module’s repository)', found.sqlOutsideRepositories],
    ["Another module's repository imported (call that module's service)", found.foreignRepositoryImports],
  ] as const;
  const failed = sections.filter(([, list]) => list.length > 0);
  for (const [title, list] of failed) console.error(`${title}:\n  ${list.join('\n  ')}`);
  if (failed.length > 0) {
    console.error('See ARCHITECTURE.md, "Server modules".');
    process.exit(1);
  }
  console.log('Module shape: ok');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
