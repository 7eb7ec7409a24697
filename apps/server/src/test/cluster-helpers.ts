import { sql } from 'kysely';
import { insertRouteWithStops } from './route-fixture.js';
import { newMember, newTeam } from './routes-helpers.js';
import type { TTestApp } from './test-app.js';

/** A dispatcher's team with a driver and a route of `stops` stops ready to optimise (depot, driver). */
export async function seedOptimisableRoute(
  t: TTestApp,
  stops: number,
): Promise<{ token: string; routeId: number; driver: { token: string; userId: number } }> {
  const team = await newTeam(t);
  const driver = await newMember(t, team.teamId, 1, 'Driver');
  const routeId = await insertRouteWithStops(t.deps.db, {
    teamId: team.teamId,
    driverIds: [driver.userId],
    stops,
    name: 'Cluster route',
    plannedOn: '2030-01-15',
  });
  return { token: team.token, routeId, driver };
}

/** The queue's solve jobs (pg-boss's own table) as state and retries, oldest first. */
export async function solveJobsOf(t: TTestApp): Promise<{ state: string; retry_count: number }[]> {
  const { rows } = await sql<{ state: string; retry_count: number }>`
    select state, retry_count from pgboss.job where name = 'solve' order by created_on`.execute(t.deps.db);
  return rows;
}

/** Resolves once `check` holds, asking every 100 ms (the test's own time limit bounds it). */
export async function waitFor(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 100));
}

/** The route's stops as the planner sees them: which driver route and position each has. */
export async function plannedStopsOf(
  t: TTestApp,
  routeId: number,
): Promise<{ id: number; vehicle_route_id: number | null; position_on_the_route: number | null }[]> {
  const { rows } = await sql<{
    id: number;
    vehicle_route_id: number | null;
    position_on_the_route: number | null;
  }>`select id, vehicle_route_id, position_on_the_route from stops where route_id = ${routeId} order by id`.execute(
    t.deps.db,
  );
  return rows;
}
