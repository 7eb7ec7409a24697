import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkModuleShape } from './check-module-shape.js';

const roots: string[] = [];

/** A server source folder made of the given files (path from src/ → text). */
function fixture(files: Record<string, string>): string {
  const src = mkdtempSync(path.join(tmpdir(), 'module-shape-'));
  roots.push(src);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
    writeFileSync(path.join(src, file), text);
  }
  return src;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A module in the one shape: SQL in its repository, the service over it, another module using the service. */
const WELL_SHAPED = {
  'modules/stops/stops.repository.ts': [
    "import { sql } from 'kysely';",
    'export const stopsRepository = {',
    "  find: (db: any, id: number) => db.selectFrom('stops').where('id', '=', id).executeTakeFirst(),",
    '  count: (db: any) => sql`select count(*) from stops`.execute(db),',
    '};',
  ].join('\n'),
  'modules/stops/stops.service.ts': [
    "import type { Kysely } from 'kysely';",
    "import { stopsRepository } from './stops.repository.js';",
    '// Not SQL: a comment that says .selectFrom( and a string that does too.',
    'export const hint = \'db.selectFrom("stops")\';',
    'export const findStop = (db: Kysely<unknown>, id: number) => stopsRepository.find(db, id);',
  ].join('\n'),
  'modules/drivers/proof.service.ts':
    "import { findStop } from '../stops/stops.service.js';\nexport { findStop };",
  'db/migrations/0001_init.ts':
    "import { sql } from 'kysely';\nexport const up = (db: any) => sql`create table t ()`.execute(db);",
  'db/exec-statements.ts':
    "import { sql } from 'kysely';\nexport const run = (db: any, s: string) => sql.raw(s).execute(db);",
  'modules/stops/stops.test.ts': "export const rows = (db: any) => db.selectFrom('stops').execute();",
  'test/routes-helpers.ts': "export const rows = (db: any) => db.insertInto('stops').values({}).execute();",
};

describe('checkModuleShape', () => {
  it('passes a tree in the one shape (tests, test helpers and migrations may run SQL)', () => {
    expect(checkModuleShape(fixture(WELL_SHAPED))).toEqual({
      sqlOutsideRepositories: [],
      foreignRepositoryImports: [],
    });
  });

  it('fails on a Kysely query builder call outside a repository', () => {
    const src = fixture({
      ...WELL_SHAPED,
      'modules/billing/stripe-webhook.ts': [
        'export async function record(db: any) {',
        "  await db.insertInto('billing_events').values({}).execute();",
        "  await db.deleteFrom('billing_events').execute();",
        '}',
      ].join('\n'),
      'demo/seed-demo.ts': "export const any = (db: any) => db.selectFrom('users').select('id').execute();",
    });
    expect(checkModuleShape(src).sqlOutsideRepositories).toEqual([
      'demo/seed-demo.ts:1: .selectFrom(',
      'modules/billing/stripe-webhook.ts:2: .insertInto(',
      'modules/billing/stripe-webhook.ts:3: .deleteFrom(',
    ]);
  });

  it("fails on Kysely's sql tag outside a repository, under another name or through the package", () => {
    const src = fixture({
      ...WELL_SHAPED,
      'modules/teams/invitation-limits.ts': [
        "import { sql as raw } from 'kysely';",
        'export const n = (db: any) => raw`select 1`.execute(db);',
      ].join('\n'),
      'app.ts': [
        "import * as k from 'kysely';",
        'export const ping = (db: any) => k.sql`select 1`.execute(db);',
      ].join('\n'),
    });
    expect(checkModuleShape(src).sqlOutsideRepositories).toEqual([
      "app.ts:2: sql from 'kysely'",
      "modules/teams/invitation-limits.ts:2: sql from 'kysely'",
    ]);
  });

  it("fails on an import of another module's repository, from a module, live/, demo/ or cli/", () => {
    const src = fixture({
      ...WELL_SHAPED,
      'modules/drivers/proof.service.ts': "import { stopsRepository } from '../stops/stops.repository.js';",
      'modules/drivers/driver-day.ts': "import type { TStopRow } from '../stops/stops.repository.js';",
      'modules/drivers/drivers.repository.ts': "export * from '../stops/stops.repository.js';",
      'live/socket-server.ts': "import { stopsRepository } from '../modules/stops/stops.repository.js';",
      'demo/seed-demo.ts': "import { stopsRepository } from '../modules/stops/stops.repository.js';",
      'cli/admin.ts': "const m = await import('../modules/stops/stops.repository.js');",
    });
    expect(checkModuleShape(src).foreignRepositoryImports).toEqual([
      "cli/admin.ts: '../modules/stops/stops.repository.js'",
      "demo/seed-demo.ts: '../modules/stops/stops.repository.js'",
      "live/socket-server.ts: '../modules/stops/stops.repository.js'",
      "modules/drivers/driver-day.ts: '../stops/stops.repository.js'",
      "modules/drivers/drivers.repository.ts: '../stops/stops.repository.js'",
      "modules/drivers/proof.service.ts: '../stops/stops.repository.js'",
    ]);
  });

  it('passes the server as it is', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/src');
    expect(checkModuleShape(src)).toEqual({ sqlOutsideRepositories: [], foreignRepositoryImports: [] });
  }, 60_000);
});
