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

  async addRouteDrivers(db: Db, routeId: number, userIds: number[]): Promise<void> {
    await db
      .insertInto('route_drivers')
      .values(userIds.map((userId) => ({ route_id: routeId, user_id: userId })))
      .execute();
  },
};
