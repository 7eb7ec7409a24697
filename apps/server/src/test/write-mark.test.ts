import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTeam } from './routes-helpers.js';
import { createTestApp, type TTestApp } from './test-app.js';
import { writeMark } from './write-mark.js';

/* The fuzz test skips its table digest when this mark has not moved: it must move with every write
   and stay with reads. The mark is the whole server's: on the PostgreSQL server of CI other test files
   write beside this one and move it, which only costs the fuzz test a digest. So "stays with reads" is
   checked where it comes from, a read takes no transaction id, and as an equal mark on PGlite, where
   this test is the only writer. */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('writeMark', () => {
  it('a read takes no transaction id, and a write takes one', async () => {
    const team = await newTeam(t);
    const idAssigned = sql<{ id: string | null }>`SELECT pg_current_xact_id_if_assigned()::text AS id`;
    const ids = await t.deps.db.transaction().execute(async (trx) => {
      await trx.selectFrom('routes').selectAll().execute();
      const afterRead = (await idAssigned.execute(trx)).rows[0]?.id;
      await trx.updateTable('teams').set({ name: 'Renamed' }).where('id', '=', team.teamId).execute();
      const afterWrite = (await idAssigned.execute(trx)).rows[0]?.id;
      return { afterRead, afterWrite };
    });
    expect(ids.afterRead).toBeNull();
    expect(ids.afterWrite).toMatch(/^\d+$/);
  });

  it('stays on reads and moves with an insert, an update, a delete and a rolled-back write', async () => {
    const db = t.deps.db;
    const team = await newTeam(t);
    const start = await writeMark(db);
    await db.selectFrom('routes').selectAll().execute();
    if (!process.env.DATABASE_URL) expect(await writeMark(db)).toBe(start);

    const route = await db
      .insertInto('routes')
      .values({ team_id: team.teamId, name: 'Mark', planned_on: '2025-06-02' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inserted = await writeMark(db);
    expect(inserted).not.toBe(start);

    await db.updateTable('routes').set({ name: 'Mark 2' }).where('id', '=', route.id).execute();
    const updated = await writeMark(db);
    expect(updated).not.toBe(inserted);

    await db.deleteFrom('routes').where('id', '=', route.id).execute();
    const deleted = await writeMark(db);
    expect(deleted).not.toBe(updated);

    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('teams').set({ name: 'Renamed' }).where('id', '=', team.teamId).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await writeMark(db)).not.toBe(deleted);
  });
});
