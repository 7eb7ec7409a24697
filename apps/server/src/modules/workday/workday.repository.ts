import type { TDriverRouteDay } from '@rp/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { WorkdayColumns } from '../../db/schema.js';

const DRIVER_BIT = 1;

/** The columns of a working day, as written. */
export type TWorkdayRow = { [K in keyof WorkdayColumns]: WorkdayColumns[K]['__select__'] };

const WORKDAY_COLUMNS = [
  'shift_start',
  'shift_end',
  'break_duration',
  'break_window_start',
  'break_window_end',
  'start_place',
  'end_place',
  'max_stops',
  'capacity',
  'max_weight',
  'skills',
] as const;

/** The only SQL of drivers' working days and the route's goal. */
export const workdayRepository = {
  /** A driver of the team (role bit 1), or undefined: another team's user answers 404. */
  findTeamDriver(db: Db, teamId: number, userId: number) {
    return db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'start_lat', 'start_lng'])
      .where('team_id', '=', teamId)
      .where('id', '=', userId)
      .where(sql<number>`role & ${DRIVER_BIT}`, '=', DRIVER_BIT)
      .executeTakeFirst();
  },

  driverDefaults(db: Db, userIds: readonly number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('driver_workdays')
      .select(['user_id', ...WORKDAY_COLUMNS])
      .where('user_id', 'in', [...userIds])
      .execute();
  },

  routeOverrides(db: Db, routeId: number) {
    return db
      .selectFrom('route_driver_workdays')
      .select(['user_id', ...WORKDAY_COLUMNS])
      .where('route_id', '=', routeId)
      .execute();
  },

  /** The driver's overrides on the team's routes planned on `fromDay` or later, each with its route. */
  upcomingOverridesOf(db: Db, teamId: number, userId: number, fromDay: string) {
    return db
      .selectFrom('route_driver_workdays as w')
      .innerJoin('routes', 'routes.id', 'w.route_id')
      .select(['routes.id as route_id', 'routes.name', 'routes.planned_on'])
      .select(WORKDAY_COLUMNS.map((c) => `w.${c}` as const))
      .where('routes.team_id', '=', teamId)
      .where('w.user_id', '=', userId)
      .where('routes.planned_on', '>=', fromDay)
      .orderBy('routes.planned_on')
      .orderBy('routes.id')
      .execute();
  },

  teamTimezone(db: Db, teamId: number) {
    return db.selectFrom('teams').select('timezone').where('id', '=', teamId).executeTakeFirst();
  },

  saveDriverDefault(db: Db, userId: number, row: TWorkdayRow) {
    return db
      .insertInto('driver_workdays')
      .values({ user_id: userId, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
      .execute();
  },

  saveRouteOverride(db: Db, routeId: number, userId: number, row: TWorkdayRow) {
    return db
      .insertInto('route_driver_workdays')
      .values({ route_id: routeId, user_id: userId, ...row })
      .onConflict((oc) => oc.columns(['route_id', 'user_id']).doUpdateSet(row))
      .execute();
  },

  /** Members of the route's team among `userIds`, with their names and homes (drivers handed a driver route). */
  routeTeamUsers(db: Db, routeId: number, userIds: readonly number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('users')
      .innerJoin('routes', 'routes.team_id', 'users.team_id')
      .select(['users.id', 'users.name', 'users.email', 'users.start_lat', 'users.start_lng'])
      .where('routes.id', '=', routeId)
      .where('users.id', 'in', [...userIds])
      .orderBy('users.email')
      .execute();
  },

  /** The route's selected drivers with their names and homes. */
  selectedDrivers(db: Db, routeId: number) {
    return db
      .selectFrom('route_drivers')
      .innerJoin('users', 'users.id', 'route_drivers.user_id')
      .select(['users.id', 'users.name', 'users.email', 'users.start_lat', 'users.start_lng'])
      .where('route_drivers.route_id', '=', routeId)
      .orderBy('users.email')
      .execute();
  },

  setGoal(db: Db, routeId: number, goal: string) {
    return db.updateTable('routes').set({ goal }).where('id', '=', routeId).execute();
  },
};

/** What an optimisation stores of the working day: each driver route's day, each left-out stop's reason. */
export const workdayPlanRepository = {
  setDriverRouteDay(db: Db, vehicleRouteId: number, day: TDriverRouteDay) {
    return db.updateTable('driver_routes').set(day).where('id', '=', vehicleRouteId).execute();
  },

  /** Every stop of the route gets its reason ('' when placed). */
  async setUnassignedReasons(db: Db, routeId: number, reasons: readonly { id: number; reason: string }[]) {
    await db.updateTable('stops').set({ unassigned_reason: '' }).where('route_id', '=', routeId).execute();
    for (const r of reasons)
      await db
        .updateTable('stops')
        .set({ unassigned_reason: r.reason })
        .where('route_id', '=', routeId)
        .where('id', '=', r.id)
        .execute();
  },
};
