import { Api, ReadinessMessages, ServerMessages } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  missingPrograms,
  runsMultiProcessTests,
  startPostgres,
  type TPostgresServer,
} from '../test/processes.js';
import { newTeam, type TTestTeam } from '../test/routes-helpers.js';
import { createTestApp, type TTestApp } from '../test/test-app.js';

// A PostgreSQL server of the test's own (the run's server must not be restarted under other tests).
const runs = runsMultiProcessTests(['postgres']);

interface TAnswer {
  status: number;
  message?: string;
  retryAfter?: string | string[];
}

describe.skipIf(!runs)('PostgreSQL restarted under the server', () => {
  let pg: TPostgresServer;
  let t: TTestApp;
  let team: TTestTeam;
  let routeId: number;

  beforeAll(async () => {
    expect(missingPrograms(['postgres'])).toEqual([]);
    pg = await startPostgres();
    // Polls for jobs as a real server does, so the queue also lives through the restart.
    t = await createTestApp({ databaseUrl: pg.url, pollJobs: true });
    team = await newTeam(t);
    const route = await t.app.inject({
      method: 'POST',
      url: '/api/route/',
      headers: { authorization: `Bearer ${team.token}` },
      payload: { planned_on: '2025-06-02' },
    });
    routeId = route.json().id;
  });

  afterAll(async () => {
    await t?.close();
    await pg?.remove();
  });

  const answerOf = (res: {
    statusCode: number;
    json(): { message?: string };
    headers: Record<string, unknown>;
  }): TAnswer => ({
    status: res.statusCode,
    message: res.statusCode === 200 ? undefined : res.json().message,
    retryAfter: res.headers['retry-after'] as string | undefined,
  });
  const listStops = async () =>
    answerOf(
      await t.app.inject({
        method: 'GET',
        url: `/api/stops/${routeId}/`,
        headers: { authorization: `Bearer ${team.token}` },
      }),
    );
  const addStop = async (i: number) =>
    answerOf(
      await t.app.inject({
        method: 'POST',
        url: `/api/stop/${routeId}/`,
        headers: { authorization: `Bearer ${team.token}` },
        payload: { name: `Stop ${i}`, address: `${i} Main St`, lat: 39.95, lng: -75.16 },
      }),
    );
  const ready = async () => answerOf(await t.app.inject({ method: 'GET', url: '/api/health/ready' }));

  it('answers 503 with a clear message and not ready while the database is down, and recovers when it is back', async () => {
    expect(Api.listStops.path).toBe('/stops/{routeId}/');
    expect((await listStops()).status).toBe(200);
    await pg.stop();
    expect(await listStops()).toEqual({
      status: 503,
      message: ServerMessages.databaseUnavailable,
      retryAfter: '2',
    });
    expect(await addStop(0)).toMatchObject({ status: 503, message: ServerMessages.databaseUnavailable });
    expect(await ready()).toMatchObject({ status: 503, message: ReadinessMessages.databaseUnreachable });
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);

    await pg.start();
    // The same app, not restarted: its pool opens new connections to the server that came back.
    expect(await ready()).toMatchObject({ status: 200 });
    expect(await listStops()).toMatchObject({ status: 200 });
    expect(await addStop(1)).toMatchObject({ status: 200 });
  });

  it('fails the requests in flight during a restart with a 503, never a 500 or a hang, and serves again after it', async () => {
    const answers: TAnswer[] = [];
    let restarted = false;
    let afterRestartOk = 0;
    let written = 0;
    let refusedWrites = 0;
    // Four clients reading and writing without pause, before, during and after the restart.
    const client = async (n: number) => {
      for (let i = 0; afterRestartOk < 8; i++) {
        const a = i % 2 === 0 ? await listStops() : await addStop(n * 1000 + i);
        answers.push(a);
        if (i % 2 === 1 && a.status === 200) written += 1;
        if (i % 2 === 1 && a.status !== 200) refusedWrites += 1;
        if (restarted && a.status === 200) afterRestartOk += 1;
      }
    };
    const clients = [0, 1, 2, 3].map(client);
    await new Promise((r) => setTimeout(r, 300));
    await pg.restart();
    restarted = true;
    await Promise.all(clients);

    const failures = answers.filter((a) => a.status !== 200);
    expect(failures.length).toBeGreaterThan(0);
    expect(new Set(failures.map((a) => `${a.status} ${a.message}`))).toEqual(
      new Set([`503 ${ServerMessages.databaseUnavailable}`]),
    );
    expect(await ready()).toMatchObject({ status: 200 });
    // No answered write lost. A write whose connection was cut right after its COMMIT is the only
    // one that may be there though answered 503 (the client cannot know; it is one whole stop).
    const stops = await t.app.inject({
      method: 'GET',
      url: `/api/stops/${routeId}/`,
      headers: { authorization: `Bearer ${team.token}` },
    });
    const count = (stops.json() as { stops: unknown[] }).stops.length;
    // One stop is from the first test.
    expect(count).toBeGreaterThanOrEqual(written + 1);
    expect(count).toBeLessThanOrEqual(written + 1 + refusedWrites);
  });
});
