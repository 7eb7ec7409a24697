import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { call, createTestApp, type TTestApp } from '../test/test-app.js';
import { DEMO, seedDemoAtStart } from './seed-demo.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const demoLogin = () =>
  call(t.app, 'POST', '/a/login/', { body: { email: DEMO.email, password: DEMO.password } });

describe('the demo account at start', () => {
  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production', BILLING: 'off' }],
    ['NO_DEMO=true', { NO_DEMO: 'true' }],
  ])('is not created on an empty database with %s', async (_label, env) => {
    expect(await seedDemoAtStart(t.deps.db, loadConfig(env), new Date())).toBeNull();
    const users = await t.deps.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(0);
    expect((await demoLogin()).statusCode).toBe(401);
  });

  it('is created on an empty database in development (npm start)', async () => {
    const seeded = await seedDemoAtStart(t.deps.db, loadConfig({}), new Date());
    expect(seeded).toEqual({ email: DEMO.email, password: DEMO.password });
    expect((await demoLogin()).statusCode).toBe(200);
  });
});

describe('the demo route on a later start', () => {
  // Noon in Philadelphia on the 10th, then on the 11th.
  const firstDay = new Date('2026-03-10T16:00:00Z');
  const nextDay = new Date('2026-03-11T16:00:00Z');

  async function seededYesterday(change?: (db: TTestApp['deps']['db'], routeId: number) => Promise<unknown>) {
    const app = await createTestApp();
    await seedDemoAtStart(app.deps.db, loadConfig({}), firstDay);
    const route = await app.deps.db
      .selectFrom('routes')
      .select(['id', 'planned_on'])
      .executeTakeFirstOrThrow();
    expect(route.planned_on).toBe('2026-03-10');
    await change?.(app.deps.db, route.id);
    expect(await seedDemoAtStart(app.deps.db, loadConfig({}), nextDay)).toBeNull();
    const after = await app.deps.db.selectFrom('routes').select('planned_on').executeTakeFirstOrThrow();
    await app.close();
    return after.planned_on;
  }

  it("moves to the team's today while nobody has touched it", async () => {
    expect(await seededYesterday()).toBe('2026-03-11');
  });

  it.each([
    [
      'a stop edited',
      (db: TTestApp['deps']['db'], routeId: number) =>
        db
          .updateTable('stops')
          .set({ updated_at: nextDay })
          .where('route_id', '=', routeId)
          .where('sequence', '=', 3)
          .execute(),
    ],
    [
      'a stop deleted',
      (db: TTestApp['deps']['db'], routeId: number) =>
        db.deleteFrom('stops').where('route_id', '=', routeId).where('sequence', '=', 3).execute(),
    ],
    [
      'the route optimised',
      (db: TTestApp['deps']['db'], routeId: number) =>
        db.updateTable('routes').set({ is_optimized: true }).where('id', '=', routeId).execute(),
    ],
    [
      'the route renamed',
      (db: TTestApp['deps']['db'], routeId: number) =>
        db.updateTable('routes').set({ updated_at: nextDay }).where('id', '=', routeId).execute(),
    ],
  ])('stays on its day once the dispatcher has touched it: %s', async (_label, change) => {
    expect(await seededYesterday(change)).toBe('2026-03-10');
  });
});
