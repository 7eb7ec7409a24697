import {
  Api,
  defaultBreaksOverrideMessage,
  overrideWithDefaultMessage,
  type TWorkday,
  UnassignedReasonTexts,
  WorkdayMessages,
} from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/api-call.js';
import { insertRouteWithStops, TEST_DEPOT, type TRouteFixture } from '../../test/route-fixture.js';
import { createTestApp, signupUser, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  // Iterations, not the clock, end every search.
  t = await createTestApp({ env: { OPTIMIZE_MAX_ITERATIONS: '200', OPTIMIZE_TIME_LIMIT_MS: '600000' } });
});
afterAll(async () => {
  await t.close();
});

const depot = TEST_DEPOT;
const NOTHING: TWorkday = {
  shift_start: null,
  shift_end: null,
  break_duration: null,
  break_window_start: null,
  break_window_end: null,
  start_place: null,
  end_place: null,
  max_stops: null,
  capacity: null,
  max_weight: null,
  skills: null,
};
const FULL_DAY: TWorkday = {
  shift_start: 8 * 60,
  shift_end: 17 * 60,
  break_duration: 30,
  break_window_start: 12 * 60,
  break_window_end: 14 * 60,
  start_place: 'depot',
  end_place: 'home',
  max_stops: 30,
  capacity: 40,
  max_weight: 500,
  skills: ['fridge', 'two-person'],
};

/** A dispatcher's team with a route for 2030-01-15 from 08:00, `stops` stops and its dispatcher as driver. */
async function makeRoute(stops: number, stopFields: NonNullable<TRouteFixture['stopFields']> = () => ({})) {
  const user = await signupUser(t.app);
  const me = await t.deps.db
    .selectFrom('users')
    .select(['id', 'team_id'])
    .where('email', '=', user.email)
    .executeTakeFirstOrThrow();
  const routeId = await insertRouteWithStops(t.deps.db, {
    teamId: me.team_id,
    driverIds: [me.id],
    stops,
    name: 'Working day',
    plannedOn: '2030-01-15',
    spread: { lat: 0.02, lng: 0.03 },
    stopFields,
  });
  return { token: user.token, routeId, driverId: me.id };
}

describe("a driver's default working day", () => {
  it('is saved and read back whole, and starts with nothing set', async () => {
    const { token, driverId } = await makeRoute(0);
    const first = await callApi(t, Api.driverWorkday, { params: { driverId }, token });
    expect(first.answer.workday).toEqual(NOTHING);
    const saved = await callApi(t, Api.saveDriverWorkday, {
      body: { driver_id: driverId, ...FULL_DAY },
      token,
    });
    expect(saved.status, saved.body).toBe(200);
    const read = await callApi(t, Api.driverWorkday, { params: { driverId }, token });
    expect(read.answer.workday).toEqual(FULL_DAY);
  });

  it("answers 404 for another team's driver", async () => {
    const mine = await makeRoute(0);
    const theirs = await makeRoute(0);
    const read = await callApi(t, Api.driverWorkday, {
      params: { driverId: theirs.driverId },
      token: mine.token,
    });
    expect(read.status).toBe(404);
    const save = await callApi(t, Api.saveDriverWorkday, {
      body: { driver_id: theirs.driverId, ...FULL_DAY },
      token: mine.token,
    });
    expect(save.status).toBe(404);
  });

  it.each([
    [{ shift_start: 600, shift_end: 540 }, WorkdayMessages.shiftEndBeforeStart],
    [{ break_duration: 90, break_window_start: 720, break_window_end: 780 }, WorkdayMessages.breakTooLong],
    [
      { break_duration: 30, break_window_start: 420, break_window_end: 540 },
      WorkdayMessages.breakOutsideShift,
    ],
    [{ capacity: 0 }, WorkdayMessages.atLeastOne],
    [{ max_stops: 0 }, WorkdayMessages.atLeastOne],
    [{ skills: ['a,b'] }, WorkdayMessages.invalidSkill],
  ])('refuses %o with a clear message', async (bad, message) => {
    const { token, driverId } = await makeRoute(0);
    const res = await callApi(t, Api.saveDriverWorkday, {
      body: { driver_id: driverId, ...FULL_DAY, ...bad } as never,
      token,
    });
    expect(res.status).toBe(400);
    expect(res.error.message).toBe(message);
  });
});

describe("a route's working day per driver and its goal", () => {
  it("takes the route's override over the driver's default, field by field", async () => {
    const { token, routeId, driverId } = await makeRoute(0);
    await callApi(t, Api.saveDriverWorkday, { body: { driver_id: driverId, ...FULL_DAY }, token });
    const saved = await callApi(t, Api.saveRouteWorkday, {
      body: { route_id: routeId, driver_id: driverId, ...NOTHING, capacity: 12, skills: [] },
      token,
    });
    expect(saved.status, saved.body).toBe(200);
    const read = await callApi(t, Api.routeWorkdays, { params: { routeId }, token });
    const [driver] = read.answer.drivers;
    expect(driver?.default).toEqual(FULL_DAY);
    expect(driver?.override).toEqual({ ...NOTHING, capacity: 12, skills: [] });
    expect(driver?.effective).toEqual({ ...FULL_DAY, capacity: 12, skills: [] });
    expect(read.answer.goal).toBe('shortest');
  });

  it.each([
    [{ shift_end: 7 * 60 }, WorkdayMessages.shiftEndBeforeStart],
    [{ shift_start: 16 * 60 + 30 }, WorkdayMessages.breakOutsideShift],
    [{ break_duration: 150 }, WorkdayMessages.breakTooLong],
  ])("refuses an override %o that breaks a rule once merged with the driver's default", async (bad, rule) => {
    const { token, routeId, driverId } = await makeRoute(0);
    await callApi(t, Api.saveDriverWorkday, { body: { driver_id: driverId, ...FULL_DAY }, token });
    const res = await callApi(t, Api.saveRouteWorkday, {
      body: { route_id: routeId, driver_id: driverId, ...NOTHING, ...bad },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.error.message).toBe(overrideWithDefaultMessage(rule));
    const read = await callApi(t, Api.routeWorkdays, { params: { routeId }, token });
    expect(read.answer.drivers[0]?.override).toEqual(NOTHING);
  });

  it('refuses an override that breaks a rule on its own with the rule itself', async () => {
    const { token, routeId, driverId } = await makeRoute(0);
    const res = await callApi(t, Api.saveRouteWorkday, {
      body: { route_id: routeId, driver_id: driverId, ...NOTHING, shift_start: 600, shift_end: 540 },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.error.message).toBe(WorkdayMessages.shiftEndBeforeStart);
  });

  it('stores the goal and shows it on the route', async () => {
    const { token, routeId } = await makeRoute(0);
    const saved = await callApi(t, Api.saveRouteGoal, {
      body: { route_id: routeId, goal: 'fewest-vehicles' },
      token,
    });
    expect(saved.status, saved.body).toBe(200);
    const route = await callApi(t, Api.getRoute, { params: { routeId }, token });
    expect(route.answer.route.goal).toBe('fewest-vehicles');
    const bad = await callApi(t, Api.saveRouteGoal, {
      body: { route_id: routeId, goal: 'fastest' } as never,
      token,
    });
    expect(bad.status).toBe(400);
    expect(bad.error.message).toBe(WorkdayMessages.invalidGoal);
  });

  it("answers 404 for another team's route or driver, 400 for a driver not on the route", async () => {
    const mine = await makeRoute(0);
    const theirs = await makeRoute(0);
    const body = { ...NOTHING, capacity: 5 };
    const otherRoute = await callApi(t, Api.saveRouteWorkday, {
      body: { route_id: theirs.routeId, driver_id: mine.driverId, ...body },
      token: mine.token,
    });
    expect(otherRoute.status).toBe(404);
    const otherDriver = await callApi(t, Api.saveRouteWorkday, {
      body: { route_id: mine.routeId, driver_id: theirs.driverId, ...body },
      token: mine.token,
    });
    expect(otherDriver.status).toBe(404);
    const read = await callApi(t, Api.routeWorkdays, {
      params: { routeId: theirs.routeId },
      token: mine.token,
    });
    expect(read.status).toBe(404);
    const goal = await callApi(t, Api.saveRouteGoal, {
      body: { route_id: theirs.routeId, goal: 'balance-hours' },
      token: mine.token,
    });
    expect(goal.status).toBe(404);
    const db = t.deps.db;
    const me = await db
      .selectFrom('users')
      .select('team_id')
      .where('id', '=', mine.driverId)
      .executeTakeFirstOrThrow();
    const notOn = await db
      .insertInto('users')
      .values({ team_id: me.team_id, email: `not-on-${mine.routeId}@example.com`, role: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notSelected = await callApi(t, Api.saveRouteWorkday, {
      body: { route_id: mine.routeId, driver_id: notOn.id, ...body },
      token: mine.token,
    });
    expect(notSelected.status).toBe(400);
    expect(notSelected.error.message).toBe(WorkdayMessages.notSelected);
  });
});

describe('stops with skills and weight', () => {
  it('are accepted by the stop calls and read back', async () => {
    const { token, routeId } = await makeRoute(0);
    const added = await callApi(t, Api.saveStop, {
      params: { routeId },
      body: { name: 'Cold', lat: 39.95, lng: -75.16, skills: ['fridge'], weight: 12.5 },
      token,
    });
    expect(added.status, added.body).toBe(200);
    const list = await callApi(t, Api.listStops, { params: { routeId }, token });
    expect(list.answer.stops[0]).toMatchObject({ skills: ['fridge'], weight: 12.5, unassigned_reason: '' });
    const bad = await callApi(t, Api.saveStop, {
      params: { routeId },
      body: { name: 'Heavy', lat: 39.95, lng: -75.16, weight: -1 },
      token,
    });
    expect(bad.status).toBe(400);
    expect(bad.error.message).toBe(WorkdayMessages.invalidWeight);
  });
});

describe('optimising with the working day', () => {
  it('leaves out what the van cannot carry, says why, and stores the load and shift', async () => {
    const { token, routeId, driverId } = await makeRoute(4, () => ({ order_info_package_count: 2 }));
    await callApi(t, Api.saveDriverWorkday, {
      body: { driver_id: driverId, ...NOTHING, shift_start: 9 * 60, shift_end: 17 * 60, capacity: 6 },
      token,
    });
    const res = await callApi(t, Api.optimize, { body: { route_id: routeId }, token });
    expect(res.status, res.body).toBe(200);
    expect(res.answer.unassigned).toBe(1);
    const stops = await callApi(t, Api.listStops, { params: { routeId }, token });
    const out = stops.answer.stops.filter((s) => s.vehicle_route_id === -1);
    expect(out).toHaveLength(1);
    expect(['capacity', 'no_room']).toContain(out[0]?.unassigned_reason);
    const route = await callApi(t, Api.getRoute, { params: { routeId }, token });
    const day = route.answer.route.driver_routes[0]?.day;
    expect(day).toMatchObject({ load: 6, capacity: 6, shift_start: 9 * 3600, shift_end: 17 * 3600 });
  });

  it('the route override wins: a larger van on this route carries every stop', async () => {
    const { token, routeId, driverId } = await makeRoute(4, () => ({ order_info_package_count: 2 }));
    await callApi(t, Api.saveDriverWorkday, {
      body: { driver_id: driverId, ...NOTHING, capacity: 6 },
      token,
    });
    await callApi(t, Api.saveRouteWorkday, {
      body: { route_id: routeId, driver_id: driverId, ...NOTHING, capacity: 8 },
      token,
    });
    const res = await callApi(t, Api.optimize, { body: { route_id: routeId }, token });
    expect(res.answer.unassigned).toBe(0);
    const route = await callApi(t, Api.getRoute, { params: { routeId }, token });
    expect(route.answer.route.driver_routes[0]?.day).toMatchObject({ load: 8, capacity: 8 });
  });

  it('a stop requiring a skill nobody has comes back with its reason in words', async () => {
    const { token, routeId, driverId } = await makeRoute(3, (i) => (i === 0 ? { skills: 'fridge' } : {}));
    await callApi(t, Api.saveDriverWorkday, {
      body: { driver_id: driverId, ...NOTHING, skills: ['two-person'] },
      token,
    });
    const res = await callApi(t, Api.optimize, { body: { route_id: routeId }, token });
    expect(res.answer.unassigned).toBe(1);
    const stops = await callApi(t, Api.listStops, { params: { routeId }, token });
    const out = stops.answer.stops.find((s) => s.vehicle_route_id === -1);
    expect(out?.name).toBe('Stop 1');
    expect(out?.unassigned_reason).toBe('skill');
    expect(UnassignedReasonTexts.skill).toBe('No driver has the skill');
  });

  it("places the driver's break inside its window and stores where it falls", async () => {
    const { token, routeId, driverId } = await makeRoute(6, () => ({ service_time: 40 }));
    await callApi(t, Api.saveDriverWorkday, {
      body: {
        driver_id: driverId,
        ...NOTHING,
        shift_start: 8 * 60,
        shift_end: 17 * 60,
        break_duration: 30,
        break_window_start: 9 * 60,
        break_window_end: 10 * 60,
      },
      token,
    });
    const res = await callApi(t, Api.optimize, { body: { route_id: routeId }, token });
    expect(res.answer.unassigned).toBe(0);
    const route = await callApi(t, Api.getRoute, { params: { routeId }, token });
    const day = route.answer.route.driver_routes[0]?.day;
    expect(day?.break_duration).toBe(1800);
    expect(day?.break_start).toBeGreaterThanOrEqual(9 * 3600);
    expect(day?.break_start).toBeLessThanOrEqual(9.5 * 3600);
    expect(day?.break_after_stops).toBeGreaterThan(0);
  });
});

describe("a 'keep order' optimise with the working day", () => {
  it("starts and ends at the driver's home, places the break in its window and times the stops through them", async () => {
    const { token, routeId, driverId } = await makeRoute(4, () => ({ service_time: 40 }));
    // About 11 km north of the depot: every stop is within 4 km of the depot.
    await t.deps.db
      .updateTable('users')
      .set({ start_address: 'Home', start_lat: depot.lat + 0.1, start_lng: depot.lng })
      .where('id', '=', driverId)
      .execute();
    await callApi(t, Api.saveDriverWorkday, {
      body: {
        driver_id: driverId,
        ...NOTHING,
        shift_start: 8 * 60,
        break_duration: 30,
        break_window_start: 9 * 60 + 30,
        break_window_end: 10 * 60 + 30,
        start_place: 'home',
        end_place: 'home',
      },
      token,
    });
    const res = await callApi(t, Api.optimize, {
      body: { route_id: routeId, is_route_optimization: false },
      token,
    });
    expect(res.status, res.body).toBe(200);
    const stops = await callApi(t, Api.listStops, { params: { routeId }, token });
    const byPosition = [...stops.answer.stops].sort(
      (a, b) => a.position_on_the_route - b.position_on_the_route,
    );
    // The list's order is kept.
    expect(byPosition.map((s) => s.name)).toEqual(['Stop 1', 'Stop 2', 'Stop 3', 'Stop 4']);
    const first = byPosition[0];
    expect(first?.distance).toBeGreaterThan(7000);
    const route = await callApi(t, Api.getRoute, { params: { routeId }, token });
    const driverRoute = route.answer.route.driver_routes[0];
    expect(driverRoute?.end_distance).toBeGreaterThan(7000);
    const day = driverRoute?.day;
    expect(day?.break_duration).toBe(1800);
    expect(day?.break_start).toBeGreaterThanOrEqual(9.5 * 3600);
    expect(day?.break_start).toBeLessThanOrEqual(10 * 3600);
    // The stops after the break start after it ends.
    const afterBreak = byPosition[day?.break_after_stops ?? 0];
    expect(afterBreak?.when_visit_start).toBeGreaterThanOrEqual((day?.break_start ?? 0) + 1800);
  });
});

describe("saving a driver's default re-checks the routes where they have an override", () => {
  /** The driver works 13:00-18:00 on the route (an override of the shift only). */
  async function routeWithAfternoonOverride() {
    const made = await makeRoute(0);
    const saved = await callApi(t, Api.saveRouteWorkday, {
      body: {
        route_id: made.routeId,
        driver_id: made.driverId,
        ...NOTHING,
        shift_start: 13 * 60,
        shift_end: 18 * 60,
      },
      token: made.token,
    });
    expect(saved.status, saved.body).toBe(200);
    return made;
  }
  const saveDefault = (token: string, driverId: number, day: Partial<TWorkday>) =>
    callApi(t, Api.saveDriverWorkday, { body: { driver_id: driverId, ...NOTHING, ...day }, token });

  it('refuses a default that breaks a rule once merged with an override, naming the route, and keeps both as they were', async () => {
    const { token, routeId, driverId } = await routeWithAfternoonOverride();
    // A break window in the morning: inside the default's own shift, outside the route's afternoon one.
    const res = await saveDefault(token, driverId, {
      shift_start: 8 * 60,
      shift_end: 17 * 60,
      break_duration: 30,
      break_window_start: 9 * 60,
      break_window_end: 10 * 60,
    });
    expect(res.status).toBe(400);
    expect(res.error.message).toBe(
      defaultBreaksOverrideMessage(
        [{ name: 'Working day', planned_on: '2030-01-15' }],
        WorkdayMessages.breakOutsideShift,
      ),
    );
    const read = await callApi(t, Api.driverWorkday, { params: { driverId }, token });
    expect(read.answer.workday).toEqual(NOTHING);
    const route = await callApi(t, Api.routeWorkdays, { params: { routeId }, token });
    expect(route.answer.drivers[0]?.override).toMatchObject({ shift_start: 13 * 60, shift_end: 18 * 60 });
  });

  it("refuses a default shift end the override's own start passes, with the rule's words", async () => {
    const { token, driverId } = await makeRoute(0);
    const { routeId } = await makeRouteFor(driverId);
    await callApi(t, Api.saveRouteWorkday, {
      body: { route_id: routeId, driver_id: driverId, ...NOTHING, shift_start: 14 * 60 },
      token,
    });
    const res = await saveDefault(token, driverId, { shift_start: 8 * 60, shift_end: 12 * 60 });
    expect(res.status).toBe(400);
    expect(res.error.message).toContain(WorkdayMessages.shiftEndBeforeStart);
    expect(res.error.message).toContain("'Second route' (2030-01-16)");
  });

  it('saves a default that keeps every override valid; the override still wins on its route', async () => {
    const { token, routeId, driverId } = await routeWithAfternoonOverride();
    const res = await saveDefault(token, driverId, { shift_start: 8 * 60, shift_end: 17 * 60, capacity: 40 });
    expect(res.status, res.body).toBe(200);
    const route = await callApi(t, Api.routeWorkdays, { params: { routeId }, token });
    expect(route.answer.drivers[0]?.effective).toMatchObject({
      shift_start: 13 * 60,
      shift_end: 18 * 60,
      capacity: 40,
    });
  });

  it('does not hold a default back for a route of a day gone by', async () => {
    const { token, driverId } = await makeRoute(0);
    const { routeId } = await makeRouteFor(driverId, '2020-01-15');
    await callApi(t, Api.saveRouteWorkday, {
      body: { route_id: routeId, driver_id: driverId, ...NOTHING, shift_start: 14 * 60 },
      token,
    });
    const res = await saveDefault(token, driverId, { shift_start: 8 * 60, shift_end: 12 * 60 });
    expect(res.status, res.body).toBe(200);
  });
});

/** Another route of the caller's team with the driver selected. */
async function makeRouteFor(driverId: number, plannedOn = '2030-01-16') {
  const driver = await t.deps.db
    .selectFrom('users')
    .select('team_id')
    .where('id', '=', driverId)
    .executeTakeFirstOrThrow();
  const routeId = await insertRouteWithStops(t.deps.db, {
    teamId: driver.team_id,
    driverIds: [driverId],
    stops: 0,
    name: 'Second route',
    plannedOn,
  });
  return { routeId };
}
