import { Api, Messages } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedStopsOf, seedOptimisableRoute, solveJobsOf, waitFor } from '../test/cluster-helpers.js';
import { createTestDatabase } from '../test/postgres-template.js';
import {
  runsMultiProcessTests,
  startWebProcess,
  startWorkerProcess,
  type TProductProcess,
} from '../test/processes.js';
import { createTestApp, type TTestApp } from '../test/test-app.js';

// Real processes on the run's PostgreSQL (a database of this file's own).
const runs = runsMultiProcessTests([]);

/** Short search, quick expiry and retry, so a lost solve is tried again within seconds. */
const clusterEnv = (databaseUrl: string): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  WEB_TAKES_JOBS: 'false',
  OPTIMIZE_TIME_LIMIT_MS: '2000',
  OPTIMIZE_MAX_ITERATIONS: '3000',
  // Room for a slow machine: only a try whose worker died may outlive it.
  SOLVE_JOB_GRACE_SECONDS: '5',
  JOB_POLL_SECONDS: '0.5',
  JOB_RETRY_DELAY_SECONDS: '1',
  JOB_MAINTENANCE_SECONDS: '1',
});

/** position_on_the_route of a stop on no driver route (the spec's 999999). */
const UNPLANNED = 999999;

describe.skipIf(!runs)('a worker process killed in the middle of an optimisation', () => {
  let seed: TTestApp;
  let dropDb: () => Promise<void>;
  let env: Record<string, string>;
  const processes: TProductProcess[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase(process.env.DATABASE_URL ?? '');
    dropDb = database.drop;
    env = clusterEnv(database.url);
    // Writes the data not under test; takes no jobs.
    seed = await createTestApp({
      databaseUrl: database.url,
      pollJobs: true,
      env: { WEB_TAKES_JOBS: 'false' },
    });
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    await seed?.close();
    await dropDb?.();
  });

  it('is retried by another worker and the route ends optimised once, whole', async () => {
    const { token, routeId } = await seedOptimisableRoute(seed, 30);
    const [web, doomed] = await Promise.all([startWebProcess(env), startWorkerProcess(env)]);
    processes.push(web, doomed);

    const answer = fetch(`${web.url}/api${Api.optimize.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ route_id: routeId, is_route_optimization: true }),
    });
    await waitFor(async () => (await solveJobsOf(seed)).some((j) => j.state === 'active'));
    await doomed.stop('SIGKILL');
    const before = await plannedStopsOf(seed, routeId);
    processes.push(await startWorkerProcess(env));
    const res = await answer;
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ err: 0, message: Messages.optimized, unassigned: 0 });
    // The lost try expired and the second one finished: one job, retried once.
    expect(await solveJobsOf(seed)).toEqual([{ state: 'completed', retry_count: 1 }]);
    // Nothing of the killed try was written.
    expect(before.map((s) => s.position_on_the_route)).toEqual(before.map(() => UNPLANNED));
    // Written once: one driver route, every stop on it at a position of its own.
    const driverRoutes = await seed.deps.db
      .selectFrom('driver_routes')
      .select('id')
      .where('route_id', '=', routeId)
      .execute();
    expect(driverRoutes).toHaveLength(1);
    const stops = await plannedStopsOf(seed, routeId);
    expect(new Set(stops.map((s) => s.vehicle_route_id))).toEqual(new Set([driverRoutes[0]?.id]));
    const positions = new Set(stops.map((s) => s.position_on_the_route));
    expect(positions.size).toBe(30);
    expect(positions.has(UNPLANNED)).toBe(false);
  }, 180_000);
});
