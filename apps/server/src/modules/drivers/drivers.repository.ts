import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Database, DriverPositionsTable, DriverRoutesTable, StopsTable } from '../../db/schema.js';

type Q = Kysely<Database>;
export type TDriverStopRow = Selectable<StopsTable>;

/** The name (or, without one, the e-mail) of who marked the stop done, for `done_by_name`. */
const doneByName = sql<string | null>`(
  SELECT coalesce(nullif(users.name, ''), users.email) FROM users WHERE users.id = stops.done_by
)`.as('done_by_name');

/** Whose driver routes: the caller's, in the caller's team. */
export interface TDriverScope {
  teamId: number;
  userId: number;
}

/** What a client id was applied by. */
export type TClientIdKind = 'route_status' | 'stop' | 'proof' | 'position';

/** A driver route joined with its route and its team's time zone: the answer's and the rules' fields. */
function driverRoutesWithRoute(db: Q) {
  return db
    .selectFrom('driver_routes')
    .innerJoin('routes', 'routes.id', 'driver_routes.route_id')
    .innerJoin('teams', 'teams.id', 'routes.team_id')
    .selectAll('driver_routes')
    .select([
      'routes.team_id',
      'routes.name as route_name',
      'routes.planned_on',
      'routes.start_time',
      'routes.start_point_address',
      'routes.start_point_lat',
      'routes.start_point_lng',
      'routes.end_point_address',
      'routes.end_point_lat',
      'routes.end_point_lng',
      'teams.timezone',
      'teams.proof_required',
      'teams.hour_cycle',
      'teams.country_code',
      'routes.plan_start_seconds',
    ]);
}

export type TDriverRouteRow = Awaited<
  ReturnType<ReturnType<typeof driverRoutesWithRoute>['executeTakeFirstOrThrow']>
>;

/** The only SQL of the driver API. Every read of a driver route is scoped to its driver and team. */
export const driversRepository = {
  teamTimezone(db: Q, teamId: number): Promise<string> {
    return db
      .selectFrom('teams')
      .select('timezone')
      .where('id', '=', teamId)
      .executeTakeFirstOrThrow()
      .then((r) => r.timezone);
  },

  /**
   * One driver route sent to the caller, or undefined (not theirs, not sent, another team's). With
   * forUpdate the driver route and its route are locked: the route first, as every writer of stops
   * does, since the stops' triggers raise the route's stops_version.
   */
  findSentDriverRoute(
    db: Q,
    scope: TDriverScope,
    vehicleRouteId: number,
    opts: { forUpdate?: boolean } = {},
  ) {
    let q = driverRoutesWithRoute(db)
      .where('driver_routes.id', '=', vehicleRouteId)
      .where('driver_routes.driver_id', '=', scope.userId)
      .where('driver_routes.sent_at', 'is not', null)
      .where('routes.team_id', '=', scope.teamId);
    if (opts.forUpdate) q = q.forUpdate(['routes', 'driver_routes']);
    return q.executeTakeFirst();
  },

  /** The caller's sent driver routes of routes planned for a day, by route and then position. */
  listSentDriverRoutes(db: Q, scope: TDriverScope, day: string) {
    return driverRoutesWithRoute(db)
      .where('driver_routes.driver_id', '=', scope.userId)
      .where('driver_routes.sent_at', 'is not', null)
      .where('routes.team_id', '=', scope.teamId)
      .where('routes.planned_on', '=', day)
      .orderBy('routes.id')
      .orderBy('driver_routes.position')
      .execute();
  },

  /** Stops, delivered and failed stops of each driver route. */
  stopCounts(db: Q, vehicleRouteIds: number[]) {
    if (vehicleRouteIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('stops')
      .select([
        'vehicle_route_id',
        sql<string>`count(*)`.as('stops'),
        sql<string>`count(*) filter (where delivery_status = 1)`.as('delivered'),
        sql<string>`count(*) filter (where delivery_status = 2)`.as('failed'),
      ])
      .where('vehicle_route_id', 'in', vehicleRouteIds)
      .groupBy('vehicle_route_id')
      .execute();
  },

  /** The stops of one driver route, in visiting order. */
  driverRouteStops(db: Q, routeId: number, vehicleRouteId: number) {
    return db
      .selectFrom('stops')
      .selectAll()
      .select(doneByName)
      .where('route_id', '=', routeId)
      .where('vehicle_route_id', '=', vehicleRouteId)
      .orderBy('position_on_the_route')
      .orderBy('id')
      .execute();
  },

  /** One stop of a driver route, or undefined when the stop is on another (or none). */
  findStopOnDriverRoute(db: Q, routeId: number, vehicleRouteId: number, stopId: number) {
    return db
      .selectFrom('stops')
      .selectAll()
      .select(doneByName)
      .where('id', '=', stopId)
      .where('route_id', '=', routeId)
      .where('vehicle_route_id', '=', vehicleRouteId)
      .executeTakeFirst();
  },

  /** Whether the user drives the driver route (today, not who drove it before). */
  async isDriverOf(db: Q, userId: number, vehicleRouteId: number): Promise<boolean> {
    const row = await db
      .selectFrom('driver_routes')
      .select('id')
      .where('id', '=', vehicleRouteId)
      .where('driver_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Records a client id as applied; false when it was applied before (the update is a repeat).
   * Inside the write's transaction, so a refused or failed write leaves the id free for a retry.
   */
  async claimClientId(db: Q, userId: number, clientId: string, kind: TClientIdKind, now: Date) {
    const row = await db
      .insertInto('applied_client_ids')
      .values({ user_id: userId, client_id: clientId, kind, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'client_id']).doNothing())
      .returning('client_id')
      .executeTakeFirst();
    return row !== undefined;
  },

  updateDriverRoute(db: Q, vehicleRouteId: number, values: Updateable<DriverRoutesTable>) {
    return db.updateTable('driver_routes').set(values).where('id', '=', vehicleRouteId).execute();
  },

  updateStop(db: Q, stopId: number, values: Updateable<StopsTable>) {
    return db
      .updateTable('stops')
      .set(values)
      .where('id', '=', stopId)
      .returningAll()
      .returning(doneByName)
      .executeTakeFirstOrThrow();
  },

  insertPosition(db: Q, values: Insertable<DriverPositionsTable>) {
    return db.insertInto('driver_positions').values(values).execute();
  },

  /**
   * The last position of each driver route of a route, sent by its current driver, with the
   * driver's name (or e-mail). For a driver-only member, only their own driver routes.
   */
  lastPositions(db: Q, routeId: number, onlyDriverId?: number) {
    let q = db
      .selectFrom('driver_positions')
      .innerJoin('driver_routes', 'driver_routes.id', 'driver_positions.driver_route_id')
      .innerJoin('users', 'users.id', 'driver_positions.user_id')
      .distinctOn('driver_positions.driver_route_id')
      .select([
        'driver_positions.driver_route_id',
        'driver_positions.lat',
        'driver_positions.lng',
        'driver_positions.taken_at',
        'users.name',
        'users.email',
      ])
      .where('driver_routes.route_id', '=', routeId)
      .whereRef('driver_positions.user_id', '=', 'driver_routes.driver_id');
    if (onlyDriverId !== undefined) q = q.where('driver_routes.driver_id', '=', onlyDriverId);
    return q
      .orderBy('driver_positions.driver_route_id')
      .orderBy('driver_positions.taken_at', 'desc')
      .orderBy('driver_positions.id', 'desc')
      .execute();
  },

  /** The drivers of a route's driver routes that have one, with whether it was sent to them. */
  routeDrivers(db: Q, routeId: number) {
    return db
      .selectFrom('driver_routes')
      .innerJoin('users', 'users.id', 'driver_routes.driver_id')
      .select([
        'driver_routes.id as vehicle_route_id',
        'driver_routes.sent_at',
        'users.id as user_id',
        'users.email',
        'users.name',
      ])
      .where('driver_routes.route_id', '=', routeId)
      .orderBy('driver_routes.position')
      .execute();
  },

  /** Marks every driver route of the route sent at that moment. */
  markDriverRoutesSent(db: Q, routeId: number, at: Date) {
    return db.updateTable('driver_routes').set({ sent_at: at }).where('route_id', '=', routeId).execute();
  },
};
