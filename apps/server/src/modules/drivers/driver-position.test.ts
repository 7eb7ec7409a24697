import { Api, DriverMessages, LiveEvents, Role } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, errorOf } from '../../test/api-call.js';
import {
  eventsOf,
  newClientId,
  recordLiveChanges,
  sentDriverDay,
  startRoute,
  TEST_NOW,
} from '../../test/driver-helpers.js';
import { newMember } from '../../test/routes-helpers.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(TEST_NOW);
});
afterAll(() => t.close());

const post = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/driver/position/', { token, body });
const positions = (token: string, routeId: number) =>
  call(t.app, 'GET', `/drivers_position/${routeId}/`, { token });

const at = (minutesBefore: number) => TEST_NOW.getTime() - minutesBefore * 60_000;
const position = (vehicleRouteId: number, lat: number, takenAt: number) => ({
  client_id: newClientId(),
  vehicle_route_id: vehicleRouteId,
  lat,
  lng: 21,
  accuracy: 12.5,
  taken_at: takenAt,
});

describe('POST /driver/position/ and GET /drivers_position/{routeId}/', () => {
  it('keeps every position of a started route and shows the last one of each driver, named', async () => {
    const d = await sentDriverDay(t);
    await startRoute(t, d.anna.token, d.annaRoute, at(60));
    await startRoute(t, d.ben.token, d.benRoute, at(60));
    const live = recordLiveChanges(t);
    expect(
      answerOf(await post(d.anna.token, position(d.annaRoute, 52.1, at(10))), Api.postDriverPosition),
    ).toEqual({ applied: true });
    // Sent later but taken earlier (an outbox emptied after a tunnel): not the last position.
    await post(d.anna.token, position(d.annaRoute, 52.3, at(5)));
    await post(d.anna.token, position(d.annaRoute, 52.2, at(20)));
    await post(d.ben.token, position(d.benRoute, 52.5, at(1)));
    live.stop();
    expect(eventsOf(live.changes)).toEqual(Array(4).fill(`${LiveEvents.driverPositionChanged} ${d.routeId}`));

    const res = await positions(d.team.token, d.routeId);
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.driversPosition).drivers).toEqual([
      {
        vehicle_route_id: d.annaRoute,
        lat: 52.3,
        lng: 21,
        driver_name: 'Anna',
        taken_at: new Date(at(5)).toISOString(),
      },
      {
        vehicle_route_id: d.benRoute,
        lat: 52.5,
        lng: 21,
        driver_name: d.ben.email,
        taken_at: new Date(at(1)).toISOString(),
      },
    ]);
    const kept = await t.deps.db
      .selectFrom('driver_positions')
      .selectAll()
      .where('driver_route_id', '=', d.annaRoute)
      .execute();
    expect(kept).toHaveLength(3);
    expect(kept[0]).toMatchObject({ team_id: d.team.teamId, user_id: d.anna.userId, accuracy: 12.5 });

    // A driver-only member sees their own position only.
    const mine = await positions(d.anna.token, d.routeId);
    expect(
      answerOf(mine, Api.driversPosition).drivers.map(
        (p: { vehicle_route_id: number }) => p.vehicle_route_id,
      ),
    ).toEqual([d.annaRoute]);
  });

  it('applies the same client id once', async () => {
    const d = await sentDriverDay(t);
    await startRoute(t, d.anna.token, d.annaRoute, at(60));
    const body = position(d.annaRoute, 52.1, at(3));
    expect(answerOf(await post(d.anna.token, body), Api.postDriverPosition)).toEqual({ applied: true });
    expect(answerOf(await post(d.anna.token, { ...body, lat: 40 }), Api.postDriverPosition)).toEqual({
      applied: false,
    });
    const kept = await t.deps.db
      .selectFrom('driver_positions')
      .select('lat')
      .where('driver_route_id', '=', d.annaRoute)
      .execute();
    expect(kept).toEqual([{ lat: 52.1 }]);
  });

  it('refuses a position for a route not started or finished, or not the driver’s', async () => {
    const d = await sentDriverDay(t);
    const early = await post(d.anna.token, position(d.annaRoute, 52, at(1)));
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(DriverMessages.routeNotStarted);
    await startRoute(t, d.ben.token, d.benRoute, at(60));
    expect((await post(d.anna.token, position(d.benRoute, 52, at(1)))).statusCode).toBe(404);
    await call(t.app, 'POST', `/driver/route_status/${d.benRoute}/`, {
      token: d.ben.token,
      body: { client_id: newClientId(), route_status: 2, taken_at: at(2) },
    });
    const late = await post(d.ben.token, position(d.benRoute, 52, at(1)));
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(DriverMessages.routeFinished);
    expect(
      await t.deps.db
        .selectFrom('driver_positions')
        .selectAll()
        .where('team_id', '=', d.team.teamId)
        .execute(),
    ).toEqual([]);
  });

  it('refuses a position taken days before the route’s date or later than now, and keeps one of an hour ago', async () => {
    const d = await sentDriverDay(t);
    await startRoute(t, d.anna.token, d.annaRoute, at(120));
    const live = recordLiveChanges(t);
    const cases: [number, string][] = [
      [Date.parse('2000-01-01T00:00:00Z'), DriverMessages.takenAtTooEarly],
      [at(-60), DriverMessages.takenAtInFuture],
    ];
    for (const [takenAt, message] of cases) {
      const res = await post(d.anna.token, position(d.annaRoute, 52, takenAt));
      expect(res.statusCode, new Date(takenAt).toISOString()).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    live.stop();
    expect(live.changes).toEqual([]);
    const kept = () =>
      t.deps.db
        .selectFrom('driver_positions')
        .select('taken_at')
        .where('team_id', '=', d.team.teamId)
        .execute();
    expect(await kept()).toEqual([]);
    expect(
      answerOf(await post(d.anna.token, position(d.annaRoute, 52, at(60))), Api.postDriverPosition),
    ).toEqual({ applied: true });
    expect(await kept()).toEqual([{ taken_at: new Date(at(60)) }]);
  });

  it('refuses bad input with its message, and another team reads no position', async () => {
    const d = await sentDriverDay(t);
    await startRoute(t, d.anna.token, d.annaRoute, at(60));
    const good = position(d.annaRoute, 52, at(1));
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, lat: 95 }, DriverMessages.invalidLatLng],
      [{ ...good, lng: 'east' }, DriverMessages.invalidLatLng],
      [{ ...good, vehicle_route_id: 0 }, DriverMessages.invalidVehicleRouteId],
      [{ ...good, taken_at: undefined }, DriverMessages.invalidTakenAt],
    ];
    for (const [body, message] of cases) {
      const res = await post(d.anna.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    await post(d.anna.token, good);
    const stranger = await sentDriverDay(t);
    expect((await positions(stranger.team.token, d.routeId)).statusCode).toBe(404);
    const strangerDriver = await newMember(t, stranger.team.teamId, Role.Driver);
    expect((await positions(strangerDriver.token, d.routeId)).statusCode).toBe(404);
  });
});
