import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

/** The depot the optimiser's API tests plan around (Philadelphia). */
export const TEST_DEPOT = { lat: 39.9526, lng: -75.1652 };

type TStopRow = Insertable<Database['stops']>;

export interface TRouteFixture {
  teamId: number;
  /** Selected for the route, in this order. */
  driverIds: readonly number[];
  stops: number;
  name: string;
  plannedOn: string;
  /** Without: no start and end (a route that cannot be optimised). */
  withDepot?: boolean;
  /** How far the stops lie from the depot, in degrees: 0.03 and 0.04 unless given. */
  spread?: { lat: number; lng: number };
  /** Columns of stop `i` beyond the fixture's own (window, packages, skills…). */
  stopFields?: (i: number) => Partial<TStopRow>;
}

/**
 * A route from 08:00 written straight to the database (data not under test): its depot at both ends,
 * its drivers selected, and `stops` stops named 'Stop 1'… on a loop around the depot, 5 minutes each.
 * Answers its id.
 */
export async function insertRouteWithStops(db: Db, f: TRouteFixture): Promise<number> {
  const depot = {
    start_point_address: 'Depot',
    start_point_lat: TEST_DEPOT.lat,
    start_point_lng: TEST_DEPOT.lng,
    end_point_address: 'Depot',
    end_point_lat: TEST_DEPOT.lat,
    end_point_lng: TEST_DEPOT.lng,
  };
  const route = await db
    .insertInto('routes')
    .values({
      team_id: f.teamId,
      name: f.name,
      planned_on: f.plannedOn,
      start_time: 8 * 60,
      ...(f.withDepot === false ? {} : depot),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (f.driverIds.length > 0)
    await db
      .insertInto('route_drivers')
      .values(f.driverIds.map((id) => ({ route_id: route.id, user_id: id })))
      .execute();
  const spread = f.spread ?? { lat: 0.03, lng: 0.04 };
  if (f.stops > 0)
    await db
      .insertInto('stops')
      .values(
        Array.from({ length: f.stops }, (_, i) => ({
          route_id: route.id,
          sequence: i,
          name: `Stop ${i + 1}`,
          lat: TEST_DEPOT.lat + spread.lat * Math.sin(i * 1.7),
          lng: TEST_DEPOT.lng + spread.lng * Math.cos(i * 2.3),
          service_time: 5,
          ...f.stopFields?.(i),
        })),
      )
      .execute();
  return route.id;
}
