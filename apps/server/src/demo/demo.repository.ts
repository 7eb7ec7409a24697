import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { RoutesTable, StopsTable, TeamsTable, UsersTable } from '../db/schema.js';

/**
 * The only SQL of the demo seeder. It writes whole rows no request could make (a team with a year's
 * manual access, verified members with a chosen password), so it does not go through the modules'
 * services, which apply the rules of a caller.
 */
export const demoRepository = {
  async hasUsers(db: Db): Promise<boolean> {
    const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    return existing !== undefined;
  },

  async insertTeam(db: Db, row: Insertable<TeamsTable>): Promise<number> {
    const team = await db.insertInto('teams').values(row).returning('id').executeTakeFirstOrThrow();
    return team.id;
  },

  insertUsers(db: Db, rows: Insertable<UsersTable>[]) {
    return db.insertInto('users').values(rows).returning(['id', 'role']).execute();
  },

  async insertRoute(db: Db, row: Insertable<RoutesTable>): Promise<number> {
    const route = await db.insertInto('routes').values(row).returning('id').executeTakeFirstOrThrow();
    return route.id;
  },

  async insertStops(db: Db, rows: Insertable<StopsTable>[]): Promise<void> {
    await db.insertInto('stops').values(rows).execute();
  },

  /**
   * The demo route of the team of `dispatcherEmail` while it is as seeded: not optimised or sent,
   * never edited, and its `stopCount` stops never edited either (none added or deleted). Null when
   * there is none such.
   */
  async findUntouchedDemoRoute(
    db: Db,
    where: { dispatcherEmail: string; routeName: string; stopCount: number },
  ): Promise<{ id: number; plannedOn: string; timeZone: string } | null> {
    const route = await db
      .selectFrom('routes')
      .innerJoin('users', 'users.team_id', 'routes.team_id')
      .innerJoin('teams', 'teams.id', 'routes.team_id')
      .select(['routes.id', 'routes.created_at', 'routes.planned_on', 'teams.timezone'])
      .where('users.email', '=', where.dispatcherEmail)
      .where('routes.name', '=', where.routeName)
      .where('routes.is_optimized', '=', false)
      .where('routes.sent_at', 'is', null)
      .whereRef('routes.updated_at', '=', 'routes.created_at')
      .executeTakeFirst();
    if (!route) return null;
    const stops = await db
      .selectFrom('stops')
      .select(['updated_at'])
      .where('route_id', '=', route.id)
      .execute();
    const asSeeded = (s: { updated_at: Date }) => s.updated_at.getTime() === route.created_at.getTime();
    if (stops.length !== where.stopCount || !stops.every(asSeeded)) return null;
    return { id: route.id, plannedOn: route.planned_on, timeZone: route.timezone };
  },

  async moveRoute(db: Db, routeId: number, plannedOn: string): Promise<void> {
    await db.updateTable('routes').set({ planned_on: plannedOn }).where('id', '=', routeId).execute();
  },

  async addRouteDrivers(db: Db, routeId: number, userIds: number[]): Promise<void> {
    await db
      .insertInto('route_drivers')
      .values(userIds.map((userId) => ({ route_id: routeId, user_id: userId })))
      .execute();
  },
};
