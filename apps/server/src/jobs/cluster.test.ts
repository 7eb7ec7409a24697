import type { ChildProcess } from 'node:child_process';
import { Api, Messages } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../ops/prometheus-text.js';
import { plannedStopsOf, seedOptimisableRoute, solveJobsOf, waitFor } from '../test/cluster-helpers.js';
import { readPdf } from '../test/pdf-text.js';
import { createTestDatabase } from '../test/postgres-template.js';
import {
  freePort,
  missingPrograms,
  runsMultiProcessTests,
  startHaproxy,
  startRedis,
  startWebProcess,
  startWorkerProcess,
  type THaproxy,
  type TProductProcess,
} from '../test/processes.js';
import { connectTestSocket, type TTestSocket } from '../test/socket-test-helpers.js';
import { createTestApp, type TTestApp } from '../test/test-app.js';

// Real processes, as the README's layout runs them: two web processes that take no jobs behind
// HAProxy, a worker, the run's PostgreSQL (a database of this file's own) and a Redis of the test's.
const needs = ['redis-server', 'haproxy'] as const;
const runs = runsMultiProcessTests(needs);

/** position_on_the_route of a stop on no driver route (the spec's 999999). */
const UNPLANNED = 999999;

describe.skipIf(!runs)('two web processes and workers behind HAProxy, on PostgreSQL and Redis', () => {
  let seed: TTestApp;
  let dropDb: () => Promise<void>;
  let redis: ChildProcess | undefined;
  let proxy: THaproxy;
  let env: Record<string, string>;
  let firstWorker: TProductProcess;
  let workerMetricsUrl: string;
  const sockets: TTestSocket[] = [];
  const processes: TProductProcess[] = [];

  beforeAll(async () => {
    expect(missingPrograms(needs)).toEqual([]);
    const redisPort = await freePort();
    const database = await createTestDatabase(process.env.DATABASE_URL ?? '');
    dropDb = database.drop;
    redis = await startRedis(redisPort);
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      // The web processes take no jobs: every solve runs on a worker.
      WEB_TAKES_JOBS: 'false',
      TRUST_PROXY: '127.0.0.1',
      OPTIMIZE_TIME_LIMIT_MS: '2000',
      OPTIMIZE_MAX_ITERATIONS: '3000',
      // A lost solve is taken again within seconds; room for a slow machine, so only a try whose
      // worker died outlives it.
      SOLVE_JOB_GRACE_SECONDS: '5',
      JOB_POLL_SECONDS: '0.5',
      JOB_RETRY_DELAY_SECONDS: '1',
      JOB_MAINTENANCE_SECONDS: '1',
    };
    // Writes the data not under test; takes no jobs.
    seed = await createTestApp({
      databaseUrl: database.url,
      pollJobs: true,
      env: { WEB_TAKES_JOBS: 'false' },
    });
    const workerMetricsPort = await freePort();
    workerMetricsUrl = `http://127.0.0.1:${workerMetricsPort}/metrics`;
    const [web1, web2, worker] = await Promise.all([
      startWebProcess(env),
      // The solves web2 asks for run their whole time limit, so a worker killed while one is active
      // is killed mid-solve: a warm worker ends 3,000 iterations of 30 stops between two polls.
      startWebProcess({ ...env, OPTIMIZE_MAX_ITERATIONS: '1000000000', OPTIMIZE_TIME_LIMIT_MS: '6000' }),
      // Prometheus scrapes a worker on a port of its own: it serves no other HTTP.
      startWorkerProcess({ ...env, METRICS_PORT: String(workerMetricsPort) }),
    ]);
    firstWorker = worker;
    processes.push(web1, web2, worker);
    proxy = await startHaproxy({ web1: portOf(web1), web2: portOf(web2) });
  }, 240_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    proxy?.stop();
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    redis?.kill();
    await seed?.close();
    await dropDb?.();
  });

  /** Optimises through the proxy on the web process `backend` (HAProxy's use-server on X-Backend). */
  const optimise = (token: string, routeId: number, backend: string) =>
    fetch(`${proxy.url}/api${Api.optimize.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-backend': backend },
      body: JSON.stringify({ route_id: routeId, is_route_optimization: true }),
    });

  it('a dispatcher on one process optimises, the worker solves, the driver on the other process hears it', async () => {
    const { token, routeId, driver } = await seedOptimisableRoute(seed, 12);
    // The driver's socket through the proxy, held on the second process.
    const socket = await connectTestSocket(proxy.url, { headers: { 'x-backend': 'web2' } });
    sockets.push(socket);
    expect(await socket.logIn(driver.token)).toEqual({ success: true });

    const res = await optimise(token, routeId, 'web1');
    expect(res.headers.get('x-served-by')).toBe('web1');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ err: 0, message: Messages.optimized, unassigned: 0 });
    // Neither web process takes jobs, so the completed solve ran on the worker.
    expect(await solveJobsOf(seed)).toEqual([{ state: 'completed', retry_count: 0 }]);
    const heard = await socket.waitForLiveEvents(1);
    expect(heard[0]).toMatch(new RegExp(`:${routeId}$`));
  });

  it("the worker's metrics on METRICS_PORT count the solve it ran and parse as Prometheus text", async () => {
    const res = await fetch(workerMetricsUrl);
    expect(res.status).toBe(200);
    const { samples, types } = parsePrometheusText(await res.text());
    expect(types.get('rp_jobs_finished_total')).toBe('counter');
    // The first test's solve ran here: neither web process takes jobs.
    expect(sampleValue(samples, 'rp_jobs_finished_total', { kind: 'solve', state: 'completed' })).toBe(1);
    expect(sampleValue(samples, 'rp_job_duration_seconds_count', { kind: 'solve', state: 'completed' })).toBe(
      1,
    );
    expect((await fetch(workerMetricsUrl.replace('/metrics', '/api/health/live'))).status).toBe(404);
  });

  it('spreads requests without a pin over both web processes', async () => {
    const served = new Set<string | null>();
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${proxy.url}/api/health/live`);
      served.add(res.headers.get('x-served-by'));
    }
    expect(served).toEqual(new Set(['web1', 'web2']));
  });

  it('a report job started on a web process that takes no jobs is built by the worker, and its PDF downloads', async () => {
    const { token, routeId } = await seedOptimisableRoute(seed, 3);
    const through = (backend: string, path: string, init: RequestInit = {}) =>
      fetch(`${proxy.url}/api${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'x-backend': backend,
        },
      });
    const started = await through('web1', Api.startRouteReportJob.path, {
      method: 'POST',
      body: JSON.stringify({ route_id: routeId }),
    });
    expect(started.status).toBe(202);
    const { job_id: jobId } = (await started.json()) as { job_id: string };
    // Neither web process nor the seeding app takes jobs: only the worker can finish it.
    await waitFor(async () => {
      const res = await through('web2', `/route_report_jobs/${jobId}/`);
      return ((await res.json()) as { state: string }).state === 'done';
    });
    const pdf = await through('web2', `/route_report_jobs/${jobId}/pdf/`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).pages.map((p) => p.text).join(' ');
    expect(text).toContain('Cluster route');
  }, 60_000);

  it('a worker killed mid-optimisation: another takes the job again and the route ends optimised once, whole', async () => {
    const { token, routeId } = await seedOptimisableRoute(seed, 30);
    const answer = optimise(token, routeId, 'web2');
    await waitFor(async () => (await solveJobsOf(seed)).some((j) => j.state === 'active'));
    await firstWorker.stop('SIGKILL');
    const before = await plannedStopsOf(seed, routeId);
    processes.push(await startWorkerProcess(env));

    const res = await answer;
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ err: 0, message: Messages.optimized, unassigned: 0 });
    // The killed try expired and the next one, on the new worker, finished.
    expect((await solveJobsOf(seed)).at(-1)).toEqual({ state: 'completed', retry_count: 1 });
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

function portOf(p: TProductProcess): number {
  return Number(new URL(p.url ?? '').port);
}
