import {
  Api,
  DeliveryStatus,
  EMPTY_WORKDAY,
  OptimiseMessages,
  ReplanMessages,
  Role,
  RouteStatus,
  unassignedReasonText,
} from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/api-call.js';
import { TEST_DAY, TEST_NOW } from '../../test/driver-helpers.js';
import { insertRouteWithStops, TEST_DEPOT } from '../../test/route-fixture.js';
import { newMember, newTeam, type TTestTeam } from '../../test/routes-helpers.js';
import { lastMailTo } from '../../test/team-test-helpers.js';
import { createTestApp, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  // Iterations, not the clock, end every search: results do not depend on how busy the machine is.
  t = await createTestApp({ env: { OPTIMIZE_MAX_ITERATIONS: '200', OPTIMIZE_TIME_LIMIT_MS: '600000' } });
  // 10:00 UTC on the route's day: two hours after its 08:00 start.
  t.setNow(TEST_NOW);
});
afterAll(() => t.close());

const depot = TEST_DEPOT;
const db = () => t.deps.db;

interface TDay {
  team: TTestTeam;
  routeId: number;
  /** Driver ids, in the order the route lists its drivers (Anna, then Ben). */
  drivers: { userId: number; token: string }[];
}

/** A route for today with stops around Philadelphia and two drivers, optimised and sent through the API. */
async function sentDay(stops = 10): Promise<TDay> {
  const team = await newTeam(t);
  await db().updateTable('teams').set({ timezone: 'UTC' }).where('id', '=', team.teamId).execute();
  const drivers = [
    await newMember(t, team.teamId, Role.Driver, 'Anna'),
    await newMember(t, team.teamId, Role.Driver, 'Ben'),
  ];
  const routeId = await insertRouteWithStops(db(), {
    teamId: team.teamId,
    driverIds: drivers.map((d) => d.userId),
    stops,
    name: 'Today',
    plannedOn: TEST_DAY,
  });
  const optimised = await callApi(t, Api.optimize, { token: team.token, body: { route_id: routeId } });
  expect(optimised.status, optimised.body).toBe(200);
  const sent = await callApi(t, Api.sendToDrivers, { token: team.token, body: { route_id: routeId } });
  expect(sent.status, sent.body).toBe(200);
  // The tests take Anna for the driver with the stops: the first route of the plan is the first driver's.
  const withStops = (await driverRoutesOf(routeId)).map((d) => d.driver_id);
  expect(withStops, 'Anna, the first driver by e-mail, has the stops').toContain(drivers[0]?.userId);
  return { team, routeId, drivers };
}

const stopsOf = (routeId: number) =>
  db().selectFrom('stops').selectAll().where('route_id', '=', routeId).orderBy('id').execute();
const driverRoutesOf = (routeId: number) =>
  db().selectFrom('driver_routes').selectAll().where('route_id', '=', routeId).orderBy('position').execute();

/** The driver's route started at 08:30 and its first stop delivered by them. */
async function startAndDeliverFirst(routeId: number, driverId: number) {
  const dr = (await driverRoutesOf(routeId)).find((d) => d.driver_id === driverId);
  if (!dr) throw new Error('driver has no driver route');
  await db()
    .updateTable('driver_routes')
    .set({ route_status: RouteStatus.Started, started_time: new Date('2025-06-02T08:30:00Z') })
    .where('id', '=', dr.id)
    .execute();
  const first = (await stopsOf(routeId))
    .filter((s) => s.vehicle_route_id === dr.id)
    .sort((a, b) => a.position_on_the_route - b.position_on_the_route)[0];
  if (!first) throw new Error('driver route has no stop');
  await db()
    .updateTable('stops')
    .set({ delivery_status: DeliveryStatus.Delivered, done_by: driverId })
    .where('id', '=', first.id)
    .execute();
  return { vehicleRouteId: dr.id, done: { ...first, delivery_status: DeliveryStatus.Delivered } };
}

/** A position the driver's phone reported five minutes ago. */
async function reportPosition(
  day: TDay,
  vehicleRouteId: number,
  userId: number,
  at: { lat: number; lng: number },
) {
  await db()
    .insertInto('driver_positions')
    .values({
      driver_route_id: vehicleRouteId,
      team_id: day.team.teamId,
      user_id: userId,
      ...at,
      taken_at: new Date(TEST_NOW.getTime() - 5 * 60 * 1000),
    })
    .execute();
}

async function addTwoStops(day: TDay) {
  const ids: number[] = [];
  for (const [i, at] of [
    { lat: depot.lat + 0.01, lng: depot.lng - 0.02 },
    { lat: depot.lat - 0.015, lng: depot.lng + 0.01 },
  ].entries()) {
    const res = await callApi(t, Api.saveStop, {
      token: day.team.token,
      params: { routeId: day.routeId },
      body: { name: `Late order ${i + 1}`, ...at },
    });
    expect(res.status, res.body).toBe(200);
    ids.push(res.answer.stop?.id as number);
  }
  return ids;
}

const driverOf = async (routeId: number) => {
  const routes = new Map((await driverRoutesOf(routeId)).map((d) => [d.id, d.driver_id]));
  return new Map((await stopsOf(routeId)).map((s) => [s.id, routes.get(s.vehicle_route_id) ?? null]));
};

describe('re-planning a sent and started route', () => {
  it('keeps done stops and their times, places stops added after sending, and starts the driver from now', async () => {
    const day = await sentDay();
    const anna = day.drivers[0]?.userId as number;
    const { vehicleRouteId, done } = await startAndDeliverFirst(day.routeId, anna);
    const added = await addTwoStops(day);

    const preview = await callApi(t, Api.previewOptimize, {
      token: day.team.token,
      body: { route_id: day.routeId },
    });
    expect(preview.status, preview.body).toBe(200);
    expect(preview.answer.placed).toBe(2);
    expect(
      preview.answer.stops
        .filter((s) => s.is_new)
        .map((s) => s.stop_id)
        .sort(),
    ).toEqual(added.sort());
    expect(preview.answer.stops.map((s) => s.stop_id)).not.toContain(done.id);
    expect(preview.answer.drivers.map((d) => d.driver.name)).toContain('Anna');
    // Nothing is written before the dispatcher confirms.
    expect(
      (await stopsOf(day.routeId)).filter((s) => added.includes(s.id)).map((s) => s.vehicle_route_id),
    ).toEqual([-1, -1]);

    const confirmed = await callApi(t, Api.confirmOptimize, {
      token: day.team.token,
      body: { route_id: day.routeId, preview_id: preview.answer.preview_id },
    });
    expect(confirmed.status, confirmed.body).toBe(200);
    expect(confirmed.answer).toMatchObject({
      success: true,
      message: ReplanMessages.confirmed,
      unassigned: 0,
    });

    const stops = await stopsOf(day.routeId);
    const kept = stops.find((s) => s.id === done.id);
    expect(kept).toMatchObject({
      vehicle_route_id: done.vehicle_route_id,
      position_on_the_route: done.position_on_the_route,
      arrival: done.arrival,
      when_visit_start: done.when_visit_start,
      done_by: anna,
    });
    for (const id of added) expect(stops.find((s) => s.id === id)?.vehicle_route_id).toBeGreaterThan(0);
    const annaRoute = (await driverRoutesOf(day.routeId)).find((d) => d.id === vehicleRouteId);
    expect(annaRoute).toMatchObject({ driver_id: anna, route_status: RouteStatus.Started });
    const annaOpen = stops.filter((s) => s.vehicle_route_id === vehicleRouteId && s.id !== done.id);
    // Anna goes on after her done stop, from 10:00 (two hours after the plan's 08:00 start).
    for (const s of annaOpen) {
      expect(s.position_on_the_route).toBeGreaterThan(done.position_on_the_route);
      expect(s.arrival).toBeGreaterThanOrEqual(2 * 3600);
    }
    expect(lastMailTo(t, (await emailOf(anna)) as string)?.subject).toBe('Your route "Today" has changed');
  });

  it('times drivers who have not started from now as well; a window closed before now cannot be reached', async () => {
    const day = await sentDay();
    const missed = await callApi(t, Api.saveStop, {
      token: day.team.token,
      params: { routeId: day.routeId },
      body: {
        name: 'Breakfast order',
        lat: depot.lat + 0.01,
        lng: depot.lng,
        time_window_start: 8 * 60,
        time_window_end: 9 * 60,
      },
    });
    expect(missed.status, missed.body).toBe(200);

    const preview = await callApi(t, Api.previewOptimize, {
      token: day.team.token,
      body: { route_id: day.routeId },
    });
    expect(preview.status, preview.body).toBe(200);
    const placed = preview.answer.stops.filter((s) => !s.left_out);
    expect(placed.length).toBe(10);
    // Neither driver has pressed Start by 10:00: no stop is timed before then.
    for (const s of placed) expect(s.arrival_after).toBeGreaterThanOrEqual(10 * 3600);
    expect(preview.answer.stops.find((s) => s.stop_id === missed.answer.stop?.id)).toMatchObject({
      left_out: true,
      reason: unassignedReasonText('time_window'),
    });
  });

  it('moves none between drivers with keep drivers, where a free re-plan would', async () => {
    const day = await sentDay();
    const anna = day.drivers[0]?.userId as number;
    const { vehicleRouteId } = await startAndDeliverFirst(day.routeId, anna);
    // Anna is 40 km away: left free, the re-plan hands her stops to Ben.
    await reportPosition(day, vehicleRouteId, anna, { lat: depot.lat + 0.36, lng: depot.lng });
    await addTwoStops(day);
    const free = await callApi(t, Api.previewOptimize, {
      token: day.team.token,
      body: { route_id: day.routeId },
    });
    expect(free.status, free.body).toBe(200);
    expect(free.answer.moved).toBeGreaterThan(0);

    const before = await driverOf(day.routeId);
    const res = await callApi(t, Api.optimize, {
      token: day.team.token,
      body: { route_id: day.routeId, keep_drivers: true },
    });
    expect(res.status, res.body).toBe(200);
    const afterwards = await driverOf(day.routeId);
    for (const [stopId, driver] of before) {
      if (driver !== null) expect(afterwards.get(stopId), `stop ${stopId}`).toBe(driver);
    }
    // The stops added after sending belong to no driver yet: they are still placed.
    for (const [stopId, driver] of before) if (driver === null) expect(afterwards.get(stopId)).not.toBeNull();
  });

  it('re-plans a driver route handed over mid-day from the new driver', async () => {
    const day = await sentDay();
    const anna = day.drivers[0]?.userId as number;
    const { vehicleRouteId, done } = await startAndDeliverFirst(day.routeId, anna);
    const cleo = await newMember(t, day.team.teamId, Role.Driver, 'Cleo');
    const handed = await callApi(t, Api.saveDriver, {
      token: day.team.token,
      body: { route_id: day.routeId, vehicle_route_id: vehicleRouteId, driver_id: cleo.userId },
    });
    expect(handed.status, handed.body).toBe(200);
    const cleoAt = { lat: depot.lat - 0.05, lng: depot.lng - 0.05 };
    await reportPosition(day, vehicleRouteId, cleo.userId, cleoAt);

    const res = await callApi(t, Api.optimize, {
      token: day.team.token,
      body: { route_id: day.routeId, keep_drivers: true },
    });
    expect(res.status, res.body).toBe(200);
    const stops = await stopsOf(day.routeId);
    expect(stops.find((s) => s.id === done.id)).toMatchObject({
      done_by: anna,
      vehicle_route_id: vehicleRouteId,
    });
    const next = stops
      .filter((s) => s.vehicle_route_id === vehicleRouteId && s.delivery_status === DeliveryStatus.Pending)
      .sort((a, b) => a.position_on_the_route - b.position_on_the_route)[0];
    if (!next) throw new Error('the handed-over route has no open stop');
    // Its first leg is driven from Cleo's position, not from Anna's last stop.
    const fromCleo = await t.deps.routing.matrix([cleoAt, { lat: next.lat, lng: next.lng }]);
    expect(next.distance).toBeCloseTo(Number(fromCleo.distances[1]), 0);
    expect((await driverRoutesOf(day.routeId)).find((d) => d.id === vehicleRouteId)?.driver_id).toBe(
      cleo.userId,
    );
  });

  it("re-plans a driver route handed over mid-day to a driver not selected with that driver's working day", async () => {
    const day = await sentDay();
    const anna = day.drivers[0]?.userId as number;
    const { vehicleRouteId } = await startAndDeliverFirst(day.routeId, anna);
    const cleo = await newMember(t, day.team.teamId, Role.Driver, 'Cleo');
    const saved = await callApi(t, Api.saveDriverWorkday, {
      token: day.team.token,
      body: { driver_id: cleo.userId, ...EMPTY_WORKDAY, capacity: 40, shift_end: 18 * 60 },
    });
    expect(saved.status, saved.body).toBe(200);
    const handed = await callApi(t, Api.saveDriver, {
      token: day.team.token,
      body: { route_id: day.routeId, vehicle_route_id: vehicleRouteId, driver_id: cleo.userId },
    });
    expect(handed.status, handed.body).toBe(200);
    const res = await callApi(t, Api.optimize, {
      token: day.team.token,
      body: { route_id: day.routeId, keep_drivers: true },
    });
    expect(res.status, res.body).toBe(200);
    const route = await callApi(t, Api.getRoute, { token: day.team.token, params: { routeId: day.routeId } });
    const handedOver = route.answer.route.driver_routes.find((d) => d.driver_id === cleo.userId);
    expect(handedOver?.day).toMatchObject({ capacity: 40, shift_end: 18 * 3600 });
  });

  it('refuses a preview once the route changed meanwhile (409)', async () => {
    const day = await sentDay(6);
    const preview = await callApi(t, Api.previewOptimize, {
      token: day.team.token,
      body: { route_id: day.routeId },
    });
    expect(preview.status, preview.body).toBe(200);
    await addTwoStops(day);
    const res = await callApi(t, Api.confirmOptimize, {
      token: day.team.token,
      body: { route_id: day.routeId, preview_id: preview.answer.preview_id },
    });
    expect(res.status).toBe(409);
    expect(res.error.message).toBe(ReplanMessages.previewStale);
  });

  it("answers 404 for another team's route and 4xx for bad input", async () => {
    const day = await sentDay(4);
    const other = await newTeam(t);
    const preview = await callApi(t, Api.previewOptimize, {
      token: other.token,
      body: { route_id: day.routeId },
    });
    expect(preview.status).toBe(404);
    const mine = await callApi(t, Api.previewOptimize, {
      token: day.team.token,
      body: { route_id: day.routeId },
    });
    const confirm = await callApi(t, Api.confirmOptimize, {
      token: other.token,
      body: { route_id: day.routeId, preview_id: mine.answer.preview_id },
    });
    expect(confirm.status).toBe(404);
    const bad = await callApi(t, Api.previewOptimize, {
      token: day.team.token,
      body: { route_id: day.routeId, keep_drivers: 'yes' } as never,
    });
    expect(bad.status).toBe(400);
    expect(bad.error.message).toBe(OptimiseMessages.keepDriversInvalid);
    const noPreview = await callApi(t, Api.confirmOptimize, {
      token: day.team.token,
      body: { route_id: day.routeId } as never,
    });
    expect(noPreview.status).toBe(400);
    const unknown = await callApi(t, Api.confirmOptimize, {
      token: day.team.token,
      body: { route_id: day.routeId, preview_id: 999999 },
    });
    expect(unknown.status).toBe(409);
    expect(unknown.error.message).toBe(ReplanMessages.previewMissing);
  });

  it('previews only a route that was sent; one never sent is optimised as before', async () => {
    const team = await newTeam(t);
    const route = await db()
      .insertInto('routes')
      .values({
        team_id: team.teamId,
        name: 'Draft',
        planned_on: TEST_DAY,
        start_point_address: 'Depot',
        start_point_lat: depot.lat,
        start_point_lng: depot.lng,
        end_point_address: 'Depot',
        end_point_lat: depot.lat,
        end_point_lng: depot.lng,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const driver = await newMember(t, team.teamId, Role.Driver, 'Dora');
    await db().insertInto('route_drivers').values({ route_id: route.id, user_id: driver.userId }).execute();
    await db()
      .insertInto('stops')
      .values(
        [0.01, 0.02].map((d, i) => ({ route_id: route.id, sequence: i, lat: depot.lat + d, lng: depot.lng })),
      )
      .execute();
    const res = await callApi(t, Api.previewOptimize, { token: team.token, body: { route_id: route.id } });
    expect(res.status).toBe(409);
    expect(res.error.message).toBe(ReplanMessages.notSent);
    const optimised = await callApi(t, Api.optimize, { token: team.token, body: { route_id: route.id } });
    expect(optimised.status, optimised.body).toBe(200);
  });
});

async function emailOf(userId: number) {
  return (await db().selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email;
}

/** A route override of a driver's working day for one route (null columns take the default). */
const setRouteWorkday = (routeId: number, userId: number, day: Record<string, number | string | null>) =>
  db()
    .insertInto('route_driver_workdays')
    .values({ route_id: routeId, user_id: userId, ...day })
    .onConflict((oc) => oc.columns(['route_id', 'user_id']).doUpdateSet(day))
    .execute();

/** The driver is no longer selected on the route. */
const deselect = (day: TDay, userId: number) =>
  db()
    .deleteFrom('route_drivers')
    .where('route_id', '=', day.routeId)
    .where('user_id', '=', userId)
    .execute();

/** Only Anna stays on the route: Ben is no longer selected (he has no stops of it). */
const annaAlone = (day: TDay) => deselect(day, day.drivers[1]?.userId as number);

describe("re-planning with the drivers' working day and the route's travel", () => {
  it('counts the packages of done stops against the van: a late stop over what is left is out with its reason', async () => {
    const day = await sentDay();
    const anna = day.drivers[0]?.userId as number;
    await annaAlone(day);
    await startAndDeliverFirst(day.routeId, anna);
    await addTwoStops(day);
    await db()
      .updateTable('stops')
      .set({ order_info_package_count: 1 })
      .where('route_id', '=', day.routeId)
      .execute();
    // 12 packages were planned; her van takes 11: the delivered one's room is gone, so 10 of the 11 open fit.
    await setRouteWorkday(day.routeId, anna, { capacity: 11 });

    const preview = await callApi(t, Api.previewOptimize, {
      token: day.team.token,
      body: { route_id: day.routeId },
    });
    expect(preview.status, preview.body).toBe(200);
    expect(preview.answer.left_out).toBe(1);
    const out = preview.answer.stops.find((s) => s.left_out);
    const confirm = await callApi(t, Api.confirmOptimize, {
      token: day.team.token,
      body: { route_id: day.routeId, preview_id: preview.answer.preview_id },
    });
    expect(confirm.status, confirm.body).toBe(200);
    const stored = (await stopsOf(day.routeId)).find((s) => s.id === out?.stop_id);
    expect(['capacity', 'no_room']).toContain(stored?.unassigned_reason);
    expect(out?.reason).toBe(unassignedReasonText(stored?.unassigned_reason));
    const annaRoute = (await driverRoutesOf(day.routeId)).find((d) => d.driver_id === anna);
    // Her day's load counts the delivered stop's package again, against the whole van.
    expect(annaRoute?.load).toBe(11);
    expect(annaRoute?.capacity).toBe(11);
  });

  it("places a started driver's break after now when its window is still ahead, and drops one already over", async () => {
    const day = await sentDay();
    const anna = day.drivers[0]?.userId as number;
    await annaAlone(day);
    await startAndDeliverFirst(day.routeId, anna);
    const replan = async () => {
      const res = await callApi(t, Api.optimize, { token: day.team.token, body: { route_id: day.routeId } });
      expect(res.status, res.body).toBe(200);
      return (await driverRoutesOf(day.routeId)).find((d) => d.driver_id === anna);
    };
    // It is 10:00: a break to start between 08:30 and 09:30 can no longer be taken.
    await setRouteWorkday(day.routeId, anna, {
      break_duration: 30,
      break_window_start: 510,
      break_window_end: 600,
    });
    expect((await replan())?.break_start).toBeNull();

    await setRouteWorkday(day.routeId, anna, {
      break_duration: 30,
      break_window_start: 630,
      break_window_end: 720,
    });
    const planned = await replan();
    expect(planned?.break_duration).toBe(30 * 60);
    expect(planned?.break_start).toBeGreaterThanOrEqual(10.5 * 3600);
    expect(planned?.break_start).toBeLessThanOrEqual(11.5 * 3600);
    // Her shift began with the route at 08:00, not at the re-plan.
    expect(planned?.shift_start).toBe(8 * 3600);
    // The break sits between the stops it falls between, counting the stop she delivered first.
    const hers = (await stopsOf(day.routeId))
      .filter((s) => s.vehicle_route_id === planned?.id)
      .sort((a, b) => a.position_on_the_route - b.position_on_the_route);
    const after = planned?.break_after_stops ?? -1;
    const breakStart = (planned?.break_start ?? 0) - 8 * 3600;
    expect(after).toBeGreaterThanOrEqual(1);
    expect(hers[after - 1]?.arrival).toBeLessThanOrEqual(breakStart);
    const next = hers[after];
    if (next) expect(next.arrival).toBeGreaterThanOrEqual(breakStart + 30 * 60);
  });

  it('a started driver left with nothing to do ends with the way back, with no load or break still planned', async () => {
    const day = await sentDay();
    const anna = day.drivers[0]?.userId as number;
    await annaAlone(day);
    const { vehicleRouteId } = await startAndDeliverFirst(day.routeId, anna);
    await db()
      .updateTable('stops')
      .set({ order_info_package_count: 1 })
      .where('route_id', '=', day.routeId)
      .execute();
    await setRouteWorkday(day.routeId, anna, {
      capacity: 20,
      break_duration: 30,
      break_window_start: 630,
      break_window_end: 720,
    });
    const replan = async () => {
      const res = await callApi(t, Api.optimize, { token: day.team.token, body: { route_id: day.routeId } });
      expect(res.status, res.body).toBe(200);
      return (await driverRoutesOf(day.routeId)).find((d) => d.id === vehicleRouteId);
    };
    const busy = await replan();
    expect(busy?.break_start).not.toBeNull();
    expect(busy?.load).toBe(10);

    // She did every stop, out of the app's sight, and has not pressed Finish: nothing is left to plan.
    await db()
      .updateTable('stops')
      .set({ delivery_status: DeliveryStatus.Delivered, done_by: anna })
      .where('route_id', '=', day.routeId)
      .execute();
    const idle = await replan();
    expect(idle).toMatchObject({ load: 10, break_start: null, break_after_stops: null });
    // Back from her last stop after 10:00, not at the end the earlier plan gave her.
    expect(idle?.duration_total).toBeGreaterThan(2 * 3600);
    expect(idle?.duration_total).toBeLessThan(busy?.duration_total ?? 0);
    expect(idle?.end_duration).toBeGreaterThan(0);
  });

  it('a driver not yet out, whose shift starts at 11:00, is back when their last stop and the way back are done', async () => {
    const day = await sentDay();
    const ben = day.drivers[1]?.userId as number;
    // Anna, who has the stops and has not started, is no longer on the route: Ben takes them.
    await deselect(day, day.drivers[0]?.userId as number);
    await setRouteWorkday(day.routeId, ben, { shift_start: 11 * 60 });
    const preview = await callApi(t, Api.previewOptimize, {
      token: day.team.token,
      body: { route_id: day.routeId },
    });
    expect(preview.status, preview.body).toBe(200);
    const his = preview.answer.stops.filter((s) => s.driver_after?.id === ben);
    expect(his.length).toBeGreaterThan(0);
    const lastArrival = Math.max(...his.map((s) => s.arrival_after ?? 0));
    expect(Math.min(...his.map((s) => s.arrival_after ?? 0))).toBeGreaterThanOrEqual(11 * 3600);
    const back = preview.answer.drivers.find((d) => d.driver.id === ben)?.end_after ?? 0;
    expect(back).toBeGreaterThan(lastArrival);

    const confirm = await callApi(t, Api.confirmOptimize, {
      token: day.team.token,
      body: { route_id: day.routeId, preview_id: preview.answer.preview_id },
    });
    expect(confirm.status, confirm.body).toBe(200);
    const stored = (await driverRoutesOf(day.routeId)).find((d) => d.driver_id === ben);
    // His day, as the sidebar draws it, runs from 11:00 to the same time.
    expect(stored?.shift_start).toBe(11 * 3600);
    expect((stored?.shift_start ?? 0) + (stored?.duration_total ?? 0)).toBe(back);
  });

  it("stores the model and the route's vehicle that made the re-plan", async () => {
    const day = await sentDay(4);
    await db().updateTable('routes').set({ vehicle_type: 'bicycle' }).where('id', '=', day.routeId).execute();
    const direct = await callApi(t, Api.optimize, { token: day.team.token, body: { route_id: day.routeId } });
    expect(direct.answer.travel_vehicle).toBe('bicycle');
    const preview = await callApi(t, Api.previewOptimize, {
      token: day.team.token,
      body: { route_id: day.routeId },
    });
    expect(preview.status, preview.body).toBe(200);
    const confirm = await callApi(t, Api.confirmOptimize, {
      token: day.team.token,
      body: { route_id: day.routeId, preview_id: preview.answer.preview_id },
    });
    expect(confirm.status, confirm.body).toBe(200);
    const route = await db()
      .selectFrom('routes')
      .selectAll()
      .where('id', '=', day.routeId)
      .executeTakeFirstOrThrow();
    expect(route.travel_vehicle).toBe('bicycle');
    expect(route.travel_model).toBe(t.deps.routing.name);
  });
});
