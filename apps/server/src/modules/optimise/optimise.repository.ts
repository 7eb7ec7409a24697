import { NO_POSITION, NO_VEHICLE_ROUTE } from '@rp/contracts';
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

/** A driver route as the optimiser writes it. */
export interface TDriverRouteResult {
  driver_id: number;
  position: number;
  distance: number;
  duration_travel: number;
  duration_total: number;
  end_geometry: string;
  end_distance: number;
  end_duration: number;
}

/** The route's totals after an optimisation. */
export interface TRouteTotals {
  distance: number;
  duration_travel: number;
  duration_total: number;
  /** The model and vehicle that made the plan's times (contracts TTravelModel, TVehicleType). */
  travel_model?: string;
  travel_vehicle?: string;
}

/** The only SQL of the optimise flow: reads of a route to plan, and the writes of a plan, a cancel, a send. */
/** What planning needs of a stop: its place, time rules, needs and where the plan has it. */
export const PLANNED_STOP_COLUMNS = [
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
  'skills',
  'weight',
] as const;

export const optimiseRepository = {
  findRoute(db: Db, teamId: number, routeId: number) {
    return db
      .selectFrom('routes')
      .innerJoin('teams', 'teams.id', 'routes.team_id')
      .selectAll('routes')
      .select([
        'teams.timezone',
        'teams.vehicle_type as team_vehicle_type',
        'teams.speed_factor as team_speed_factor',
      ])
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
      .select(PLANNED_STOP_COLUMNS)
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

  deleteDriverRoutes(db: Db, routeId: number) {
    return db.deleteFrom('driver_routes').where('route_id', '=', routeId).execute();
  },

  /** Inserts one driver route and answers its id (the stops' vehicle_route_id). */
  async insertDriverRoute(db: Db, routeId: number, row: TDriverRouteResult): Promise<number> {
    const inserted = await db
      .insertInto('driver_routes')
      .values({ route_id: routeId, ...row })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  markOptimised(db: Db, routeId: number, totals: TRouteTotals, at: Date, planStartSeconds: number) {
    return db
      .updateTable('routes')
      .set({
        is_optimized: true,
        ...totals,
        optimized_at: at,
        plan_start_seconds: planStartSeconds,
        updated_at: at,
      })
      .where('id', '=', routeId)
      .execute();
  },

  /** Every stop back to "not placed": no driver route, no position, no times, no leg. */
  clearStopResults(db: Db, routeId: number) {
    return db
      .updateTable('stops')
      .set({
        position_on_the_route: NO_POSITION,
        vehicle_route_id: NO_VEHICLE_ROUTE,
        arrival: 0,
        waiting_time: 0,
        when_visit_start: 0,
        distance: 0,
        duration: 0,
        geometry: '',
        unassigned_reason: '',
      })
      .where('route_id', '=', routeId)
      .execute();
  },

  markNotOptimised(db: Db, routeId: number, at: Date) {
    return db
      .updateTable('routes')
      .set({
        is_optimized: false,
        distance: 0,
        duration_travel: 0,
        duration_total: 0,
        optimized_at: null,
        sent_at: null,
        updated_at: at,
      })
      .where('id', '=', routeId)
      .execute();
  },

  /** A driver route's distance and times after it was planned again (its driver and state stay). */
  updateDriverRouteTotals(
    db: Db,
    vehicleRouteId: number,
    row: Omit<TDriverRouteResult, 'driver_id' | 'position'>,
  ) {
    return db.updateTable('driver_routes').set(row).where('id', '=', vehicleRouteId).execute();
  },

  /** The route's totals as the sums over its driver routes (after one of them changed). */
  sumRouteTotals(db: Db, routeId: number) {
    return sql`
      UPDATE routes SET
        distance = coalesce(t.distance, 0), duration_travel = coalesce(t.travel, 0),
        duration_total = coalesce(t.total, 0)
      FROM (
        SELECT sum(distance) AS distance, sum(duration_travel) AS travel, sum(duration_total) AS total
        FROM driver_routes WHERE route_id = ${routeId}
      ) AS t
      WHERE routes.id = ${routeId}
    `.execute(db);
  },

  /** The route's own sent stamp (its driver routes are marked by the drivers module). */
  markRouteSent(db: Db, routeId: number, at: Date) {
    return db.updateTable('routes').set({ sent_at: at }).where('id', '=', routeId).execute();
  },
};
