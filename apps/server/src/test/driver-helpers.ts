import { Api, Role } from '@rp/contracts';
import { expect } from 'vitest';
import type { TLiveChange } from '../live/live-publisher.js';
import { callApi } from './api-call.js';
import { insertDriverRoute, insertPlannedStop } from './driver-rows.js';
import { newMember, newTeam, type TTestTeam } from './routes-helpers.js';
import { call, type TTestApp } from './test-app.js';

/** The moment every driver test runs at (the app's clock), and the day it is in UTC. */
export const TEST_NOW = new Date('2025-06-02T10:00:00.000Z');
export const TEST_DAY = '2025-06-02';

/** A driver with a live session. */
export interface TTestDriver {
  token: string;
  userId: number;
  email: string;
}

/** A team with a route sent to two drivers: each has a driver route with two stops. */
export interface TDriverDay {
  team: TTestTeam;
  routeId: number;
  anna: TTestDriver;
  /** A driver without a name: shown by e-mail. */
  ben: TTestDriver;
  annaRoute: number;
  benRoute: number;
  /** Anna's stops in visiting order (the second was added first, to show order is by position). */
  annaStops: number[];
  benStops: number[];
}

let counter = 0;
const id = () => `client-${Date.now().toString(36)}-${(++counter).toString(36)}`;
/** A fresh client id, as a phone makes one per update. */
export const newClientId = (): string => id();

/**
 * Builds the day straight in the database (an optimised plan of two driver routes) and sends it
 * through the API, as a dispatcher would.
 */
export async function sentDriverDay(
  t: TTestApp,
  opts: { send?: boolean; day?: string } = {},
): Promise<TDriverDay> {
  const team = await newTeam(t);
  const anna = await newMember(t, team.teamId, Role.Driver, 'Anna');
  const ben = await newMember(t, team.teamId, Role.Driver, '');
  const db = t.deps.db;
  const route = await db
    .insertInto('routes')
    .values({ team_id: team.teamId, name: 'Monday', planned_on: opts.day ?? TEST_DAY, is_optimized: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('route_drivers')
    .values([anna, ben].map((d) => ({ route_id: route.id, user_id: d.userId })))
    .execute();
  const driverRoute = (driverId: number, position: number) =>
    insertDriverRoute(db, { routeId: route.id, driverId, position });
  const annaRoute = await driverRoute(anna.userId, 0);
  const benRoute = await driverRoute(ben.userId, 1);
  const stop = (name: string, vehicleRouteId: number, position: number) =>
    insertPlannedStop(
      db,
      {
        routeId: route.id,
        vehicleRouteId,
        position,
        name,
        lat: 52.2 + position / 100,
        lng: 21 + position / 100,
      },
      { order_info_products_barcodes: 'A1,B2', recipient_name: `${name} recipient` },
    );
  const annaSecond = await stop('Anna 2', annaRoute, 2);
  const annaFirst = await stop('Anna 1', annaRoute, 1);
  const benFirst = await stop('Ben 1', benRoute, 1);
  const benSecond = await stop('Ben 2', benRoute, 2);
  if (opts.send !== false) {
    const sent = await callApi(t, Api.sendToDrivers, { token: team.token, body: { route_id: route.id } });
    expect(sent.status, sent.body).toBe(200);
  }
  return {
    team,
    routeId: route.id,
    anna,
    ben,
    annaRoute,
    benRoute,
    annaStops: [annaFirst, annaSecond],
    benStops: [benFirst, benSecond],
  };
}

/** Starts a driver route through the API. */
export async function startRoute(
  t: TTestApp,
  token: string,
  vehicleRouteId: number,
  takenAt = TEST_NOW.getTime(),
) {
  const res = await callApi(t, Api.setDriverRouteStatus, {
    token,
    params: { vehicleRouteId },
    body: { client_id: newClientId(), route_status: 1, taken_at: takenAt },
  });
  expect(res.status, res.body).toBe(200);
  return res.answer;
}

/** Every change the app publishes from now on, until `stop()`. */
export function recordLiveChanges(t: TTestApp): { changes: TLiveChange[]; stop: () => void } {
  const changes: TLiveChange[] = [];
  const stop = t.deps.live.subscribe((c) => changes.push(c));
  return { changes, stop };
}

/** The events of a list of changes as `event routeId`, for compact assertions. */
export const eventsOf = (changes: readonly TLiveChange[]): string[] =>
  changes.map((c) => `${c.event} ${c.routeId}`);

/** A sent day with Anna's route started `startedAgoMs` before the test's now (an hour by default). */
export async function startedDriverDay(t: TTestApp, startedAgoMs = 3600_000): Promise<TDriverDay> {
  const d = await sentDriverDay(t);
  await startRoute(t, d.anna.token, d.annaRoute, TEST_NOW.getTime() - startedAgoMs);
  return d;
}

/** A driver's mark on a stop (POST /driver/stop/), body unchecked so tests can send bad ones too. */
export const postStopMark = (
  t: TTestApp,
  token: string,
  vehicleRouteId: number,
  body: Record<string, unknown>,
) => call(t.app, 'POST', `/driver/stop/${vehicleRouteId}/`, { token, body });

/** A stop's row as stored. */
export const storedStop = (t: TTestApp, id: number) =>
  t.deps.db.selectFrom('stops').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
