import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbDigest } from './db-digest.js';
import { newTeam } from './routes-helpers.js';
import { createTestApp, type TTestApp } from './test-app.js';

/* The fuzz test's "nothing written" rests on this digest: it must see any change of a row, and
   ignore only what it lists as written on purpose. */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('dbDigest', () => {
  it('changes with an inserted, updated or deleted row, and not on a mere read', async () => {
    const digest = dbDigest(t.deps.db);
    const team = await newTeam(t);
    const start = await digest.take();
    expect(await digest.take()).toEqual(start);

    const route = await t.deps.db
      .insertInto('routes')
      .values({ team_id: team.teamId, name: 'Digest', planned_on: '2025-06-02' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inserted = await digest.take();
    expect(inserted.routes).not.toBe(start.routes);
    expect(inserted.users).toBe(start.users);

    await t.deps.db.updateTable('routes').set({ name: 'Digest 2' }).where('id', '=', route.id).execute();
    const updated = await digest.take();
    expect(updated.routes).not.toBe(inserted.routes);

    await t.deps.db.deleteFrom('routes').where('id', '=', route.id).execute();
    expect((await digest.take()).routes).toBe(start.routes);
  });

  it('leaves out failed log-in records and the session touch time, and nothing else of sessions', async () => {
    const digest = dbDigest(t.deps.db);
    const team = await newTeam(t);
    const start = await digest.take();
    await sql`INSERT INTO login_attempts (email, ip, success) VALUES ('x@example.com', '10.0.0.1', false)`.execute(
      t.deps.db,
    );
    await t.deps.db
      .updateTable('sessions')
      .set({ last_used_at: new Date(0) })
      .execute();
    expect(await digest.take()).toEqual(start);
    await t.deps.db.deleteFrom('sessions').where('user_id', '=', team.userId).execute();
    expect((await digest.take()).sessions).not.toBe(start.sessions);
  });
});
