import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Database, StopsTable } from '../../db/schema.js';

type Q = Kysely<Database>;
export type TStopRow = Selectable<StopsTable>;

/** The fields a dispatcher sets on a stop; everything else is the optimiser's or the driver's. */
const PLANNED_FIELDS = [
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

/** The only SQL of stops. Callers have checked that the route belongs to the caller's team. */
export const stopsRepository = {
  countStops(db: Q, routeId: number): Promise<number> {
    return db
      .selectFrom('stops')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('route_id', '=', routeId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.count));
  },

  /**
   * A route's stops in one query, in list order: by sequence; once optimised by driver route
   * (in the driver routes' order, unreachable stops last) and then by position on it.
   */
  listStops(db: Q, routeId: number, isOptimized: boolean) {
    const q = db.selectFrom('stops').selectAll('stops').where('stops.route_id', '=', routeId);
    if (!isOptimized) return q.orderBy('stops.sequence').orderBy('stops.id').execute();
    return q
      .leftJoin('driver_routes', 'driver_routes.id', 'stops.vehicle_route_id')
      .orderBy(sql`driver_routes.id is null`)
      .orderBy('driver_routes.position')
      .orderBy('stops.vehicle_route_id')
      .orderBy('stops.position_on_the_route')
      .orderBy('stops.sequence')
      .orderBy('stops.id')
      .execute();
  },

  findStop(db: Q, routeId: number, stopId: number) {
    return db
      .selectFrom('stops')
      .selectAll()
      .where('id', '=', stopId)
      .where('route_id', '=', routeId)
      .executeTakeFirst();
  },

  /** The sequence of a stop appended at the end of the route. */
  nextSequence(db: Q, routeId: number): Promise<number> {
    return db
      .selectFrom('stops')
      .select((eb) => eb.fn.max('sequence').as('max'))
      .where('route_id', '=', routeId)
      .executeTakeFirst()
      .then((r) => (r?.max === null || r?.max === undefined ? 0 : Number(r.max) + 1));
  },

  insertStop(db: Q, values: Insertable<StopsTable>) {
    return db.insertInto('stops').values(values).returningAll().executeTakeFirstOrThrow();
  },

  updateStop(db: Q, routeId: number, stopId: number, values: Updateable<StopsTable>) {
    return db
      .updateTable('stops')
      .set(values)
      .where('id', '=', stopId)
      .where('route_id', '=', routeId)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  deleteStop(db: Q, routeId: number, stopId: number) {
    return db.deleteFrom('stops').where('id', '=', stopId).where('route_id', '=', routeId).execute();
  },

  /**
   * Copies the planned fields of every stop of a route to another route in one statement, in the
   * source's list order; positions, vehicle routes, optimiser results and delivery data start
   * from their defaults (the sentinels).
   */
  copyStopsToRoute(db: Q, fromRouteId: number, toRouteId: number, now: Date) {
    return db
      .insertInto('stops')
      .columns(['route_id', 'sequence', ...PLANNED_FIELDS, 'created_at', 'updated_at'])
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
            ...PLANNED_FIELDS.map((f) => `stops.${f}` as const),
            eb.val(now).as('created_at'),
            eb.val(now).as('updated_at'),
          ])
          .where('stops.route_id', '=', fromRouteId),
      )
      .execute();
  },
};
