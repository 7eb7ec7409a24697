import { Role, RouteStatus } from '@rp/contracts';
import type { Db } from '../src/db/database.js';
import { newToken } from '../src/modules/auth/tokens.js';
import { insertRouteWithStops } from '../src/test/route-fixture.js';

/**
 * bench:live's data, written straight to the database before the web processes start (data not
 * under test; 200 drivers could not be invited through the API within its limits): a dispatcher, a
 * route of `stops` stops to read, and `drivers` drivers each on a started driver route of another.
 */
export interface TLiveSeed {
  dispatcherToken: string;
  readRouteId: number;
  drivers: { token: string; vehicleRouteId: number }[];
}

async function userWithSession(
  db: Db,
  teamId: number,
  email: string,
  role: number,
): Promise<{ id: number; token: string }> {
  const user = await db
    .insertInto('users')
    .values({
      team_id: teamId,
      email,
      name: email.split('@')[0] ?? email,
      role,
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token, hash } = newToken();
  await db
    .insertInto('sessions')
    .values({ user_id: user.id, token_hash: hash, expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  return { id: user.id, token };
}

export async function seedLiveBench(db: Db, opts: { drivers: number; stops: number }): Promise<TLiveSeed> {
  const team = await db
    .insertInto('teams')
    .values({ name: 'Live bench', trial_ends_at: new Date(Date.now() + 30 * 86_400_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const dispatcher = await userWithSession(
    db,
    team.id,
    'dispatcher@bench.local',
    Role.Dispatcher | Role.Driver,
  );
  const readRouteId = await insertRouteWithStops(db, {
    teamId: team.id,
    driverIds: [dispatcher.id],
    stops: opts.stops,
    name: 'Read route',
    plannedOn: '2030-01-15',
  });
  const positionsRoute = await db
    .insertInto('routes')
    .values({
      team_id: team.id,
      name: 'Drivers on the road',
      planned_on: new Date().toISOString().slice(0, 10),
      start_time: 8 * 60,
      sent_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const drivers: TLiveSeed['drivers'] = [];
  for (let i = 0; i < opts.drivers; i++) {
    const driver = await userWithSession(db, team.id, `driver${i + 1}@bench.local`, Role.Driver);
    const now = new Date();
    const dr = await db
      .insertInto('driver_routes')
      .values({
        route_id: positionsRoute.id,
        driver_id: driver.id,
        position: i,
        route_status: RouteStatus.Started,
        started_time: now,
        sent_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    drivers.push({ token: driver.token, vehicleRouteId: dr.id });
  }
  return { dispatcherToken: dispatcher.token, readRouteId, drivers };
}
