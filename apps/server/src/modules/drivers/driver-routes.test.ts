import { Api, DriverMessages, LiveEvents, Role, ServerMessages } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, callApi, errorOf } from '../../test/api-call.js';
import {
  eventsOf,
  newClientId,
  recordLiveChanges,
  sentDriverDay,
  startRoute,
  type TDriverDay,
  TEST_DAY,
  TEST_NOW,
} from '../../test/driver-helpers.js';
import { newMember, newTeam } from '../../test/routes-helpers.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
let day: TDriverDay;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(TEST_NOW);
  day = await sentDriverDay(t);
});
afterAll(() => t.close());

const setStatus = (token: string, vehicleRouteId: number, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/driver/route_status/${vehicleRouteId}/`, { token, body });

const driverRouteRow = (id: number) =>
  t.deps.db.selectFrom('driver_routes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /driver/routes/', () => {
  it("lists the caller's sent driver routes of today in the team's time zone, with counts", async () => {
    const res = await callApi(t, Api.listDriverRoutes, { query: {}, token: day.anna.token });
    expect(res.status, res.body).toBe(200);
    const body = res.answer;
    expect(body.date).toBe(TEST_DAY);
    expect(body.routes).toHaveLength(1);
    expect(body.routes[0]).toMatchObject({
      vehicle_route_id: day.annaRoute,
      route_id: day.routeId,
      route_name: 'Monday',
      planned_on: TEST_DAY,
      route_status: 0,
      stops_count: 2,
      delivered_count: 0,
      failed_count: 0,
      clock: { timezone: 'UTC', hour_cycle: 24 },
    });
    expect(body.routes[0].sent_at).toBe(TEST_NOW.toISOString());
  });

  it("takes today in the team's zone: already Tuesday in Tokyo", async () => {
    const tokyo = await sentDriverDay(t, { day: '2025-06-03' });
    await t.deps.db
      .updateTable('teams')
      .set({ timezone: 'Asia/Tokyo' })
      .where('id', '=', tokyo.team.teamId)
      .execute();
    t.setNow(new Date('2025-06-02T20:00:00Z'));
    try {
      const res = await callApi(t, Api.listDriverRoutes, { query: {}, token: tokyo.anna.token });
      expect(res.answer.date).toBe('2025-06-03');
      expect(res.answer.routes.map((r: { vehicle_route_id: number }) => r.vehicle_route_id)).toEqual([
        tokyo.annaRoute,
      ]);
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it('lists another day when asked, and refuses a malformed date', async () => {
    const other = await call(t.app, 'GET', '/driver/routes/?date=2025-06-03', { token: day.anna.token });
    expect(answerOf(other, Api.listDriverRoutes)).toEqual({ date: '2025-06-03', routes: [] });
    const bad = await call(t.app, 'GET', '/driver/routes/?date=June', { token: day.anna.token });
    expect(bad.statusCode).toBe(400);
  });

  it('does not list a route that has not been sent', async () => {
    const unsent = await sentDriverDay(t, { send: false });
    const res = await callApi(t, Api.listDriverRoutes, { query: {}, token: unsent.anna.token });
    expect(res.answer.routes).toEqual([]);
    const one = await callApi(t, Api.getDriverRoute, {
      params: { vehicleRouteId: unsent.annaRoute },
      token: unsent.anna.token,
    });
    expect(one.status).toBe(404);
  });

  it('answers 401 without a session and 403 to a dispatcher-only member', async () => {
    expect((await call(t.app, 'GET', '/driver/routes/')).statusCode).toBe(401);
    const dispatcher = await newMember(t, day.team.teamId, Role.Dispatcher);
    const res = await callApi(t, Api.listDriverRoutes, { query: {}, token: dispatcher.token });
    expect(res.status).toBe(403);
    expect(res.error.message).toBe(ServerMessages.forbidden);
  });
});

describe('GET /driver/route/{vehicleRouteId}/', () => {
  it('answers the driver route with only its own stops, in visiting order', async () => {
    const res = await callApi(t, Api.getDriverRoute, {
      params: { vehicleRouteId: day.annaRoute },
      token: day.anna.token,
    });
    expect(res.status, res.body).toBe(200);
    const body = res.answer;
    expect(body.driver_route.vehicle_route_id).toBe(day.annaRoute);
    expect(body.stops.map((s: { id: number }) => s.id)).toEqual(day.annaStops);
    expect(body.stops[0]).toMatchObject({ name: 'Anna 1', recipient_name: 'Anna 1 recipient' });
  });

  it("answers 404 for another driver's route and another team's", async () => {
    const ben = await callApi(t, Api.getDriverRoute, {
      params: { vehicleRouteId: day.benRoute },
      token: day.anna.token,
    });
    expect(ben.status).toBe(404);
    expect(ben.body).not.toContain('Ben 1');
    const stranger = await sentDriverDay(t);
    const other = await callApi(t, Api.getDriverRoute, {
      params: { vehicleRouteId: day.annaRoute },
      token: stranger.anna.token,
    });
    expect(other.status).toBe(404);
  });

  it('refuses an id that is not a positive whole number with its message', async () => {
    const res = await call(t.app, 'GET', '/driver/route/abc/', { token: day.anna.token });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(DriverMessages.invalidVehicleRouteId);
  });
});

describe('POST /driver/route_status/{vehicleRouteId}/', () => {
  it('starts at the time taken on the phone, once per client id, and tells the team once', async () => {
    const d = await sentDriverDay(t);
    const live = recordLiveChanges(t);
    const clientId = newClientId();
    const takenAt = TEST_NOW.getTime() - 30 * 60_000;
    const first = await setStatus(d.anna.token, d.annaRoute, {
      client_id: clientId,
      route_status: 1,
      taken_at: takenAt,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(answerOf(first, Api.setDriverRouteStatus)).toMatchObject({
      applied: true,
      driver_route: { route_status: 1, started_time: new Date(takenAt).toISOString() },
    });
    const again = await setStatus(d.anna.token, d.annaRoute, {
      client_id: clientId,
      route_status: 1,
      taken_at: takenAt + 60_000,
    });
    expect(again.statusCode).toBe(200);
    expect(answerOf(again, Api.setDriverRouteStatus)).toMatchObject({
      applied: false,
      driver_route: { started_time: new Date(takenAt).toISOString() },
    });
    expect((await driverRouteRow(d.annaRoute)).started_time?.toISOString()).toBe(
      new Date(takenAt).toISOString(),
    );
    live.stop();
    expect(eventsOf(live.changes)).toEqual([`${LiveEvents.driverRouteChanged} ${d.routeId}`]);
    expect(live.changes[0]?.teamId).toBe(d.team.teamId);
  });

  it("stamps a phone's time a few minutes ahead of the server's with the server's now", async () => {
    const d = await sentDriverDay(t);
    await startRoute(t, d.anna.token, d.annaRoute, TEST_NOW.getTime() + 4 * 60_000);
    expect((await driverRouteRow(d.annaRoute)).started_time?.toISOString()).toBe(TEST_NOW.toISOString());
  });

  it('refuses a start days before the route’s date or later than now, and takes one of an hour ago', async () => {
    const d = await sentDriverDay(t);
    const live = recordLiveChanges(t);
    const cases: [number, string][] = [
      [Date.parse('2000-01-01T00:00:00Z'), DriverMessages.takenAtTooEarly],
      [TEST_NOW.getTime() + 3600_000, DriverMessages.takenAtInFuture],
    ];
    for (const [takenAt, message] of cases) {
      const res = await setStatus(d.anna.token, d.annaRoute, {
        client_id: newClientId(),
        route_status: 1,
        taken_at: takenAt,
      });
      expect(res.statusCode, new Date(takenAt).toISOString()).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    live.stop();
    expect(live.changes).toEqual([]);
    expect(await driverRouteRow(d.annaRoute)).toMatchObject({ route_status: 0, started_time: null });
    const anHourAgo = TEST_NOW.getTime() - 3600_000;
    await startRoute(t, d.anna.token, d.annaRoute, anHourAgo);
    expect((await driverRouteRow(d.annaRoute)).started_time?.getTime()).toBe(anHourAgo);
  });

  it('refuses to finish a route that was not started, and to start a finished one', async () => {
    const d = await sentDriverDay(t);
    const early = await setStatus(d.anna.token, d.annaRoute, {
      client_id: newClientId(),
      route_status: 2,
      taken_at: TEST_NOW.getTime(),
    });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(DriverMessages.routeNotStarted);
    expect((await driverRouteRow(d.annaRoute)).route_status).toBe(0);

    await startRoute(t, d.anna.token, d.annaRoute, TEST_NOW.getTime() - 7200_000);
    const finishedAt = TEST_NOW.getTime() - 60_000;
    const finish = await setStatus(d.anna.token, d.annaRoute, {
      client_id: newClientId(),
      route_status: 2,
      taken_at: finishedAt,
    });
    expect(answerOf(finish, Api.setDriverRouteStatus)).toMatchObject({
      applied: true,
      driver_route: { route_status: 2, finished_time: new Date(finishedAt).toISOString() },
    });
    const restart = await setStatus(d.anna.token, d.annaRoute, {
      client_id: newClientId(),
      route_status: 1,
      taken_at: TEST_NOW.getTime(),
    });
    expect(restart.statusCode).toBe(409);
    expect(errorOf(restart).message).toBe(DriverMessages.routeFinished);
  });

  it('answers a refused update the same way when it is sent again (a refusal is not applied)', async () => {
    const d = await sentDriverDay(t);
    const body = { client_id: newClientId(), route_status: 2, taken_at: TEST_NOW.getTime() };
    expect((await setStatus(d.anna.token, d.annaRoute, body)).statusCode).toBe(409);
    expect((await setStatus(d.anna.token, d.annaRoute, body)).statusCode).toBe(409);
  });

  it("answers 404 for another driver's route and refuses bad input with its message", async () => {
    const d = await sentDriverDay(t);
    const good = { client_id: newClientId(), route_status: 1, taken_at: TEST_NOW.getTime() };
    expect((await setStatus(d.anna.token, d.benRoute, good)).statusCode).toBe(404);
    expect((await driverRouteRow(d.benRoute)).route_status).toBe(0);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, client_id: 'short' }, DriverMessages.invalidClientId],
      [{ ...good, client_id: undefined }, DriverMessages.invalidClientId],
      [{ ...good, route_status: 0 }, DriverMessages.invalidRouteStatus],
      [{ ...good, taken_at: 'now' }, DriverMessages.invalidTakenAt],
      [{ ...good, taken_at: 12 }, DriverMessages.invalidTakenAt],
    ];
    for (const [body, message] of cases) {
      const res = await setStatus(d.anna.token, d.annaRoute, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
  });
});

describe('what a driver-only member reads elsewhere', () => {
  it("GET /stops/{routeId}/ answers only the driver's own stops; the dispatcher reads them all", async () => {
    const d = await sentDriverDay(t);
    const read = (token: string) => call(t.app, 'GET', `/stops/${d.routeId}/`, { token });
    const names = async (token: string) =>
      answerOf(await read(token), Api.listStops).stops.map((s: { name: string }) => s.name);
    expect(await names(d.team.token)).toEqual(['Anna 1', 'Anna 2', 'Ben 1', 'Ben 2']);
    expect(await names(d.anna.token)).toEqual(['Anna 1', 'Anna 2']);
    expect(await names(d.ben.token)).toEqual(['Ben 1', 'Ben 2']);
    // Read again: each reader's kept answer stays theirs.
    expect(await names(d.anna.token)).toEqual(['Anna 1', 'Anna 2']);
    expect(await names(d.team.token)).toHaveLength(4);
  });

  it('GET /route/{id}/ shows a driver-only member only their own driver route', async () => {
    const d = await sentDriverDay(t);
    const res = await callApi(t, Api.getRoute, { params: { routeId: d.routeId }, token: d.anna.token });
    expect(res.status, res.body).toBe(200);
    const ids = res.answer.route.driver_routes.map((r: { vehicle_route_id: number }) => r.vehicle_route_id);
    expect(ids).toEqual([d.annaRoute]);
    const all = await callApi(t, Api.getRoute, { params: { routeId: d.routeId }, token: d.team.token });
    expect(all.answer.route.driver_routes).toHaveLength(2);
  });

  it('a driver of another team reads none of it', async () => {
    const d = await sentDriverDay(t);
    const stranger = await newTeam(t);
    const driver = await newMember(t, stranger.teamId, Role.Driver);
    expect((await call(t.app, 'GET', `/stops/${d.routeId}/`, { token: driver.token })).statusCode).toBe(404);
  });
});
