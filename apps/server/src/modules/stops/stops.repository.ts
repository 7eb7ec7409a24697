import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Database, StopsTable } from '../../db/schema.js';

type Q = Kysely<Database>;
export type TStopRow = Selectable<StopsTable>;

/** The name (or, without one, the e-mail) of who marked the stop done, for `done_by_name`. */
const doneByName = sql<string | null>`(
  SELECT coalesce(nullif(users.name, ''), users.email) FROM users WHERE users.id = stops.done_by
)`.as('done_by_name');

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
   * (in the driver routes' order, unreachable stops last) and then by position on it. With
   * `onlyDriverId`, only the stops of the driver routes that driver drives.
   */
  listStops(db: Q, routeId: number, isOptimized: boolean, onlyDriverId?: number) {
    let q = db
      .selectFrom('stops')
      .selectAll('stops')
      .select(doneByName)
      .where('stops.route_id', '=', routeId);
    if (onlyDriverId !== undefined) {
      q = q.where('stops.vehicle_route_id', 'in', (eb) =>
        eb
          .selectFrom('driver_routes')
          .select('driver_routes.id')
          .where('driver_routes.route_id', '=', routeId)
          .where('driver_routes.driver_id', '=', onlyDriverId),
      );
    }
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
      .select(doneByName)
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

  /** Inserts many stops in one statement (the spreadsheet import); answers them in sequence order. */
  async insertStops(db: Q, rows: Insertable<StopsTable>[]) {
    if (rows.length === 0) return [];
    const inserted = await db.insertInto('stops').values(rows).returningAll().execute();
    return inserted.sort((a, b) => a.sequence - b.sequence || a.id - b.id);
  },

  updateStop(db: Q, routeId: number, stopId: number, values: Updateable<StopsTable>) {
    return db
      .updateTable('stops')
      .set(values)
      .where('id', '=', stopId)
      .where('route_id', '=', routeId)
      .returningAll()
      .returning(doneByName)
      .executeTakeFirstOrThrow();
  },

  deleteStop(db: Q, routeId: number, stopId: number) {
    return db.deleteFrom('stops').where('id', '=', stopId).where('route_id', '=', routeId).execute();
  },
};
