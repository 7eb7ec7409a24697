import { Api, Arrival, Messages, NO_POSITION, NO_VEHICLE_ROUTE, OptimiseMessages } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, errorOf } from '../../test/api-call.js';
import { insertRouteWithStops, TEST_DEPOT } from '../../test/route-fixture.js';
import { call, createTestApp, signupUser, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  // Iterations, not the clock, end every search: results do not depend on how busy the machine is.
  t = await createTestApp({ env: { OPTIMIZE_MAX_ITERATIONS: '200', OPTIMIZE_TIME_LIMIT_MS: '600000' } });
});
afterAll(async () => {
  await t.close();
});

async function teamOf(email: string) {
  return t.deps.db
    .selectFrom('users')
    .select(['id', 'team_id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

/** A dispatcher's route for today with stops around Philadelphia and the given drivers selected. */
async function makeRoute(opts: {
  stops: number;
  drivers?: number;
  withDepot?: boolean;
  windows?: (i: number) => [number, number] | undefined;
  places?: (i: number) => { lat: number; lng: number };
}) {
  const user = await signupUser(t.app);
  const me = await teamOf(user.email);
  const db = t.deps.db;
  const driverIds = [me.id];
  for (let d = 1; d < (opts.drivers ?? 1); d++) {
    const u = await db
      .insertInto('users')
      .values({ team_id: me.team_id, email: `driver${d}-of-${me.id}@example.com`, role: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    driverIds.push(u.id);
  }
  const routeId = await insertRouteWithStops(db, {
    teamId: me.team_id,
    driverIds,
    stops: opts.stops,
    name: 'Test route',
    plannedOn: '2030-01-15',
    withDepot: opts.withDepot,
    stopFields: (i) => {
      const w = opts.windows?.(i);
      return { time_window_start: w?.[0] ?? 0, time_window_end: w?.[1] ?? 0, ...opts.places?.(i) };
    },
  });
  return { token: user.token, routeId, driverIds };
}

async function stopsOf(routeId: number) {
  return t.deps.db.selectFrom('stops').selectAll().where('route_id', '=', routeId).orderBy('id').execute();
}

describe('POST /optimize/', () => {
  it('splits stops across the drivers, numbers them and writes times, legs and totals', async () => {
    const { token, routeId } = await makeRoute({ stops: 20, drivers: 2 });
    const res = await call(t.app, 'POST', '/optimize/', {
      token,
      body: { route_id: routeId, is_route_optimization: true },
    });
    expect(res.statusCode).toBe(200);
    expect(answerOf(res, Api.optimize)).toMatchObject({ err: 0, message: Messages.optimized, unassigned: 0 });

    const route = await t.deps.db
      .selectFrom('routes')
      .selectAll()
      .where('id', '=', routeId)
      .executeTakeFirstOrThrow();
    expect(route.is_optimized).toBe(true);
    // The plan keeps when it starts, so the arrivals (seconds after it) read as clock times.
    const answered = answerOf(await call(t.app, 'GET', `/route/${routeId}/`, { token }), Api.getRoute).route;
    expect(answered.plan_start_seconds).toBe(8 * 3600);
    const driverRoutes = await t.deps.db
      .selectFrom('driver_routes')
      .selectAll()
      .where('route_id', '=', routeId)
      .execute();
    expect(driverRoutes.length).toBeGreaterThanOrEqual(1);
    const stops = await stopsOf(routeId);
    for (const dr of driverRoutes) {
      const own = stops
        .filter((s) => s.vehicle_route_id === dr.id)
        .sort((a, b) => a.position_on_the_route - b.position_on_the_route);
      expect(own.map((s) => s.position_on_the_route)).toEqual(own.map((_, i) => i + 1));
      // arrivals grow along the route, and every leg has a distance, a time and a drawn line
      for (let i = 1; i < own.length; i++) expect(own[i]?.arrival).toBeGreaterThan(own[i - 1]?.arrival ?? 0);
      for (const s of own) {
        expect(s.distance).toBeGreaterThan(0);
        expect(s.duration).toBeGreaterThan(0);
        expect(s.geometry.length).toBeGreaterThan(3);
        expect(s.when_visit_start).toBeGreaterThanOrEqual(8 * 3600);
      }
      const legSum = own.reduce((a, s) => a + s.distance, 0) + dr.end_distance;
      expect(legSum).toBeCloseTo(dr.distance, 3);
      expect(dr.end_geometry.length).toBeGreaterThan(3);
    }
    expect(stops.every((s) => s.vehicle_route_id !== NO_VEHICLE_ROUTE)).toBe(true);
    const answer = await call(t.app, 'GET', `/route/${routeId}/`, { token });
    const listed = answerOf(answer, Api.getRoute).route.driver_routes;
    expect(listed).toHaveLength(driverRoutes.length);
    expect(listed[0].end_geometry.length).toBeGreaterThan(3);
    expect(route.distance).toBeCloseTo(
      driverRoutes.reduce((a, d) => a + d.distance, 0),
      3,
    );
  });

  it('gives every selected driver stops when one driver cannot reach them all', async () => {
    // Two pairs of stops 22 km apart, all to be visited between 08:30 and 08:45: no one driver can be
    // at both in that quarter of an hour, so the plan needs both drivers.
    const north = { lat: TEST_DEPOT.lat + 0.1, lng: TEST_DEPOT.lng };
    const south = { lat: TEST_DEPOT.lat - 0.1, lng: TEST_DEPOT.lng };
    const { token, routeId, driverIds } = await makeRoute({
      stops: 4,
      drivers: 2,
      windows: () => [510, 525],
      places: (i) => {
        const side = i < 2 ? north : south;
        return { lat: side.lat, lng: side.lng + (i % 2) * 0.002 };
      },
    });
    const res = await call(t.app, 'POST', '/optimize/', { token, body: { route_id: routeId } });
    expect(answerOf(res, Api.optimize)).toMatchObject({ err: 0, unassigned: 0 });
    const driverRoutes = await t.deps.db
      .selectFrom('driver_routes')
      .select(['id', 'driver_id'])
      .where('route_id', '=', routeId)
      .execute();
    expect(driverRoutes.map((d) => d.driver_id).sort()).toEqual([...driverIds].sort());
    const stops = await stopsOf(routeId);
    const namesOf = (vehicleRouteId: number) =>
      stops.filter((s) => s.vehicle_route_id === vehicleRouteId).map((s) => s.name);
    expect(driverRoutes.map((d) => namesOf(d.id).sort()).sort()).toEqual([
      ['Stop 1', 'Stop 2'],
      ['Stop 3', 'Stop 4'],
    ]);
  });

  it('leaves a stop whose window has passed out, with arrival -2 and vehicle_route_id -1', async () => {
    // route starts 08:00; the window 06:00-06:30 can never be met
    const { token, routeId } = await makeRoute({
      stops: 5,
      windows: (i) => (i === 2 ? [360, 390] : undefined),
    });
    const res = await call(t.app, 'POST', '/optimize/', { token, body: { route_id: routeId } });
    expect(answerOf(res, Api.optimize)).toMatchObject({ err: 0, unassigned: 1 });
    const stops = await stopsOf(routeId);
    const late = stops.find((s) => s.name === 'Stop 3');
    expect(late).toMatchObject({
      vehicle_route_id: NO_VEHICLE_ROUTE,
      position_on_the_route: NO_POSITION,
      arrival: Arrival.CannotReachTimeWindow,
    });
  });

  it('keeps the order and only computes times when is_route_optimization is false', async () => {
    const { token, routeId } = await makeRoute({ stops: 6 });
    const res = await call(t.app, 'POST', '/optimize/', {
      token,
      body: { route_id: routeId, is_route_optimization: false },
    });
    expect(answerOf(res, Api.optimize).err).toBe(0);
    const stops = await stopsOf(routeId);
    expect(stops.map((s) => s.position_on_the_route)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses without start and end, without stops, with one stop, and without drivers', async () => {
    const noDepot = await makeRoute({ stops: 3, withDepot: false });
    const a = await call(t.app, 'POST', '/optimize/', {
      token: noDepot.token,
      body: { route_id: noDepot.routeId },
    });
    expect(a.statusCode).toBe(400);
    expect(errorOf(a).message).toBe(OptimiseMessages.startEndMissing);

    const none = await makeRoute({ stops: 0 });
    const b = await call(t.app, 'POST', '/optimize/', {
      token: none.token,
      body: { route_id: none.routeId },
    });
    expect(errorOf(b).message).toBe(Messages.firstAddStops);

    const one = await makeRoute({ stops: 1 });
    const c = await call(t.app, 'POST', '/optimize/', { token: one.token, body: { route_id: one.routeId } });
    expect(c.statusCode).toBe(400);
    expect(errorOf(c).message).toBe(Messages.addAtLeastTwoStops);

    const noDrivers = await makeRoute({ stops: 3 });
    await t.deps.db.deleteFrom('route_drivers').where('route_id', '=', noDrivers.routeId).execute();
    const d = await call(t.app, 'POST', '/optimize/', {
      token: noDrivers.token,
      body: { route_id: noDrivers.routeId },
    });
    expect(errorOf(d).message).toBe(Messages.selectDriversFirst);
    const route = await t.deps.db
      .selectFrom('routes')
      .select('is_optimized')
      .where('id', '=', noDrivers.routeId)
      .executeTakeFirstOrThrow();
    expect(route.is_optimized).toBe(false);
  });

  it("keeps each driver route's order with is_route_optimization false, flagging a missed window in place", async () => {
    const { token, routeId } = await makeRoute({ stops: 8, drivers: 2 });
    await call(t.app, 'POST', '/optimize/', { token, body: { route_id: routeId } });
    const before = await stopsOf(routeId);
    // Turn every driver route around, and give its new first stop a window that closed at 07:00.
    const reversed = new Map<number, number>();
    for (const vehicle of new Set(before.map((s) => s.vehicle_route_id))) {
      const own = before.filter((s) => s.vehicle_route_id === vehicle);
      for (const s of own) reversed.set(s.id, own.length + 1 - s.position_on_the_route);
    }
    for (const [id, position] of reversed) {
      await t.deps.db
        .updateTable('stops')
        .set({ position_on_the_route: position })
        .where('id', '=', id)
        .execute();
    }
    const missed = before.find((s) => reversed.get(s.id) === 1) as (typeof before)[number];
    await t.deps.db
      .updateTable('stops')
      .set({ time_window_start: 6 * 60, time_window_end: 7 * 60 })
      .where('id', '=', missed.id)
      .execute();

    const res = await call(t.app, 'POST', '/optimize/', {
      token,
      body: { route_id: routeId, is_route_optimization: false },
    });
    expect(res.statusCode).toBe(200);
    expect(answerOf(res, Api.optimize)).toMatchObject({
      err: 0,
      message: Messages.optimized,
      unassigned: 0,
      seconds: 0,
    });
    const after = await stopsOf(routeId);
    const oldVehicle = new Map(before.map((s) => [s.id, s.vehicle_route_id]));
    for (const s of after) {
      expect(s.position_on_the_route).toBe(reversed.get(s.id));
      // stops that shared a driver route still share one
      const mates = before.filter((b) => b.vehicle_route_id === oldVehicle.get(s.id)).map((b) => b.id);
      expect(new Set(after.filter((a) => mates.includes(a.id)).map((a) => a.vehicle_route_id)).size).toBe(1);
    }
    const late = after.find((s) => s.id === missed.id);
    expect(late).toMatchObject({ position_on_the_route: 1, arrival: Arrival.CannotReachTimeWindow });
    expect(late?.distance).toBeGreaterThan(0);
    const onTime = after.filter((s) => s.id !== missed.id);
    expect(onTime.every((s) => s.arrival > 0)).toBe(true);
  });

  it("answers 404 for another team's route and 400 for a bad body", async () => {
    const mine = await makeRoute({ stops: 3 });
    const other = await signupUser(t.app);
    const res = await call(t.app, 'POST', '/optimize/', {
      token: other.token,
      body: { route_id: mine.routeId },
    });
    expect(res.statusCode).toBe(404);
    const missing = await call(t.app, 'POST', '/optimize/', {
      token: mine.token,
      body: { route_id: mine.routeId + 100_000 },
    });
    expect(missing.statusCode).toBe(404);
    for (const body of [{}, { route_id: 'abc' }, { route_id: 0 }, { route_id: 1.5 }]) {
      const bad = await call(t.app, 'POST', '/optimize/', { token: mine.token, body });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).message).toBe(OptimiseMessages.routeIdInvalid);
    }
    const notBoolean = await call(t.app, 'POST', '/optimize/', {
      token: mine.token,
      body: { route_id: mine.routeId, is_route_optimization: 'yes' },
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(errorOf(notBoolean).message).toBe(OptimiseMessages.reorderInvalid);
    for (const path of ['/cancel_optimization/', '/send_to_drivers/']) {
      const foreign = await call(t.app, 'POST', path, {
        token: other.token,
        body: { route_id: mine.routeId },
      });
      expect(foreign.statusCode).toBe(404);
      for (const body of [{}, { route_id: -1 }, { route_id: 'abc' }]) {
        const bad = await call(t.app, 'POST', path, { token: mine.token, body });
        expect(bad.statusCode).toBe(400);
        expect(errorOf(bad).message).toBe(OptimiseMessages.routeIdInvalid);
      }
    }
    // nothing of the route changed
    const route = await t.deps.db
      .selectFrom('routes')
      .select(['is_optimized', 'sent_at'])
      .where('id', '=', mine.routeId)
      .executeTakeFirstOrThrow();
    expect(route).toEqual({ is_optimized: false, sent_at: null });
  });

  it('is for dispatchers only', async () => {
    const { routeId, token } = await makeRoute({ stops: 3 });
    const team = await t.deps.db
      .selectFrom('routes')
      .select('team_id')
      .where('id', '=', routeId)
      .executeTakeFirstOrThrow();
    await t.deps.db.updateTable('users').set({ role: 1 }).where('team_id', '=', team.team_id).execute();
    for (const path of ['/optimize/', '/cancel_optimization/', '/send_to_drivers/']) {
      const res = await call(t.app, 'POST', path, { token, body: { route_id: routeId } });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('send and cancel', () => {
  it("refuses to send before optimising with 'Press Oprimize route first', then sends", async () => {
    const { token, routeId } = await makeRoute({ stops: 4 });
    const early = await call(t.app, 'POST', '/send_to_drivers/', { token, body: { route_id: routeId } });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(Messages.optimizeFirst);
    await call(t.app, 'POST', '/optimize/', { token, body: { route_id: routeId } });
    const sent = await call(t.app, 'POST', '/send_to_drivers/', { token, body: { route_id: routeId } });
    expect(sent.statusCode).toBe(200);
    expect(answerOf(sent, Api.sendToDrivers).message).toBe(Messages.routeSent);
    const drs = await t.deps.db
      .selectFrom('driver_routes')
      .select('sent_at')
      .where('route_id', '=', routeId)
      .execute();
    expect(drs.every((d) => d.sent_at !== null)).toBe(true);
  });

  it('cancelling returns the route to not optimised and keeps its stops', async () => {
    const { token, routeId } = await makeRoute({ stops: 4 });
    await call(t.app, 'POST', '/optimize/', { token, body: { route_id: routeId } });
    const res = await call(t.app, 'POST', '/cancel_optimization/', { token, body: { route_id: routeId } });
    expect(res.statusCode).toBe(200);
    const stops = await stopsOf(routeId);
    expect(stops).toHaveLength(4);
    expect(
      stops.every((s) => s.vehicle_route_id === NO_VEHICLE_ROUTE && s.position_on_the_route === NO_POSITION),
    ).toBe(true);
    const route = await t.deps.db
      .selectFrom('routes')
      .select('is_optimized')
      .where('id', '=', routeId)
      .executeTakeFirstOrThrow();
    expect(route.is_optimized).toBe(false);
    expect(
      await t.deps.db.selectFrom('driver_routes').select('id').where('route_id', '=', routeId).execute(),
    ).toHaveLength(0);
  });

  /** Optimises the route, then marks its driver routes started, as a driver's app would. */
  async function optimiseAndStart(token: string, routeId: number): Promise<void> {
    await call(t.app, 'POST', '/optimize/', { token, body: { route_id: routeId } });
    await t.deps.db
      .updateTable('driver_routes')
      .set({ route_status: 1 })
      .where('route_id', '=', routeId)
      .execute();
  }

  it('refuses to cancel once a driver has started, keeping the plan', async () => {
    const { token, routeId } = await makeRoute({ stops: 4 });
    await optimiseAndStart(token, routeId);
    const res = await call(t.app, 'POST', '/cancel_optimization/', { token, body: { route_id: routeId } });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(OptimiseMessages.alreadyStarted);
    const stops = await stopsOf(routeId);
    expect(stops.every((s) => s.vehicle_route_id !== NO_VEHICLE_ROUTE)).toBe(true);
  });

  it('re-plans once a driver has started, keeping the started driver route (replan.test.ts has the rules)', async () => {
    const { token, routeId } = await makeRoute({ stops: 4 });
    await optimiseAndStart(token, routeId);
    const started = await t.deps.db
      .selectFrom('driver_routes')
      .select('id')
      .where('route_id', '=', routeId)
      .execute();
    const res = await call(t.app, 'POST', '/optimize/', { token, body: { route_id: routeId } });
    expect(res.statusCode, res.body).toBe(200);
    const after = await t.deps.db
      .selectFrom('driver_routes')
      .select('id')
      .where('route_id', '=', routeId)
      .execute();
    expect(after.map((d) => d.id)).toEqual(started.map((d) => d.id));
  });
});
