import type { NotNull } from 'kysely';
import type { Db } from '../db/database.js';

/** The only SQL of the live layer: who is on a route, to tell them of its changes. */
export const liveRepository = {
  /** The members selected for or assigned to a driver route of the team's route (duplicates removed). */
  async routeDriverIds(db: Db, teamId: number, routeId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('route_drivers')
      .innerJoin('routes', 'routes.id', 'route_drivers.route_id')
      .select('route_drivers.user_id as user_id')
      .where('routes.id', '=', routeId)
      .where('routes.team_id', '=', teamId)
      .union((eb) =>
        eb
          .selectFrom('driver_routes')
          .innerJoin('routes', 'routes.id', 'driver_routes.route_id')
          .select('driver_routes.driver_id as user_id')
          .where('routes.id', '=', routeId)
          .where('routes.team_id', '=', teamId)
          .where('driver_routes.driver_id', 'is not', null)
          .$narrowType<{ user_id: NotNull }>(),
      )
      .execute();
    return rows.map((r) => r.user_id);
  },
};
