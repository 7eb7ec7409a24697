import {
  Api,
  BillingMessages,
  Messages,
  NO_POSITION,
  NO_VEHICLE_ROUTE,
  PointMessages,
  RouteMessages,
  ServerMessages,
  StopErr,
} from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, callApi, errorOf } from '../../test/api-call.js';
import {
  addStop,
  countStops,
  createAppWithTeams,
  createRoute,
  insertStops,
  markOptimized,
  newMember,
  newTeam,
  routeRow,
  setFreePlan,
  setProfessionalPlan,
  type TTestTeam,
} from '../../test/routes-helpers.js';
import { call, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
let team: TTestTeam;
let other: TTestTeam;

beforeAll(async () => {
  ({ t, team, other } = await createAppWithTeams());
  await t.deps.db
    .updateTable('teams')
    .set({
      start_address: 'Depot A',
      start_lat: 39.95,
      start_lng: -75.16,
      end_address: 'Depot B',
      end_lat: 39.96,
      end_lng: -75.17,
    })
    .where('id', '=', team.teamId)
    .execute();
});
afterAll(async () => {
  await t.close();
});

const routeCount = async (teamId: number) =>
  Number(
    (
      await t.deps.db
        .selectFrom('routes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('team_id', '=', teamId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /route/ create', () => {
  it('creates a route with a default name and the team depots', async () => {
    const res = await callApi(t, Api.saveRoute, { token: team.token, body: { planned_on: '2025-06-10' } });
    expect(res.status).toBe(200);
    const body = res.answer;
    expect(body).toEqual({ id: expect.any(Number), route_name: 'Route 2025-06-10' });
    const route = await callApi(t, Api.getRoute, { params: { routeId: body.id }, token: team.token });
    expect(route.answer.route).toMatchObject({
      id: body.id,
      route_id: body.id,
      name: 'Route 2025-06-10',
      desc: '',
      planned_on: '2025-06-10',
      start_time: 0,
      start_point_address: 'Depot A',
      start_point_lat: 39.95,
      end_point_address: 'Depot B',
      end_point_lng: -75.17,
      is_optimized: false,
      is_driver_route: false,
      drivers: 0,
      driver_routes: [],
      stops_count: 0,
    });
  });

  it('keeps a given name and description', async () => {
    const res = await callApi(t, Api.saveRoute, {
      token: team.token,
      body: { name: ' North ', desc: 'Morning run', planned_on: '2025-06-10' },
    });
    expect(res.answer.route_name).toBe('North');
    const route = await call(t.app, 'GET', `/route/${res.answer.id}/`, {
      token: team.token,
    });
    expect(answerOf(route, Api.getRoute).route.desc).toBe('Morning run');
  });

  it.each([
    [{}, RouteMessages.plannedOnRequired],
    [{ planned_on: '2025-02-30' }, RouteMessages.invalidDate],
    [{ planned_on: 'tomorrow' }, RouteMessages.invalidDate],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const before = await routeCount(team.teamId);
    const res = await call(t.app, 'POST', '/route/', { token: team.token, body });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ success: false, err: -1, message });
    expect(await routeCount(team.teamId)).toBe(before);
  });

  it('needs a log-in and the dispatcher role', async () => {
    expect((await call(t.app, 'POST', '/route/', { body: { planned_on: '2025-06-10' } })).statusCode).toBe(
      401,
    );
    const driver = await newMember(t, team.teamId, 1);
    const before = await routeCount(team.teamId);
    const res = await callApi(t, Api.saveRoute, { token: driver.token, body: { planned_on: '2025-06-10' } });
    expect(res.status).toBe(403);
    expect(await routeCount(team.teamId)).toBe(before);
  });
});

describe('POST /route/ edit', () => {
  it('saves the fields sent and bumps updated_at', async () => {
    const id = await createRoute(t, team.token);
    const before = await routeRow(t, id);
    t.setNow(new Date(Date.now() + 60_000));
    const res = await callApi(t, Api.saveRoute, {
      token: team.token,
      body: {
        route_id: id,
        name: 'Edited',
        desc: 'note',
        planned_on: '2025-07-01',
        start_time: 480,
        start_point_address: 'Start',
        start_point_lat: 40,
        start_point_lng: -75,
        end_point_address: 'End',
        end_point_lat: 40.1,
        end_point_lng: -75.1,
      },
    });
    t.setNow(null as unknown as Date);
    expect(res.status, res.body).toBe(200);
    expect(res.answer).toMatchObject({ id, route_name: 'Edited' });
    expect(res.answer.route).toMatchObject({
      name: 'Edited',
      desc: 'note',
      planned_on: '2025-07-01',
      start_time: 480,
      start_point_address: 'Start',
      start_point_lat: 40,
      end_point_address: 'End',
      end_point_lng: -75.1,
    });
    const after = await routeRow(t, id);
    expect(after?.updated_at.getTime()).toBeGreaterThan(before?.updated_at.getTime() ?? 0);
  });

  it('leaves fields that are not sent', async () => {
    const id = await createRoute(t, team.token, { name: 'Keep', planned_on: '2025-06-03' });
    const res = await callApi(t, Api.saveRoute, { token: team.token, body: { route_id: id, start_time: 0 } });
    expect(res.answer.route).toMatchObject({
      name: 'Keep',
      planned_on: '2025-06-03',
      start_point_address: 'Depot A',
    });
  });

  it.each([
    [{ name: '' }, Messages.routeNameEmpty],
    [{ name: '   ' }, Messages.routeNameEmpty],
    [{ start_time: 1440 }, 'Start time must be minutes 0..1439'],
    [{ planned_on: '2025-13-01' }, RouteMessages.invalidDate],
    [{ start_point_lat: 40, start_point_lng: null }, PointMessages.incomplete],
    [{ start_point_lat: null, start_point_lng: -75 }, PointMessages.incomplete],
    [{ name: 'Half', start_point_lat: 40 }, PointMessages.incomplete],
    [{ end_point_lng: -75 }, PointMessages.incomplete],
    [{ start_point_lat: 0, start_point_lng: 0 }, PointMessages.zero],
    [{ end_point_lat: 1e-300, end_point_lng: 1e-300 }, PointMessages.zero],
    [{ start_point_lat: '40', start_point_lng: '-75' }, PointMessages.latitude],
    [{ end_point_lat: 40, end_point_lng: 200 }, PointMessages.longitude],
  ])('refuses %j with 400 and changes nothing', async (fields, message) => {
    const id = await createRoute(t, team.token, { name: 'Same', planned_on: '2025-06-04' });
    const res = await call(t.app, 'POST', '/route/', {
      token: team.token,
      body: { route_id: id, ...fields },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
    expect(await routeRow(t, id)).toMatchObject({
      name: 'Same',
      planned_on: '2025-06-04',
      start_time: 0,
      start_point_lat: 39.95,
      start_point_lng: -75.16,
      end_point_lat: 39.96,
      end_point_lng: -75.17,
    });
  });

  it('clears a start point with both coordinates null', async () => {
    const id = await createRoute(t, team.token, { name: 'Cleared', planned_on: '2025-06-04' });
    const res = await callApi(t, Api.saveRoute, {
      token: team.token,
      body: { route_id: id, start_point_address: '', start_point_lat: null, start_point_lng: null },
    });
    expect(res.status, res.body).toBe(200);
    expect(await routeRow(t, id)).toMatchObject({
      start_point_lat: null,
      start_point_lng: null,
      end_point_lat: 39.96,
    });
  });

  it("answers 404 for another team's route and changes nothing", async () => {
    const id = await createRoute(t, other.token, { name: 'Theirs', planned_on: '2025-06-04' });
    const res = await callApi(t, Api.saveRoute, { token: team.token, body: { route_id: id, name: 'Mine' } });
    expect(res.status).toBe(404);
    expect(res.error.message).toBe(ServerMessages.notFound);
    expect((await routeRow(t, id))?.name).toBe('Theirs');
  });

  it('refuses to edit an optimised route with 409', async () => {
    const id = await createRoute(t, team.token, { name: 'Locked', planned_on: '2025-06-04' });
    await markOptimized(t, id);
    const res = await callApi(t, Api.saveRoute, { token: team.token, body: { route_id: id, name: 'New' } });
    expect(res.status).toBe(409);
    expect(res.error.message).toBe(RouteMessages.routeLocked);
    expect((await routeRow(t, id))?.name).toBe('Locked');
  });
});

describe('POST /routes/ and GET /route/', () => {
  it('lists a day, or all routes newest day first, only of the own team', async () => {
    const own = await newTeam(t);
    const a = await createRoute(t, own.token, { name: 'A', planned_on: '2025-08-01' });
    const b = await createRoute(t, own.token, { name: 'B', planned_on: '2025-08-03' });
    const c = await createRoute(t, own.token, { name: 'C', planned_on: '2025-08-01' });
    await createRoute(t, other.token, { name: 'X', planned_on: '2025-08-01' });
    await addStop(t, own.token, a);

    const day = await callApi(t, Api.listRoutes, { token: own.token, body: { date: '2025-08-01' } });
    expect(day.status).toBe(200);
    expect(day.answer.routes.map((r: { id: number }) => r.id)).toEqual([c, a]);
    expect(day.answer.routes[1]).toMatchObject({ name: 'A', stops_count: 1, drivers: 0 });

    const all = await callApi(t, Api.listRoutes, { token: own.token, body: {} });
    expect(all.answer.routes.map((r: { id: number }) => r.id)).toEqual([b, c, a]);
    const noBody = await call(t.app, 'POST', '/routes/', { token: own.token });
    expect(answerOf(noBody, Api.listRoutes).routes).toHaveLength(3);
  });

  it('counts the stops done (delivered or failed) of each route', async () => {
    const own = await newTeam(t);
    const id = await createRoute(t, own.token, { name: 'Progress', planned_on: '2025-08-05' });
    await insertStops(t, id, 4);
    const [first, second] = await t.deps.db
      .selectFrom('stops')
      .select('id')
      .where('route_id', '=', id)
      .orderBy('id')
      .execute();
    await t.deps.db
      .updateTable('stops')
      .set({ delivery_status: 1 })
      .where('id', '=', Number(first?.id))
      .execute();
    await t.deps.db
      .updateTable('stops')
      .set({ delivery_status: 2 })
      .where('id', '=', Number(second?.id))
      .execute();

    const day = await callApi(t, Api.listRoutes, { token: own.token, body: { date: '2025-08-05' } });
    expect(day.answer.routes[0]).toMatchObject({ stops_count: 4, stops_done_count: 2 });
    const one = await callApi(t, Api.getRoute, { params: { routeId: id }, token: own.token });
    expect(one.answer.route).toMatchObject({ stops_count: 4, stops_done_count: 2 });
  });

  it('refuses a bad date with 400', async () => {
    const res = await callApi(t, Api.listRoutes, { token: team.token, body: { date: '1.8.2025' } });
    expect(res.status).toBe(400);
  });

  it("answers 404 for another team's route and for a bad id 400", async () => {
    const id = await createRoute(t, other.token);
    expect((await call(t.app, 'GET', `/route/${id}/`, { token: team.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/route/999999/', { token: team.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/route/abc/', { token: team.token })).statusCode).toBe(400);
  });

  it('shows a driver-only member only the routes they are on, as driver routes', async () => {
    const own = await newTeam(t);
    const driver = await newMember(t, own.teamId, 1, 'Dora');
    const mine = await createRoute(t, own.token, { name: 'Mine', planned_on: '2025-09-01' });
    const assigned = await createRoute(t, own.token, { name: 'Assigned', planned_on: '2025-09-01' });
    const notMine = await createRoute(t, own.token, { name: 'Not mine', planned_on: '2025-09-01' });
    await call(t.app, 'POST', '/save_drivers/', {
      token: own.token,
      body: { route_id: mine, drivers: [driver.userId] },
    });
    const vr = await markOptimized(t, assigned, driver.userId);

    const list = await callApi(t, Api.listRoutes, { token: driver.token, body: { date: '2025-09-01' } });
    expect(list.answer.routes.map((r: { id: number }) => r.id).sort()).toEqual([mine, assigned].sort());
    const one = await callApi(t, Api.getRoute, { params: { routeId: assigned }, token: driver.token });
    expect(one.answer.route).toMatchObject({ is_driver_route: true, is_optimized: true });
    expect(one.answer.route.driver_routes).toEqual([
      expect.objectContaining({
        vehicle_route_id: vr,
        driver_id: driver.userId,
        email: driver.email,
        name: 'Dora',
      }),
    ]);
    expect((await call(t.app, 'GET', `/route/${notMine}/`, { token: driver.token })).statusCode).toBe(404);
  });
});

describe('POST /route_delete/', () => {
  it('deletes the route and its stops', async () => {
    const id = await createRoute(t, team.token);
    await addStop(t, team.token, id);
    const res = await callApi(t, Api.deleteRoute, { token: team.token, body: { route_id: id } });
    expect(res.status).toBe(200);
    expect(await routeRow(t, id)).toBeUndefined();
    expect(await countStops(t, id)).toBe(0);
  });

  it("refuses a bad body with 400 and another team's route with 404, deleting nothing", async () => {
    const id = await createRoute(t, other.token);
    expect((await call(t.app, 'POST', '/route_delete/', { token: team.token, body: {} })).statusCode).toBe(
      400,
    );
    const res = await callApi(t, Api.deleteRoute, { token: team.token, body: { route_id: id } });
    expect(res.status).toBe(404);
    expect(await routeRow(t, id)).toBeDefined();
  });

  it('a driver-only member cannot delete', async () => {
    const driver = await newMember(t, team.teamId, 1);
    const id = await createRoute(t, team.token);
    await call(t.app, 'POST', '/save_drivers/', {
      token: team.token,
      body: { route_id: id, drivers: [driver.userId] },
    });
    const res = await callApi(t, Api.deleteRoute, { token: driver.token, body: { route_id: id } });
    expect(res.status).toBe(409);
    expect(res.error.message).toBe(Messages.driverRouteReadOnly);
    expect(await routeRow(t, id)).toBeDefined();
  });
});

describe('POST /route_copy/', () => {
  it('copies the route and its stops, not optimised, without delivery data', async () => {
    const driver = await newMember(t, team.teamId, 1);
    const id = await createRoute(t, team.token, { name: 'Source', desc: 'd', planned_on: '2025-06-20' });
    await call(t.app, 'POST', '/save_drivers/', {
      token: team.token,
      body: { route_id: id, drivers: [driver.userId] },
    });
    const s1 = await addStop(t, team.token, id, {
      name: 'First',
      recipient_phone_number: '+12155550123',
      time_window_start: '09:00',
      time_window_end: '10:00',
      order_info_products_barcodes: 'A,B',
    });
    const s2 = await addStop(t, team.token, id, { name: 'Second' });
    const vr = await markOptimized(t, id);
    // The optimiser put Second first; the driver delivered First.
    await t.deps.db
      .updateTable('stops')
      .set({
        vehicle_route_id: vr,
        position_on_the_route: 1,
        delivery_status: 1,
        arrival: 600,
        photo_path: 'p.jpg',
      })
      .where('id', '=', s1.id)
      .execute();
    await t.deps.db
      .updateTable('stops')
      .set({ vehicle_route_id: vr, position_on_the_route: 0 })
      .where('id', '=', s2.id)
      .execute();

    const res = await callApi(t, Api.copyRoute, { token: team.token, body: { route_id: id } });
    expect(res.status, res.body).toBe(200);
    expect(res.answer).toEqual({ id: expect.any(Number), route_name: 'Source (copy)' });
    const copyId = res.answer.id;
    const copy = answerOf(
      await call(t.app, 'GET', `/route/${copyId}/`, { token: team.token }),
      Api.getRoute,
    ).route;
    expect(copy).toMatchObject({
      name: 'Source (copy)',
      desc: 'd',
      planned_on: '2025-06-20',
      is_optimized: false,
      driver_routes: [],
      drivers: 1,
      stops_count: 2,
    });
    const stops = answerOf(
      await call(t.app, 'GET', `/stops/${copyId}/`, { token: team.token }),
      Api.listStops,
    ).stops;
    expect(stops.map((s: { name: string }) => s.name)).toEqual(['Second', 'First']);
    expect(stops[1]).toMatchObject({
      recipient_phone_number: '+12155550123',
      time_window_start: 540,
      time_window_end: 600,
      order_info_products_barcodes: 'A,B',
      position_on_the_route: NO_POSITION,
      vehicle_route_id: NO_VEHICLE_ROUTE,
      delivery_status: 0,
      arrival: 0,
      has_photo: false,
    });
    // The source is untouched.
    expect((await routeRow(t, id))?.is_optimized).toBe(true);
  });

  it("answers 404 for another team's route and copies nothing", async () => {
    const id = await createRoute(t, other.token);
    const before = await routeCount(team.teamId);
    const res = await callApi(t, Api.copyRoute, { token: team.token, body: { route_id: id } });
    expect(res.status).toBe(404);
    expect(await routeCount(team.teamId)).toBe(before);
    expect(await routeCount(other.teamId)).toBeGreaterThan(0);
  });

  it("refuses to copy a route with more stops than the plan's limit", async () => {
    const free = await newTeam(t);
    const id = await createRoute(t, free.token);
    await insertStops(t, id, 12);
    await setFreePlan(t, free.teamId);
    const res = await callApi(t, Api.copyRoute, { token: free.token, body: { route_id: id } });
    expect(res.status).toBe(409);
    expect(res.error).toMatchObject({ err: StopErr.PlanLimit });
    expect(await routeCount(free.teamId)).toBe(1);
  });
});

describe('drivers of a route', () => {
  it('lists the team drivers with whether each is selected, and replaces the selection', async () => {
    const own = await newTeam(t);
    const d1 = await newMember(t, own.teamId, 1, 'One');
    const d2 = await newMember(t, own.teamId, 3, 'Two');
    await newMember(t, own.teamId, 2, 'Dispatcher only');
    const id = await createRoute(t, own.token);

    const save = await callApi(t, Api.saveDrivers, {
      token: own.token,
      body: { route_id: id, drivers: [d2.userId, d2.userId] },
    });
    expect(save.status, save.body).toBe(200);
    expect(save.answer).toMatchObject({ success: true, drivers: [d2.userId] });

    const team1 = answerOf(
      await call(t.app, 'GET', `/team_route/${id}/`, { token: own.token }),
      Api.teamRoute,
    ).team;
    const byId = (uid: number) => team1.find((m: { id: number }) => m.id === uid);
    expect(byId(d1.userId)).toEqual({
      id: d1.userId,
      email: d1.email,
      name: 'One',
      role: 1,
      is_selected: false,
    });
    expect(byId(d2.userId)).toMatchObject({ is_selected: true, role: 3 });
    expect(byId(own.userId)).toMatchObject({ is_selected: false, role: 3 });
    expect(team1.some((m: { name: string }) => m.name === 'Dispatcher only')).toBe(false);

    await call(t.app, 'POST', '/save_drivers/', {
      token: own.token,
      body: { route_id: id, drivers: [d1.userId] },
    });
    const route = answerOf(
      await call(t.app, 'GET', `/route/${id}/`, { token: own.token }),
      Api.getRoute,
    ).route;
    expect(route).toMatchObject({ drivers: 1, driver_ids: [d1.userId] });
  });

  it.each([
    ['empty', () => [], Messages.selectDriversFirst],
    ["another team's user", () => [other.userId], RouteMessages.driverNotInTeam],
    ['a dispatcher-only member', () => [-1], RouteMessages.driverNotInTeam],
  ])('refuses %s with 400 and keeps the selection', async (_label, drivers, message) => {
    const own = await newTeam(t);
    const d1 = await newMember(t, own.teamId, 1);
    const dispatcherOnly = await newMember(t, own.teamId, 2);
    const id = await createRoute(t, own.token);
    await call(t.app, 'POST', '/save_drivers/', {
      token: own.token,
      body: { route_id: id, drivers: [d1.userId] },
    });
    const ids = drivers().map((x: number) => (x === -1 ? dispatcherOnly.userId : x));
    const res = await callApi(t, Api.saveDrivers, { token: own.token, body: { route_id: id, drivers: ids } });
    expect(res.status).toBe(400);
    expect(res.error.message).toBe(message);
    const rows = await t.deps.db
      .selectFrom('route_drivers')
      .select('user_id')
      .where('route_id', '=', id)
      .execute();
    expect(rows.map((r) => r.user_id)).toEqual([d1.userId]);
  });

  it("enforces the Free plan's one driver", async () => {
    const own = await newTeam(t);
    const d1 = await newMember(t, own.teamId, 1);
    const d2 = await newMember(t, own.teamId, 1);
    const id = await createRoute(t, own.token);
    await setFreePlan(t, own.teamId);
    const res = await callApi(t, Api.saveDrivers, {
      token: own.token,
      body: { route_id: id, drivers: [d1.userId, d2.userId] },
    });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ err: StopErr.PlanLimit, message: RouteMessages.tooManyDrivers(1) });
    expect(
      await t.deps.db.selectFrom('route_drivers').selectAll().where('route_id', '=', id).execute(),
    ).toEqual([]);
    const one = await callApi(t, Api.saveDrivers, {
      token: own.token,
      body: { route_id: id, drivers: [d1.userId] },
    });
    expect(one.status).toBe(200);
  });

  it("answers 404 for another team's route", async () => {
    const id = await createRoute(t, other.token);
    expect((await call(t.app, 'GET', `/team_route/${id}/`, { token: team.token })).statusCode).toBe(404);
    const res = await callApi(t, Api.saveDrivers, {
      token: team.token,
      body: { route_id: id, drivers: [team.userId] },
    });
    expect(res.status).toBe(404);
    expect(
      await t.deps.db.selectFrom('route_drivers').selectAll().where('route_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('assigns a driver to a driver route with /save_driver/', async () => {
    const own = await newTeam(t);
    const d1 = await newMember(t, own.teamId, 1, 'Assignee');
    const d2 = await newMember(t, own.teamId, 1);
    const id = await createRoute(t, own.token);
    const vr = await markOptimized(t, id);
    const vr2 = (
      await t.deps.db
        .insertInto('driver_routes')
        .values({ route_id: id, driver_id: d2.userId, position: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

    const res = await callApi(t, Api.saveDriver, {
      token: own.token,
      body: { route_id: id, vehicle_route_id: vr, driver_id: d1.userId },
    });
    expect(res.status, res.body).toBe(200);
    const route = answerOf(
      await call(t.app, 'GET', `/route/${id}/`, { token: own.token }),
      Api.getRoute,
    ).route;
    expect(route.driver_routes[0]).toMatchObject({
      vehicle_route_id: vr,
      driver_id: d1.userId,
      name: 'Assignee',
    });

    // A driver route handed to a driver already on the route joins theirs (handover-join.test.ts).
    const joined = await callApi(t, Api.saveDriver, {
      token: own.token,
      body: { route_id: id, vehicle_route_id: vr2, driver_id: d1.userId },
    });
    expect(joined.status).toBe(200);
    expect(
      await t.deps.db.selectFrom('driver_routes').select('id').where('route_id', '=', id).execute(),
    ).toEqual([{ id: vr }]);

    const unassign = await callApi(t, Api.saveDriver, {
      token: own.token,
      body: { route_id: id, vehicle_route_id: vr, driver_id: null },
    });
    expect(unassign.status).toBe(200);
    const row = await t.deps.db
      .selectFrom('driver_routes')
      .selectAll()
      .where('id', '=', vr)
      .executeTakeFirst();
    expect(row?.driver_id).toBeNull();
  });

  it("/save_driver/ keeps a route within the plan's drivers per route", async () => {
    const own = await newTeam(t);
    const [d1, d2, d3] = [
      await newMember(t, own.teamId, 1),
      await newMember(t, own.teamId, 1),
      await newMember(t, own.teamId, 1),
    ];
    const id = await createRoute(t, own.token);
    const vrs = [
      await markOptimized(t, id, d1.userId),
      await markOptimized(t, id, d2.userId),
      await markOptimized(t, id),
    ];
    const assignThird = (driverId: number) =>
      callApi(t, Api.saveDriver, {
        token: own.token,
        body: { route_id: id, vehicle_route_id: vrs[2] as number, driver_id: driverId },
      });
    const driversOnRoute = async () =>
      (
        await t.deps.db
          .selectFrom('driver_routes')
          .select('driver_id')
          .where('route_id', '=', id)
          .orderBy('id')
          .execute()
      ).map((r) => r.driver_id);

    await setFreePlan(t, own.teamId);
    const free = await assignThird(d3.userId);
    expect(free.status, free.body).toBe(400);
    expect(free.error).toMatchObject({ err: StopErr.PlanLimit, message: RouteMessages.tooManyDrivers(1) });
    expect(await driversOnRoute()).toEqual([d1.userId, d2.userId, null]);

    await setProfessionalPlan(t, own.teamId, 2);
    const paid = await assignThird(d3.userId);
    expect(paid.status, paid.body).toBe(400);
    expect(paid.error).toMatchObject({
      err: StopErr.PlanLimit,
      message: BillingMessages.paidDriversExceeded(2),
    });
    expect(await driversOnRoute()).toEqual([d1.userId, d2.userId, null]);

    await setProfessionalPlan(t, own.teamId, 3);
    expect((await assignThird(d3.userId)).status).toBe(200);
    expect(await driversOnRoute()).toEqual([d1.userId, d2.userId, d3.userId]);
  });

  it('refuses unknown driver routes, foreign drivers and foreign routes', async () => {
    const own = await newTeam(t);
    const id = await createRoute(t, own.token);
    const vr = await markOptimized(t, id);
    const otherRoute = await createRoute(t, other.token);
    const otherVr = await markOptimized(t, otherRoute);

    const wrongVr = await callApi(t, Api.saveDriver, {
      token: own.token,
      body: { route_id: id, vehicle_route_id: otherVr, driver_id: own.userId },
    });
    expect(wrongVr.status).toBe(404);
    const foreignDriver = await callApi(t, Api.saveDriver, {
      token: own.token,
      body: { route_id: id, vehicle_route_id: vr, driver_id: other.userId },
    });
    expect(foreignDriver.status).toBe(400);
    const foreignRoute = await callApi(t, Api.saveDriver, {
      token: own.token,
      body: { route_id: otherRoute, vehicle_route_id: otherVr, driver_id: own.userId },
    });
    expect(foreignRoute.status).toBe(404);
    const bad = await call(t.app, 'POST', '/save_driver/', { token: own.token, body: { route_id: id } });
    expect(bad.statusCode).toBe(400);
    const rows = await t.deps.db
      .selectFrom('driver_routes')
      .select('driver_id')
      .where('id', 'in', [vr, otherVr])
      .execute();
    expect(rows.map((r) => r.driver_id)).toEqual([null, null]);
  });

  it('a driver-only member cannot change the selection', async () => {
    const driver = await newMember(t, team.teamId, 1);
    const id = await createRoute(t, team.token);
    await call(t.app, 'POST', '/save_drivers/', {
      token: team.token,
      body: { route_id: id, drivers: [driver.userId] },
    });
    const res = await callApi(t, Api.saveDrivers, {
      token: driver.token,
      body: { route_id: id, drivers: [driver.userId, team.userId] },
    });
    expect(res.status).toBe(409);
    const rows = await t.deps.db
      .selectFrom('route_drivers')
      .select('user_id')
      .where('route_id', '=', id)
      .execute();
    expect(rows.map((r) => r.user_id)).toEqual([driver.userId]);
  });
});

describe('bad input', () => {
  it.each([
    ['POST', '/routes/', { date: '1.8.2025' }, RouteMessages.invalidDate],
    ['GET', '/route/abc/', undefined, RouteMessages.invalidRouteId],
    ['POST', '/route/', { name: 'No day' }, RouteMessages.plannedOnRequired],
    ['POST', '/route/', { route_id: 'x', name: 'A' }, RouteMessages.invalidRouteId],
    ['POST', '/route_delete/', {}, RouteMessages.invalidRouteId],
    ['POST', '/route_copy/', { route_id: -3 }, RouteMessages.invalidRouteId],
    ['GET', '/team_route/0/', undefined, RouteMessages.invalidRouteId],
    ['POST', '/save_drivers/', { route_id: 1 }, Messages.selectDriversFirst],
    ['POST', '/save_drivers/', { route_id: 1, drivers: ['me'] }, RouteMessages.invalidDriverIds],
    ['POST', '/save_driver/', { route_id: 1, driver_id: null }, RouteMessages.invalidDriverRouteId],
    [
      'POST',
      '/save_driver/',
      { route_id: 1, vehicle_route_id: 2, driver_id: 'x' },
      RouteMessages.invalidDriverId,
    ],
  ] as const)('%s %s %j answers 400 with the rule', async (method, path, body, message) => {
    const before = await routeCount(team.teamId);
    const res = await call(t.app, method, path, { token: team.token, body });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ success: false, message });
    expect(await routeCount(team.teamId)).toBe(before);
  });

  it('an edit with an empty name is refused with the spec message and changes nothing', async () => {
    const id = await createRoute(t, team.token, { planned_on: '2025-06-12', name: 'Kept' });
    const res = await callApi(t, Api.saveRoute, { token: team.token, body: { route_id: id, name: ' ' } });
    expect(res.status).toBe(400);
    expect(res.error.message).toBe(Messages.routeNameEmpty);
    expect((await routeRow(t, id))?.name).toBe('Kept');
  });
});
