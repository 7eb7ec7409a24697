import { DeliveryStatus, type TOptimizeAnswer } from '@rp/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { PLANNED_STOP_COLUMNS, type TDriverRouteResult } from './optimise.repository.js';

/** The model and vehicle that made a plan's times. */
export type TMadeBy = Pick<TOptimizeAnswer, 'travel_model' | 'travel_vehicle'>;

/** The SQL of re-planning a sent route and of its previews (the rest is optimiseRepository's). */
export const replanRepository = {
  /** Every stop of the route with its place in the plan and whether it is done. */
  stops(db: Db, routeId: number) {
    return db
      .selectFrom('stops')
      .select([
        ...PLANNED_STOP_COLUMNS,
        'name',
        'address',
        'delivery_status',
        'arrival',
        'distance',
        'duration',
        'done_by',
        'unassigned_reason',
      ])
      .where('route_id', '=', routeId)
      .orderBy('sequence')
      .orderBy('id')
      .execute();
  },

  /**
   * Numbers a driver route's stops from 1, its done and failed ones first (in their order), then its
   * open ones (in theirs): the order a hand-over's joined route is planned from.
   */
  putDoneStopsFirst(db: Db, routeId: number, vehicleRouteId: number) {
    return sql`
      UPDATE stops SET position_on_the_route = numbered.position, updated_at = now()
      FROM (
        SELECT id, row_number() OVER (
          ORDER BY (delivery_status = ${DeliveryStatus.Pending}), position_on_the_route, id
        ) AS position
        FROM stops WHERE route_id = ${routeId} AND vehicle_route_id = ${vehicleRouteId}
      ) AS numbered
      WHERE stops.id = numbered.id AND stops.position_on_the_route <> numbered.position
    `.execute(db);
  },

  /** Names of the members who may drive a route's driver routes (for the preview's words). */
  users(db: Db, teamId: number, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('team_id', '=', teamId)
      .where('id', 'in', ids)
      .execute();
  },

  /** Each driver's latest position reported since `since` (any of their driver routes). */
  recentPositions(db: Db, teamId: number, userIds: readonly number[], since: Date) {
    if (userIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('driver_positions')
      .distinctOn('user_id')
      .select(['user_id', 'lat', 'lng', 'taken_at'])
      .where('team_id', '=', teamId)
      .where('user_id', 'in', userIds)
      .where('taken_at', '>=', since)
      .orderBy('user_id')
      .orderBy('taken_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },

  /** The route's stops_version, its row locked until the transaction ends. */
  async lockedVersion(db: Db, routeId: number): Promise<number | null> {
    const row = await db
      .selectFrom('routes')
      .select('stops_version')
      .where('id', '=', routeId)
      .forUpdate()
      .executeTakeFirst();
    return row ? Number(row.stops_version) : null;
  },

  /** A driver route new to a sent route: sent at once, like the rest of it. */
  async insertDriverRoute(db: Db, routeId: number, row: TDriverRouteResult, sentAt: Date | null) {
    const inserted = await db
      .insertInto('driver_routes')
      .values({ route_id: routeId, ...row, sent_at: sentAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  deleteDriverRoutes(db: Db, routeId: number, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db.deleteFrom('driver_routes').where('route_id', '=', routeId).where('id', 'in', ids).execute();
  },

  /** The route planned again: it stays optimised (and sent); its plan start is kept. */
  markReplanned(db: Db, routeId: number, at: Date, madeBy: TMadeBy) {
    return db
      .updateTable('routes')
      .set({ is_optimized: true, ...madeBy, optimized_at: at, updated_at: at })
      .where('id', '=', routeId)
      .execute();
  },

  async insertPreview(
    db: Db,
    row: { route_id: number; stops_version: number; keep_drivers: boolean; plan: unknown },
  ): Promise<number> {
    // One preview per route at a time: a new one replaces what was previewed before.
    await db.deleteFrom('plan_previews').where('route_id', '=', row.route_id).execute();
    const inserted = await db
      .insertInto('plan_previews')
      .values({ ...row, plan: JSON.stringify(row.plan) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  findPreview(db: Db, routeId: number, previewId: number) {
    return db
      .selectFrom('plan_previews')
      .selectAll()
      .where('id', '=', previewId)
      .where('route_id', '=', routeId)
      .executeTakeFirst();
  },

  deletePreviews(db: Db, routeId: number) {
    return db.deleteFrom('plan_previews').where('route_id', '=', routeId).execute();
  },
};
