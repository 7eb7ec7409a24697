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
