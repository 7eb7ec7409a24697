import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { StopsTable } from '../db/schema.js';

// Rows of a planned day written straight into the database, for tests that need a day without
// going through the planner. Kept apart from driver-helpers.ts so that a test on a database alone
// (no app) can use them.

/** A driver's route of a route; `sentAt` null leaves it unsent. */
export async function insertDriverRoute(
  db: Db,
  row: { routeId: number; driverId: number; position: number; sentAt?: Date | null },
): Promise<number> {
  const inserted = await db
    .insertInto('driver_routes')
    .values({
      route_id: row.routeId,
      driver_id: row.driverId,
      position: row.position,
      ...(row.sentAt === undefined ? {} : { sent_at: row.sentAt }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** A stop placed on a driver's route at `position`, with any other columns given. */
export async function insertPlannedStop(
  db: Db,
  stop: { routeId: number; vehicleRouteId: number; position: number; name: string; lat: number; lng: number },
  more: Partial<Insertable<StopsTable>> = {},
): Promise<number> {
  const inserted = await db
    .insertInto('stops')
    .values({
      route_id: stop.routeId,
      name: stop.name,
      lat: stop.lat,
      lng: stop.lng,
      vehicle_route_id: stop.vehicleRouteId,
      position_on_the_route: stop.position,
      ...more,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
