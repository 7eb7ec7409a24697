import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Database, RoutesTable } from '../../db/schema.js';

type Q = Kysely<Database>;
export type TRouteRow = Selectable<RoutesTable>;

/** Which routes the caller may see: the whole team's, or (a driver-only member) only their own. */
export interface TRouteScope {
  teamId: number;
  /** Set for a driver-only member: only routes they are selected for or assigned to. */
  driverUserId?: number;
}

const DRIVER_BIT = 1;

/** The fields a dispatcher sets on a stop; everything else is the optimiser's or the driver's. */
const STOP_PLANNED_FIELDS = [
  'name',
  'address',
  'lat',
  'lng',
  'note',
  'priority',
  'service_time',
  'time_window_start',
  'time_window_end',
  'recipient_name',
  'recipient_phone_number',
  'recipient_email',
  'order_info_package_count',
  'order_info_products',
  'order_info_products_barcodes',
] as const;

/** The only SQL of routes, their selected drivers and their driver routes. */
export const routesRepository = {
  /** One route of the scope, or undefined (another team's, or not the driver's). */
  findRoute(db: Q, scope: TRouteScope, routeId: number, opts: { forUpdate?: boolean } = {}) {
    let q = db
      .selectFrom('routes')
      .selectAll('routes')
      .where('routes.id', '=', routeId)
      .where('routes.team_id', '=', scope.teamId);
    if (scope.driverUserId !== undefined) {
      const userId = scope.driverUserId;
      q = q.where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('route_drivers')
              .select('route_drivers.route_id')
              .whereRef('route_drivers.route_id', '=', 'routes.id')
              .where('route_drivers.user_id', '=', userId),
          ),
          eb.exists(
            eb
              .selectFrom('driver_routes')
              .select('driver_routes.id')
              .whereRef('driver_routes.route_id', '=', 'routes.id')
              .where('driver_routes.driver_id', '=', userId),
          ),
        ]),
      );
    }
    if (opts.forUpdate) q = q.forUpdate();
    return q.executeTakeFirst();
  },

  /** The scope's routes of one planned day, or all of them; newest day first, then newest route. */
  listRoutes(db: Q, scope: TRouteScope, date?: string) {
    let q = db.selectFrom('routes').selectAll('routes').where('routes.team_id', '=', scope.teamId);
    if (date) q = q.where('routes.planned_on', '=', date);
    if (scope.driverUserId !== undefined) {
      const userId = scope.driverUserId;
      q = q.where((eb) =>
        eb.or([
          eb(
            'routes.id',
            'in',
            eb.selectFrom('route_drivers').select('route_id').where('user_id', '=', userId),
          ),
          eb(
            'routes.id',
            'in',
            eb.selectFrom('driver_routes').select('route_id').where('driver_id', '=', userId),
          ),
        ]),
      );
    }
    return q.orderBy('routes.planned_on', 'desc').orderBy('routes.id', 'desc').execute();
  },

  /** The drivers selected for each of the routes. */
  selectedDrivers(db: Q, routeIds: number[]) {
    if (routeIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('route_drivers')
      .select(['route_id', 'user_id'])
      .where('route_id', 'in', routeIds)
      .orderBy('user_id')
      .execute();
  },

  /** The driver routes of each of the routes, with their driver's e-mail and name. */
  driverRoutes(db: Q, routeIds: number[]) {
    if (routeIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('driver_routes')
      .leftJoin('users', 'users.id', 'driver_routes.driver_id')
      .selectAll('driver_routes')
      .select(['users.email', 'users.name as driver_name'])
      .where('driver_routes.route_id', 'in', routeIds)
      .orderBy('driver_routes.route_id')
      .orderBy('driver_routes.position')
      .orderBy('driver_routes.id')
      .execute();
  },

  /** Number of stops of one route. */
  stopCount(db: Q, routeId: number): Promise<number> {
    return db
      .selectFrom('stops')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('route_id', '=', routeId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.count));
  },

  /** Number of stops of each of the routes. */
  stopCounts(db: Q, routeIds: number[]) {
    if (routeIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('stops')
      .select([
        'route_id',
        (eb) => eb.fn.countAll<number>().as('count'),
        // Delivered or failed: a stop is done once the driver marked it either way.
        (eb) => eb.fn.countAll<number>().filterWhere('delivery_status', '<>', 0).as('done'),
      ])
      .where('route_id', 'in', routeIds)
      .groupBy('route_id')
      .execute();
  },

  /** The team's default start and end depots. */
  teamDepots(db: Q, teamId: number) {
    return db
      .selectFrom('teams')
      .select(['start_address', 'start_lat', 'start_lng', 'end_address', 'end_lat', 'end_lng'])
      .where('id', '=', teamId)
      .executeTakeFirstOrThrow();
  },

  insertRoute(db: Q, values: Insertable<RoutesTable>) {
    return db.insertInto('routes').values(values).returningAll().executeTakeFirstOrThrow();
  },

  updateRoute(db: Q, teamId: number, routeId: number, values: Updateable<RoutesTable>) {
    return db
      .updateTable('routes')
      .set(values)
      .where('id', '=', routeId)
      .where('team_id', '=', teamId)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Marks a route changed (every write to it or its stops). */
  touchRoute(db: Q, routeId: number, now: Date) {
    return db.updateTable('routes').set({ updated_at: now }).where('id', '=', routeId).execute();
  },

  deleteRoute(db: Q, teamId: number, routeId: number) {
    return db.deleteFrom('routes').where('id', '=', routeId).where('team_id', '=', teamId).execute();
  },

  /** Copies the selected drivers of one route to another. */
  copySelectedDrivers(db: Q, fromRouteId: number, toRouteId: number) {
    return db
      .insertInto('route_drivers')
      .columns(['route_id', 'user_id'])
      .expression((eb) =>
        eb
          .selectFrom('route_drivers')
          .select([eb.val(toRouteId).as('route_id'), 'user_id'])
          .where('route_id', '=', fromRouteId),
      )
      .execute();
  },

  /**
   * Copies the planned fields of every stop of a route to another route in one statement, in the
   * source's list order; positions, vehicle routes, optimiser results and delivery data start
   * from their defaults (the sentinels).
   */
  copyStops(db: Q, fromRouteId: number, toRouteId: number, now: Date) {
    return db
      .insertInto('stops')
      .columns(['route_id', 'sequence', ...STOP_PLANNED_FIELDS, 'created_at', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom('stops')
          .leftJoin('driver_routes', 'driver_routes.id', 'stops.vehicle_route_id')
          .innerJoin('routes', 'routes.id', 'stops.route_id')
          .select([
            eb.val(toRouteId).as('route_id'),
            sql<number>`(row_number() over (order by
              case when routes.is_optimized then (driver_routes.id is null) else false end,
              case when routes.is_optimized then driver_routes.position else 0 end,
              case when routes.is_optimized then stops.vehicle_route_id else 0 end,
              case when routes.is_optimized then stops.position_on_the_route else 0 end,
              stops.sequence, stops.id) - 1)::integer`.as('sequence'),
            ...STOP_PLANNED_FIELDS.map((f) => `stops.${f}` as const),
            eb.val(now).as('created_at'),
            eb.val(now).as('updated_at'),
          ])
          .where('stops.route_id', '=', fromRouteId),
      )
      .execute();
  },

  /** The team's members with the driver bit, each with whether the route has selected them. */
  teamDriversForRoute(db: Q, teamId: number, routeId: number) {
    return db
      .selectFrom('users')
      .select([
        'users.id',
        'users.email',
        'users.name',
        'users.role',
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom('route_drivers')
                .select('route_drivers.user_id')
                .whereRef('route_drivers.user_id', '=', 'users.id')
                .where('route_drivers.route_id', '=', routeId),
            )
            .as('is_selected'),
      ])
      .where('users.team_id', '=', teamId)
      .where(sql<number>`users.role & ${DRIVER_BIT}`, '=', DRIVER_BIT)
      .orderBy(sql`lower(users.email)`)
      .execute();
  },

  /** Those of the ids that are members of the team with the driver bit. */
  teamDriverIds(db: Q, teamId: number, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('users')
      .select('id')
      .where('team_id', '=', teamId)
      .where('id', 'in', ids)
      .where(sql<number>`role & ${DRIVER_BIT}`, '=', DRIVER_BIT)
      .execute();
  },

  replaceSelectedDrivers(db: Q, routeId: number, userIds: number[]) {
    return db
      .deleteFrom('route_drivers')
      .where('route_id', '=', routeId)
      .execute()
      .then(() =>
        userIds.length
          ? db
              .insertInto('route_drivers')
              .values(userIds.map((user_id) => ({ route_id: routeId, user_id })))
              .execute()
          : [],
      );
  },

  findDriverRoute(db: Q, routeId: number, vehicleRouteId: number) {
    return db
      .selectFrom('driver_routes')
      .selectAll()
      .where('id', '=', vehicleRouteId)
      .where('route_id', '=', routeId)
      .executeTakeFirst();
  },

  /** Moves every stop of one driver route to the end of another, in their order. */
  moveStopsToDriverRoute(db: Q, routeId: number, fromId: number, intoId: number) {
    return sql`
      UPDATE stops SET
        vehicle_route_id = ${intoId},
        position_on_the_route = stops.position_on_the_route + coalesce((
          SELECT max(position_on_the_route) FROM stops AS kept
          WHERE kept.route_id = ${routeId} AND kept.vehicle_route_id = ${intoId}
        ), 0),
        updated_at = now()
      WHERE stops.route_id = ${routeId} AND stops.vehicle_route_id = ${fromId}
    `.execute(db);
  },

  markDriverRouteSent(db: Q, vehicleRouteId: number, at: Date) {
    return db.updateTable('driver_routes').set({ sent_at: at }).where('id', '=', vehicleRouteId).execute();
  },

  deleteDriverRoute(db: Q, routeId: number, vehicleRouteId: number) {
    return db
      .deleteFrom('driver_routes')
      .where('id', '=', vehicleRouteId)
      .where('route_id', '=', routeId)
      .execute();
  },

  assignDriver(db: Q, vehicleRouteId: number, driverId: number | null) {
    return db
      .updateTable('driver_routes')
      .set({ driver_id: driverId })
      .where('id', '=', vehicleRouteId)
      .execute();
  },
};
