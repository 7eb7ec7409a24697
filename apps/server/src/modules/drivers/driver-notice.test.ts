import { Api, LiveEvents, Role } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../../test/api-call.js';
import { eventsOf, recordLiveChanges, sentDriverDay, TEST_NOW } from '../../test/driver-helpers.js';
import { newMember } from '../../test/routes-helpers.js';
import { lastMailTo } from '../../test/team-test-helpers.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';

const PUBLIC_URL = 'https://planner.example';
let t: TTestApp;

beforeAll(async () => {
  // Iterations, not the clock, end the re-optimisation's search.
  t = await createTestApp({
    env: { PUBLIC_URL, OPTIMIZE_MAX_ITERATIONS: '100', OPTIMIZE_TIME_LIMIT_MS: '600000' },
  });
  t.setNow(TEST_NOW);
});
afterAll(() => t.close());

const driverRoutesOf = (routeId: number) =>
  t.deps.db
    .selectFrom('driver_routes')
    .selectAll()
    .where('route_id', '=', routeId)
    .orderBy('position')
    .execute();

const readDriverRoute = (token: string, vehicleRouteId: number) =>
  call(t.app, 'GET', `/driver/route/${vehicleRouteId}/`, { token });

describe('sending a route to its drivers', () => {
  it('marks every driver route sent, mails each driver the driver app link, and tells the team', async () => {
    const d = await sentDriverDay(t, { send: false });
    const live = recordLiveChanges(t);
    const res = await call(t.app, 'POST', '/send_to_drivers/', {
      token: d.team.token,
      body: { route_id: d.routeId },
    });
    live.stop();
    expect(res.statusCode, res.body).toBe(200);
    expect((await driverRoutesOf(d.routeId)).map((r) => r.sent_at?.toISOString())).toEqual([
      TEST_NOW.toISOString(),
      TEST_NOW.toISOString(),
    ]);
    for (const driver of [d.anna, d.ben]) {
      await expect.poll(() => lastMailTo(t, driver.email)?.subject).toBe('Your route "Monday" is ready');
      const mail = lastMailTo(t, driver.email);
      expect(mail?.text).toContain(`${PUBLIC_URL}/driver\n`);
      expect(mail?.html).toContain(`<a href="${PUBLIC_URL}/driver">`);
    }
    expect(lastMailTo(t, d.anna.email)?.text).toMatch(/^Hello Anna,/);
    expect(lastMailTo(t, d.ben.email)?.text).toMatch(new RegExp(`^Hello ${d.ben.email},`));
    expect(eventsOf(live.changes)).toEqual([
      `${LiveEvents.routeChanged} ${d.routeId}`,
      `${LiveEvents.driverRouteChanged} ${d.routeId}`,
    ]);
    expect((await readDriverRoute(d.anna.token, d.annaRoute)).statusCode).toBe(200);
  });
});

describe('changing a route that was sent', () => {
  it('re-optimising keeps it sent and tells its drivers it changed', async () => {
    const d = await sentDriverDay(t);
    await t.deps.db
      .updateTable('routes')
      .set({
        start_time: 8 * 60,
        start_point_address: 'Depot',
        start_point_lat: 52.2,
        start_point_lng: 21,
        end_point_address: 'Depot',
        end_point_lat: 52.2,
        end_point_lng: 21,
      })
      .where('id', '=', d.routeId)
      .execute();
    const mailsBefore = t.mail.length;
    const live = recordLiveChanges(t);
    const res = await call(t.app, 'POST', '/optimize/', {
      token: d.team.token,
      body: { route_id: d.routeId, is_route_optimization: true },
    });
    live.stop();
    expect(res.statusCode, res.body).toBe(200);
    const driverRoutes = await driverRoutesOf(d.routeId);
    expect(driverRoutes.length).toBeGreaterThan(0);
    expect(driverRoutes.every((r) => r.sent_at !== null)).toBe(true);
    const onRoute = new Set(driverRoutes.map((r) => r.driver_id));
    const subjectsTo = (email: string) =>
      t.mail
        .slice(mailsBefore)
        .filter((m) => m.to === email)
        .map((m) => m.subject);
    // Notices are mail jobs, which may run just after the answer.
    for (const driver of [d.anna, d.ben]) {
      await expect
        .poll(() => subjectsTo(driver.email))
        .toEqual(
          onRoute.has(driver.userId)
            ? ['Your route "Monday" has changed']
            : ['Your route "Monday" has been withdrawn'],
        );
    }
    expect(new Set(eventsOf(live.changes))).toEqual(
      new Set(
        [LiveEvents.routeChanged, LiveEvents.driverRouteChanged, LiveEvents.stopChanged].map(
          (e) => `${e} ${d.routeId}`,
        ),
      ),
    );
    const anna = driverRoutes.find((r) => r.driver_id === d.anna.userId);
    if (anna) expect((await readDriverRoute(d.anna.token, anna.id)).statusCode).toBe(200);
  });

  it('cancelling the optimisation tells its drivers it was withdrawn; they no longer read it', async () => {
    const d = await sentDriverDay(t);
    const live = recordLiveChanges(t);
    const res = await call(t.app, 'POST', '/cancel_optimization/', {
      token: d.team.token,
      body: { route_id: d.routeId },
    });
    live.stop();
    expect(res.statusCode, res.body).toBe(200);
    for (const driver of [d.anna, d.ben]) {
      await expect
        .poll(() => lastMailTo(t, driver.email)?.subject)
        .toBe('Your route "Monday" has been withdrawn');
    }
    expect((await readDriverRoute(d.anna.token, d.annaRoute)).statusCode).toBe(404);
    expect(eventsOf(live.changes)).toEqual(
      [LiveEvents.routeChanged, LiveEvents.driverRouteChanged, LiveEvents.stopChanged].map(
        (e) => `${e} ${d.routeId}`,
      ),
    );
  });

  it('cancelling a route never sent mails nobody', async () => {
    const d = await sentDriverDay(t, { send: false });
    const mailsBefore = t.mail.length;
    await call(t.app, 'POST', '/cancel_optimization/', {
      token: d.team.token,
      body: { route_id: d.routeId },
    });
    expect(t.mail.length).toBe(mailsBefore);
  });

  it('handing a sent driver route to another driver: the new one receives it, the old one loses it', async () => {
    const d = await sentDriverDay(t);
    const carl = await newMember(t, d.team.teamId, Role.Driver, 'Carl');
    const live = recordLiveChanges(t);
    const res = await call(t.app, 'POST', '/save_driver/', {
      token: d.team.token,
      body: { route_id: d.routeId, vehicle_route_id: d.annaRoute, driver_id: carl.userId },
    });
    live.stop();
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(() => lastMailTo(t, carl.email)?.subject).toBe('Your route "Monday" is ready');
    await expect
      .poll(() => lastMailTo(t, d.anna.email)?.subject)
      .toBe('Your route "Monday" has been withdrawn');
    expect((await readDriverRoute(d.anna.token, d.annaRoute)).statusCode).toBe(404);
    const carls = await readDriverRoute(carl.token, d.annaRoute);
    expect(carls.statusCode).toBe(200);
    expect(answerOf(carls, Api.getDriverRoute).driver_route.sent_at).not.toBeNull();
    expect(answerOf(carls, Api.getDriverRoute).stops.map((s: { id: number }) => s.id)).toEqual(d.annaStops);
    expect(eventsOf(live.changes)).toEqual(
      [LiveEvents.routeChanged, LiveEvents.driverRouteChanged].map((e) => `${e} ${d.routeId}`),
    );
  });

  it('assigning the same driver again mails nobody', async () => {
    const d = await sentDriverDay(t);
    const mailsBefore = t.mail.length;
    await call(t.app, 'POST', '/save_driver/', {
      token: d.team.token,
      body: { route_id: d.routeId, vehicle_route_id: d.annaRoute, driver_id: d.anna.userId },
    });
    expect(t.mail.length).toBe(mailsBefore);
  });
});
