import { Api, Role, type TCallerTeam } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../../test/api-call.js';
import { newMember, newTeam } from '../../test/routes-helpers.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function teamsOf(token: string): Promise<TCallerTeam[]> {
  const res = await call(t.app, 'POST', '/teams/', { token });
  expect(res.statusCode, res.body).toBe(200);
  return answerOf(res, Api.teams).teams;
}

describe('POST /teams/', () => {
  it("answers the caller's one team with the caller's role and the plan", async () => {
    const owner = await newTeam(t);
    await t.deps.db
      .updateTable('teams')
      .set({ name: 'Harbour Couriers' })
      .where('id', '=', owner.teamId)
      .execute();
    const driver = await newMember(t, owner.teamId, Role.Driver);

    const mine = { id: owner.teamId, name: 'Harbour Couriers', plan: 'trial', is_active: true };
    expect(await teamsOf(owner.token)).toEqual([{ ...mine, role: Role.Dispatcher | Role.Driver }]);
    expect(await teamsOf(driver.token)).toEqual([{ ...mine, role: Role.Driver }]);
  });

  it('shows only the caller’s team, never another team', async () => {
    const a = await newTeam(t);
    const b = await newTeam(t);
    expect((await teamsOf(a.token)).map((team) => team.id)).toEqual([a.teamId]);
    expect((await teamsOf(b.token)).map((team) => team.id)).toEqual([b.teamId]);
  });

  it('answers a lapsed team too, marked inactive, so the web can lead it to Subscription', async () => {
    const lapsed = await newTeam(t);
    await t.deps.db
      .updateTable('teams')
      .set({ trial_ends_at: new Date(Date.now() - 24 * 3600 * 1000) })
      .where('id', '=', lapsed.teamId)
      .execute();
    expect(await teamsOf(lapsed.token)).toEqual([
      expect.objectContaining({ plan: 'lapsed', is_active: false }),
    ]);
  });

  it('answers 401 without a session and 400 for a body it does not take', async () => {
    expect((await call(t.app, 'POST', '/teams/')).statusCode).toBe(401);
    const owner = await newTeam(t);
    const res = await call(t.app, 'POST', '/teams/', { token: owner.token, body: 'not json' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
