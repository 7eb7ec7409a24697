import { dayIn } from '@rp/contracts';
import type { TConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { hashPassword } from '../modules/auth/password.js';
import { demoRepository } from './demo.repository.js';
import { DEMO_ROUTE, demoStopRows } from './demo-route.js';

export const DEMO = {
  email: 'demo@routeplanner.local',
  password: 'demo-dispatch',
  team: 'Demo Deliveries',
  timeZone: 'America/New_York',
  depot: { address: '1500 Market St, Philadelphia, PA 19102, US', lat: 39.9526, lng: -75.1652 },
  drivers: [
    { email: 'anna.driver@routeplanner.local', name: 'Anna Kowalska' },
    { email: 'ben.driver@routeplanner.local', name: 'Ben Carter' },
  ],
} as const;

/**
 * On an empty database, creates a demo team in Philadelphia with a dispatcher and two drivers,
 * and a route for today (in Philadelphia) with 25 stops and both drivers selected.
 * Returns the log-in, or null when the database already has users.
 */
export async function seedDemo(db: Db, now: Date): Promise<{ email: string; password: string } | null> {
  if (await demoRepository.hasUsers(db)) return null;
  const passwordHash = await hashPassword(DEMO.password);
  const yearAhead = new Date(now.getTime() + 365 * 24 * 3600 * 1000);
  await db.transaction().execute(async (trx) => {
    const teamId = await demoRepository.insertTeam(trx, {
      name: DEMO.team,
      trial_ends_at: yearAhead,
      plan_active_to_date_manual: yearAhead,
      start_address: DEMO.depot.address,
      start_lat: DEMO.depot.lat,
      start_lng: DEMO.depot.lng,
      end_address: DEMO.depot.address,
      end_lat: DEMO.depot.lat,
      end_lng: DEMO.depot.lng,
      distance_unit: 1,
      country_code: 'US',
      latitude: DEMO.depot.lat,
      longitude: DEMO.depot.lng,
      timezone: DEMO.timeZone,
    });
    const users = await demoRepository.insertUsers(trx, [
      {
        team_id: teamId,
        email: DEMO.email,
        name: 'Demo Dispatcher',
        password_hash: passwordHash,
        role: 3,
        // The demo's addresses are ours and the server chose the password, not someone who signed up
        // first: verified and as good as set through a link, so the demo can invite and ADMIN_EMAILS
        // may list it.
        email_verified_at: now,
        password_set_via_link_at: now,
      },
      ...DEMO.drivers.map((d) => ({
        team_id: teamId,
        email: d.email,
        name: d.name,
        password_hash: passwordHash,
        role: 1,
        email_verified_at: now,
        password_set_via_link_at: now,
      })),
    ]);
    const routeId = await demoRepository.insertRoute(trx, {
      team_id: teamId,
      name: DEMO_ROUTE.name,
      description: DEMO_ROUTE.desc,
      planned_on: dayIn(DEMO.timeZone, now),
      start_time: DEMO_ROUTE.startTime,
      start_point_address: DEMO.depot.address,
      start_point_lat: DEMO.depot.lat,
      start_point_lng: DEMO.depot.lng,
      end_point_address: DEMO.depot.address,
      end_point_lat: DEMO.depot.lat,
      end_point_lng: DEMO.depot.lng,
      created_at: now,
      updated_at: now,
    });
    await demoRepository.insertStops(
      trx,
      demoStopRows(now).map((row) => ({ ...row, route_id: routeId })),
    );
    const driverIds = users.filter((u) => u.role === 1).map((u) => u.id);
    await demoRepository.addRouteDrivers(trx, routeId, driverIds);
  });
  return { email: DEMO.email, password: DEMO.password };
}

/**
 * The start-up step: the demo team on an empty database, except in production or with NO_DEMO
 * (the demo log-in is published, so it must never exist on a real install).
 */
export async function seedDemoAtStart(
  db: Db,
  config: Pick<TConfig, 'NODE_ENV' | 'NO_DEMO'>,
  now: Date,
): Promise<{ email: string; password: string } | null> {
  if (config.NO_DEMO || config.NODE_ENV === 'production') return null;
  const seeded = await seedDemo(db, now);
  if (!seeded) await demoRouteFollowsTheDay(db, now);
  return seeded;
}

/**
 * On a later start (`npm start` again the next morning, on the same data), the demo route moves to the
 * team's today while nobody has touched it, so the demo opens on a route to plan as it did the first
 * day. A demo route the dispatcher changed, optimised or sent stays on its day.
 */
export async function demoRouteFollowsTheDay(db: Db, now: Date): Promise<boolean> {
  const route = await demoRepository.findUntouchedDemoRoute(db, {
    dispatcherEmail: DEMO.email,
    routeName: DEMO_ROUTE.name,
    stopCount: DEMO_ROUTE.stops.length,
  });
  const today = route && dayIn(route.timeZone, now);
  if (!route || !today || route.plannedOn >= today) return false;
  await demoRepository.moveRoute(db, route.id, today);
  return true;
}
