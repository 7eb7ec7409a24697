import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** One stop's results of an optimisation (or of a reset). */
export interface TStopResult {
  id: number;
  position_on_the_route: number;
  vehicle_route_id: number;
  arrival: number;
  waiting_time: number;
  when_visit_start: number;
  distance: number;
  duration: number;
  geometry: string;
}

/** The SQL of the optimise flow. */
export const optimiseRepository = {
  findRoute(db: Db, teamId: number, routeId: number) {
    return db
      .selectFrom('routes')
      .innerJoin('teams', 'teams.id', 'routes.team_id')
      .selectAll('routes')
      .select('teams.timezone')
      .where('routes.id', '=', routeId)
      .where('routes.team_id', '=', teamId)
      .executeTakeFirst();
  },

  /** The selected drivers, in a stable order (their colours follow it). */
  selectedDrivers(db: Db, routeId: number) {
    return db
      .selectFrom('route_drivers')
      .innerJoin('users', 'users.id', 'route_drivers.user_id')
      .select(['users.id', 'users.email'])
      .where('route_drivers.route_id', '=', routeId)
      .orderBy('users.email')
      .execute();
  },

  stops(db: Db, routeId: number) {
    return db
      .selectFrom('stops')
      .select([
        'id',
        'lat',
        'lng',
        'sequence',
        'service_time',
        'time_window_start',
        'time_window_end',
        'priority',
        'order_info_package_count',
        'vehicle_route_id',
        'position_on_the_route',
      ])
      .where('route_id', '=', routeId)
      .orderBy('sequence')
      .orderBy('id')
      .execute();
  },

  driverRoutes(db: Db, routeId: number) {
    return db
      .selectFrom('driver_routes')
      .selectAll()
      .where('route_id', '=', routeId)
      .orderBy('position')
      .execute();
  },

  /** Locks the route row and answers its updated_at, to detect changes made while the solver ran. */
  async lockRoute(db: Db, routeId: number) {
    const row = await db
      .selectFrom('routes')
      .select('updated_at')
      .where('id', '=', routeId)
      .forUpdate()
      .executeTakeFirst();
    return row?.updated_at ?? null;
  },

  /** Writes every stop's result in one statement. */
  async updateStops(db: Db, routeId: number, rows: readonly TStopResult[]) {
    if (!rows.length) return;
    const values = sql.join(
      rows.map(
        (r) =>
          sql`(${r.id}::int, ${r.position_on_the_route}::int, ${r.vehicle_route_id}::int, ${Math.round(r.arrival)}::int,
            ${Math.round(r.waiting_time)}::int, ${Math.round(r.when_visit_start)}::int, ${r.distance}::float8,
            ${Math.round(r.duration)}::int, ${r.geometry}::text)`,
      ),
    );
    await sql`
      UPDATE stops AS s SET
        position_on_the_route = v.position, vehicle_route_id = v.vehicle, arrival = v.arrival,
        waiting_time = v.waiting, when_visit_start = v.visit_start, distance = v.distance,
        duration = v.duration, geometry = v.geometry, updated_at = now()
      FROM (VALUES ${values}) AS v(id, position, vehicle, arrival, waiting, visit_start, distance, duration, geometry)
      WHERE s.id = v.id AND s.route_id = ${routeId}
    `.execute(db);
  },
};
