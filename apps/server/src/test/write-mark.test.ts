import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTeam } from './routes-helpers.js';
import { createTestApp, type TTestApp } from './test-app.js';
import { writeMark } from './write-mark.js';

/* The fuzz test skips its table digest when this mark has not moved: it must move with every write
   and stay with reads. */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('writeMark', () => {
  it('stays on reads and moves with an insert, an update, a delete and a rolled-back write', async () => {
    const db = t.deps.db;
    const team = await newTeam(t);
    const start = await writeMark(db);
    await db.selectFrom('routes').selectAll().execute();
    expect(await writeMark(db)).toBe(start);

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
