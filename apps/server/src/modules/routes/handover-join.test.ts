import { Api, DeliveryStatus, EMPTY_WORKDAY, LiveEvents, RouteMessages, RouteStatus } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/api-call.js';
import {
  newClientId,
  recordLiveChanges,
  sentDriverDay,
  startedDriverDay,
  startRoute,
  type TDriverDay,
  TEST_NOW,
} from '../../test/driver-helpers.js';
import { readPdf } from '../../test/pdf-text.js';
import { newMember, newTeam } from '../../test/routes-helpers.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { OPTIMIZE_MAX_ITERATIONS: '100', OPTIMIZE_TIME_LIMIT_MS: '600000' } });
  t.setNow(TEST_NOW);
});
afterAll(() => t.close());

/** Gives the day's route a start and an end, so a joined driver route can be planned again. */
async function withDepot(d: TDriverDay): Promise<void> {
  await t.deps.db
    .updateTable('routes')
    .set({
      start_point_address: 'Depot',
      start_point_lat: 52.19,
      start_point_lng: 20.99,
      end_point_address: 'Depot',
      end_point_lat: 52.19,
      end_point_lng: 20.99,
    })
    .where('id', '=', d.routeId)
    .execute();
}

async function deliver(stopId: number, by: TDriverDay['anna'], vehicleRouteId: number) {
  const res = await callApi(t, Api.saveStopDelivery, {
    token: by.token,
    params: { vehicleRouteId },
    body: {
      client_id: newClientId(),
      stop_id: stopId,
      delivery_status: DeliveryStatus.Delivered,
      taken_at: TEST_NOW.getTime(),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.answer.stop;
}

const handOver = (d: TDriverDay, vehicleRouteId: number, driverId: number | null, token = d.team.token) =>
  callApi(t, Api.saveDriver, {
    token,
    body: { route_id: d.routeId, vehicle_route_id: vehicleRouteId, driver_id: driverId },
  });

const stopsOf = async (d: TDriverDay) =>
  (await callApi(t, Api.listStops, { token: d.team.token, params: { routeId: d.routeId } })).answer.stops;

describe('handing a driver route to a driver already on the route', () => {
  it("joins the stops to the receiver's route, plans it again and keeps who did the done ones", async () => {
    const d = await sentDriverDay(t);
    await withDepot(d);
    await startRoute(t, d.anna.token, d.annaRoute);
    const delivered = await deliver(d.annaStops[0] as number, d.anna, d.annaRoute);
    expect(delivered.done_by).toEqual({ id: d.anna.userId, name: 'Anna' });

    const live = recordLiveChanges(t);
    const res = await handOver(d, d.annaRoute, d.ben.userId);
    live.stop();
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const driverRoutes = await t.deps.db
      .selectFrom('driver_routes')
      .selectAll()
      .where('route_id', '=', d.routeId)
      .execute();
    expect(driverRoutes.map((r) => [r.id, r.driver_id])).toEqual([[d.benRoute, d.ben.userId]]);
    expect(driverRoutes[0]?.sent_at).not.toBeNull();

    const stops = await stopsOf(d);
    expect(stops).toHaveLength(4);
    expect(stops.every((s) => s.vehicle_route_id === d.benRoute)).toBe(true);
    // The done stop first, as it was; the open ones after it, one position each, planned (timed and drawn).
    const inOrder = [...stops].sort((a, b) => a.position_on_the_route - b.position_on_the_route);
    expect(inOrder.map((s) => s.position_on_the_route)).toEqual([1, 2, 3, 4]);
    expect(inOrder[0]).toMatchObject({
      id: d.annaStops[0],
      delivery_status: DeliveryStatus.Delivered,
      done_by: { id: d.anna.userId, name: 'Anna' },
    });
    expect(new Set(inOrder.slice(1).map((s) => s.id))).toEqual(new Set([d.annaStops[1], ...d.benStops]));
    expect(inOrder.slice(1).every((s) => s.geometry !== '' && s.arrival > 0)).toBe(true);
    expect(inOrder.slice(1).every((s) => s.done_by === null)).toBe(true);

    // Anna's app is told (once) that the route went to Ben, and her old driver route is gone.
    const told = live.changes.filter((c) => c.handedOver);
    expect(told.map((c) => c.handedOver)).toContainEqual({
      driverIds: [d.anna.userId],
      vehicleRouteId: d.annaRoute,
      toName: '',
    });
    expect(live.changes.map((c) => c.event)).toContain(LiveEvents.stopChanged);
    const old = await call(t.app, 'GET', `/driver/route/${d.annaRoute}/`, { token: d.anna.token });
    expect(old.statusCode).toBe(404);
    const bens = await call(t.app, 'GET', `/driver/route/${d.benRoute}/`, { token: d.ben.token });
    expect(bens.statusCode).toBe(200);
  });

  it("plans the joined route through the re-plan, with the receiver's working day, from where they are", async () => {
    const d = await sentDriverDay(t);
    await withDepot(d);
    await startRoute(t, d.anna.token, d.annaRoute);
    await deliver(d.annaStops[0] as number, d.anna, d.annaRoute);
    const saved = await callApi(t, Api.saveDriverWorkday, {
      token: d.team.token,
      body: { driver_id: d.ben.userId, ...EMPTY_WORKDAY, capacity: 30, shift_end: 19 * 60 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await handOver(d, d.annaRoute, d.ben.userId)).status).toBe(200);
    const route = await callApi(t, Api.getRoute, { token: d.team.token, params: { routeId: d.routeId } });
    expect(route.answer.route.driver_routes.find((r) => r.driver_id === d.ben.userId)?.day).toMatchObject({
      capacity: 30,
      shift_end: 19 * 3600,
    });
  });

  it('credits who did it in the report, not the driver the route went to', async () => {
    const d = await sentDriverDay(t);
    await startRoute(t, d.anna.token, d.annaRoute);
    await deliver(d.annaStops[0] as number, d.anna, d.annaRoute);
    expect((await handOver(d, d.annaRoute, d.ben.userId)).status).toBe(200);
    // Without a start and end the joined stops stay in their order, after Ben's.
    const stops = await stopsOf(d);
    expect(stops.map((s) => [s.id, s.position_on_the_route])).toEqual([
      [d.benStops[0], 1],
      [d.benStops[1], 2],
      [d.annaStops[0], 3],
      [d.annaStops[1], 4],
    ]);
    const report = await call(t.app, 'GET', `/get_route_report/${d.routeId}/`, { token: d.team.token });
    expect(report.statusCode).toBe(200);
    const text = (await readPdf(report.rawPayload)).pages.map((p) => p.text).join(' ');
    expect(text).toContain('Delivered by');
    expect(text).toMatch(/Delivered \d\d:\d\d\s+Anna/);
  });

  it("a hand-over to someone new tells the old driver's app with the new driver's name", async () => {
    const d = await sentDriverDay(t);
    const carla = await newMember(t, d.team.teamId, 1, 'Carla');
    const live = recordLiveChanges(t);
    expect((await handOver(d, d.annaRoute, carla.userId)).status).toBe(200);
    live.stop();
    expect(live.changes.filter((c) => c.handedOver).map((c) => c.handedOver)).toContainEqual({
      driverIds: [d.anna.userId],
      vehicleRouteId: d.annaRoute,
      toName: 'Carla',
    });
  });

  it('sets who did it on a delivery sent late from the phone, and clears it when the stop is pending again', async () => {
    const d = await startedDriverDay(t);
    const mark = (delivery_status: 0 | 1 | 2, takenAt: number) =>
      callApi(t, Api.saveStopDelivery, {
        token: d.anna.token,
        params: { vehicleRouteId: d.annaRoute },
        body: {
          client_id: newClientId(),
          stop_id: d.annaStops[1] as number,
          delivery_status,
          ...(delivery_status === DeliveryStatus.Failed ? { delivery_status_additional_info: 1 } : {}),
          taken_at: takenAt,
        },
      });
    // Taken offline half an hour ago and synced now, as the phone's outbox does.
    const failed = await mark(DeliveryStatus.Failed, TEST_NOW.getTime() - 1_800_000);
    expect(failed.answer.stop.done_by).toEqual({ id: d.anna.userId, name: 'Anna' });
    // Undone within the five minutes an outcome can be undone in.
    const pending = await mark(DeliveryStatus.Pending, TEST_NOW.getTime() - 1_700_000);
    expect(pending.answer.stop.done_by).toBeNull();
  });

  it('refuses to join stops to a driver route that is finished', async () => {
    const d = await sentDriverDay(t);
    await t.deps.db
      .updateTable('driver_routes')
      .set({ route_status: RouteStatus.Finished })
      .where('id', '=', d.benRoute)
      .execute();
    const res = await handOver(d, d.annaRoute, d.ben.userId);
    expect(res.status).toBe(400);
    expect(res.error.message).toBe(RouteMessages.receiverFinished);
    const stops = await stopsOf(d);
    expect(stops.filter((s) => s.vehicle_route_id === d.annaRoute)).toHaveLength(2);
  });

  it("answers 404 for another team's route or driver route and 400 for bad input", async () => {
    const d = await sentDriverDay(t);
    const other = await newTeam(t);
    const foreign = await handOver(d, d.annaRoute, d.ben.userId, other.token);
    expect(foreign.status).toBe(404);
    const e = await sentDriverDay(t);
    const otherDriverRoute = await handOver(d, e.annaRoute, d.ben.userId);
    expect(otherDriverRoute.status).toBe(404);
    const otherDriver = await handOver(d, d.annaRoute, e.ben.userId);
    expect(otherDriver.status).toBe(400);
    const bad = await call(t.app, 'POST', '/save_driver/', {
      token: d.team.token,
      body: { route_id: d.routeId, vehicle_route_id: 'x', driver_id: d.ben.userId },
    });
    expect(bad.statusCode).toBe(400);
    expect((await stopsOf(d)).filter((s) => s.vehicle_route_id === d.annaRoute)).toHaveLength(2);
  });
});
