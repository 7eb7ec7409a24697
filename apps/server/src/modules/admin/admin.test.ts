import { ADMIN_PAGE_SIZE, AdminMessages, Api } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, callApi, errorOf } from '../../test/api-call.js';
import {
  createAppWithTeams,
  createRoute,
  newMember,
  newTeam,
  type TTestTeam,
} from '../../test/routes-helpers.js';
import { call, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
let admin: TTestTeam;
let dispatcher: TTestTeam;
let driverToken: string;

/** A day no other test in this file plans on, so the page counts are exact. */
const DAY = '2031-03-04';

beforeAll(async () => {
  ({ t, team: admin, other: dispatcher } = await createAppWithTeams());
  await t.deps.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.userId).execute();
  driverToken = (await newMember(t, dispatcher.teamId, 1, 'Driver')).token;
});
afterAll(async () => {
  await t?.close();
});

const ADMIN_CALLS = [
  { path: '/teams2/', body: { page: 1 } },
  { path: '/routes2/', body: { date: DAY, page: 1 } },
  { path: '/save-team2/', body: { team_id: 1, to_date: '2031-01-01' } },
] as const;

describe('admin calls refuse everyone but an admin', () => {
  for (const { path, body } of ADMIN_CALLS) {
    it(`${path}: 401 without a token, 403 for a dispatcher and a driver, and nothing changes`, async () => {
      const before = await t.deps.db
        .selectFrom('teams')
        .select(['id', 'plan_active_to_date_manual'])
        .execute();
      expect((await call(t.app, 'POST', path, { body })).statusCode).toBe(401);
      expect((await call(t.app, 'POST', path, { body, token: 'not-a-session' })).statusCode).toBe(401);
      expect((await call(t.app, 'POST', path, { body, token: dispatcher.token })).statusCode).toBe(403);
      expect((await call(t.app, 'POST', path, { body, token: driverToken })).statusCode).toBe(403);
      const after = await t.deps.db
        .selectFrom('teams')
        .select(['id', 'plan_active_to_date_manual'])
        .execute();
      expect(after).toEqual(before);
    });
  }

  it('an admin of a lapsed team still passes (admins are never 402)', async () => {
    await t.deps.db
      .updateTable('teams')
      .set({ trial_ends_at: new Date(Date.now() - 3600_000) })
      .where('id', '=', admin.teamId)
      .execute();
    try {
      expect((await call(t.app, 'POST', '/teams2/', { token: admin.token })).statusCode).toBe(200);
    } finally {
      await t.deps.db
        .updateTable('teams')
        .set({ trial_ends_at: new Date(Date.now() + 10 * 24 * 3600_000) })
        .where('id', '=', admin.teamId)
        .execute();
    }
  });
});

describe('POST /teams2/', () => {
  it('pages every team on the server, newest first, with the total', async () => {
    for (let i = 0; i < ADMIN_PAGE_SIZE; i += 1) await newTeam(t);
    const first = await callApi(t, Api.adminTeams, { token: admin.token, body: { page: 1 } });
    expect(first.status).toBe(200);
    const one = first.answer;
    const total = await t.deps.db
      .selectFrom('teams')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(one.total).toBe(Number(total.n));
    expect(one.page_size).toBe(ADMIN_PAGE_SIZE);
    expect(one.teams).toHaveLength(ADMIN_PAGE_SIZE);
    const ids = one.teams.map((team: { id: number }) => team.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const second = answerOf(
      await call(t.app, 'POST', '/teams2/', { token: admin.token, body: { page: 2 } }),
      Api.adminTeams,
    );
    expect(second.teams).toHaveLength(Math.min(ADMIN_PAGE_SIZE, one.total - ADMIN_PAGE_SIZE));
    expect(second.teams[0].id).toBeLessThan(ids[ids.length - 1]);
  });

  it("finds a team by a member's e-mail and shows its record", async () => {
    const res = await callApi(t, Api.adminTeams, {
      token: admin.token,
      body: { search: dispatcher.email.toUpperCase() },
    });
    const body = res.answer;
    expect(body.total).toBe(1);
    expect(body.teams[0]).toMatchObject({
      id: dispatcher.teamId,
      plan_active_to_date_manual: null,
      plan_quantity: expect.any(Number),
    });
    expect(body.teams[0].users.map((u: { email: string }) => u.email)).toContain(dispatcher.email);
  });

  it('takes a search for % as the character, not a wildcard', async () => {
    const res = await callApi(t, Api.adminTeams, { token: admin.token, body: { search: '%' } });
    expect(res.answer).toMatchObject({ total: 0, teams: [] });
  });

  it('answers 400 for a page that is not a whole number from 1', async () => {
    for (const page of [0, -1, 1.5, '2']) {
      const res = await call(t.app, 'POST', '/teams2/', { token: admin.token, body: { page } });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(AdminMessages.invalidPage);
    }
  });
});

describe('POST /routes2/', () => {
  it("pages every team's routes of one day, with the total", async () => {
    for (let i = 0; i < ADMIN_PAGE_SIZE; i += 1) await createRoute(t, dispatcher.token, { planned_on: DAY });
    await createRoute(t, admin.token, { planned_on: DAY });
    await createRoute(t, admin.token, { planned_on: '2031-03-05' });

    const one = answerOf(
      await call(t.app, 'POST', '/routes2/', { token: admin.token, body: { date: DAY } }),
      Api.adminRoutes,
    );
    expect(one.total).toBe(ADMIN_PAGE_SIZE + 1);
    expect(one.routes).toHaveLength(ADMIN_PAGE_SIZE);
    expect(one.routes.every((r: { planned_on: string }) => r.planned_on === DAY)).toBe(true);
    const two = answerOf(
      await call(t.app, 'POST', '/routes2/', { token: admin.token, body: { date: DAY, page: 2 } }),
      Api.adminRoutes,
    );
    expect(two.routes).toHaveLength(1);
    const teamsSeen = new Set([...one.routes, ...two.routes].map((r: { team_id: number }) => r.team_id));
    expect(teamsSeen).toEqual(new Set([dispatcher.teamId, admin.teamId]));
    expect(two.routes[0]).toMatchObject({ stop_count: 0, driver_count: expect.any(Number) });
  });

  it('lists all days, newest first, without a date', async () => {
    const all = answerOf(
      await call(t.app, 'POST', '/routes2/', { token: admin.token, body: { date: '' } }),
      Api.adminRoutes,
    );
    expect(all.total).toBe(ADMIN_PAGE_SIZE + 2);
    expect(all.routes[0].planned_on).toBe('2031-03-05');
  });

  it('answers 400 for a date that is not a day', async () => {
    const res = await callApi(t, Api.adminRoutes, { token: admin.token, body: { date: '2031-02-30' } });
    expect(res.status).toBe(400);
  });
});

describe('POST /save-team2/', () => {
  const save = (body: unknown) => call(t.app, 'POST', '/save-team2/', { token: admin.token, body });
  const manualOf = async (teamId: number) =>
    (
      await t.deps.db
        .selectFrom('teams')
        .select('plan_active_to_date_manual')
        .where('id', '=', teamId)
        .executeTakeFirstOrThrow()
    ).plan_active_to_date_manual;

  it('sets the manual active-to date through the end of that day and lifts a lapsed team', async () => {
    const lapsed = await newTeam(t);
    await t.deps.db
      .updateTable('teams')
      .set({ trial_ends_at: new Date(Date.now() - 3600_000) })
      .where('id', '=', lapsed.teamId)
      .execute();
    expect((await call(t.app, 'POST', '/verify-token/', { token: lapsed.token })).statusCode).toBe(402);

    const res = await save({ team_id: lapsed.teamId, to_date: '2099-12-31' });
    expect(res.statusCode).toBe(200);
    expect(answerOf(res, Api.saveTeamActiveTo).team).toMatchObject({
      id: lapsed.teamId,
      plan_active_to_date_manual: '2099-12-31T23:59:59.999Z',
    });
    expect((await manualOf(lapsed.teamId))?.toISOString()).toBe('2099-12-31T23:59:59.999Z');
    expect((await call(t.app, 'POST', '/verify-token/', { token: lapsed.token })).statusCode).toBe(200);

    const cleared = await save({ team_id: lapsed.teamId, to_date: null });
    expect(answerOf(cleared, Api.saveTeamActiveTo).team.plan_active_to_date_manual).toBeNull();
    expect(await manualOf(lapsed.teamId)).toBeNull();
    expect((await call(t.app, 'POST', '/verify-token/', { token: lapsed.token })).statusCode).toBe(402);
  });

  it('answers 404 for an unknown team id', async () => {
    const res = await save({ team_id: 2_000_000_000, to_date: '2031-01-01' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(AdminMessages.teamNotFound);
  });

  it('answers 400 for bad input and changes nothing', async () => {
    const before = await manualOf(dispatcher.teamId);
    for (const body of [
      {},
      { team_id: dispatcher.teamId },
      { team_id: dispatcher.teamId, to_date: '2031-13-01' },
      { team_id: dispatcher.teamId, to_date: 1_900_000_000 },
      { team_id: 0, to_date: '2031-01-01' },
      { team_id: 'x', to_date: null },
    ]) {
      expect((await save(body)).statusCode).toBe(400);
    }
    expect(await manualOf(dispatcher.teamId)).toEqual(before);
  });
});
