import { type ChildProcess, spawnSync } from 'node:child_process';
import { LiveEvents } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { RateLimits } from '../core/rate-limits.js';
import type { Mailer } from '../modules/email/mailer.js';
import { freePort, startRedis } from '../test/processes.js';
import { createRoute, newMember, newTeam } from '../test/routes-helpers.js';
import {
  connectTestSocket,
  listenOnFreePort,
  logInAgain,
  type TTestSocket,
} from '../test/socket-test-helpers.js';
import { call, createTestApp, freshClientAddress, type TTestApp } from '../test/test-app.js';
import { teamRoom } from './live-rooms.js';
import type { LiveSocket } from './socket-server.js';

// Runs where Debian's redis-server is installed; CI sets REQUIRE_REDIS_SERVER=true so that a
// missing one fails instead of skipping.
const redisServer = process.env.REDIS_SERVER_BIN ?? 'redis-server';
const hasRedis = spawnSync(redisServer, ['--version']).status === 0;
const required = process.env.REQUIRE_REDIS_SERVER === 'true';

/** Waits until the first server sees `count` sockets in the room across every process (a Redis round trip each). */
async function waitForSocketsInRoom(live: LiveSocket, room: string, count: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await live.io.in(room).fetchSockets()).length === count) return;
  }
  throw new Error(`the room ${room} never held ${count} sockets`);
}

describe.skipIf(!hasRedis && !required)('two server processes sharing Redis', () => {
  let redis: ChildProcess | undefined;
  let first: TTestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let firstUrl: string;
  let secondUrl: string;
  const sockets: TTestSocket[] = [];
  const connect = async (url: string) => {
    const s = await connectTestSocket(url);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    if (!hasRedis) throw new Error(`${redisServer} is not installed (apt-get install redis-server)`);
    const port = await freePort();
    redis = await startRedis(port, redisServer);
    const REDIS_URL = `redis://127.0.0.1:${port}`;
    // The periodic session re-check an hour away: only the session-ended notice can drop a socket.
    const LIVE_RECHECK_SECONDS = '3600';
    first = await createTestApp({ env: { REDIS_URL, LIVE_RECHECK_SECONDS } });
    // A second app on the same database, as a second process behind a load balancer would be.
    const mailer: Mailer = { sent: [], send: async () => {} };
    second = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        OUTBOX_DIR: '/tmp/rp-test-outbox',
        REDIS_URL,
        LIVE_RECHECK_SECONDS,
      }),
      db: first.deps.db,
      logger: false,
      mailer,
    });
    firstUrl = await listenOnFreePort(first.app);
    secondUrl = await listenOnFreePort(second.app);
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await second?.app.close();
    await first?.close();
    redis?.kill();
  });

  it('shares the request limits: an e-mail over its sign-up limit on one server is over it on the other', async () => {
    const body = { email: `shared-limit-${Date.now()}@example.com`, password: 'correct horse 1' };
    for (let i = 0; i < RateLimits.signup.perEmail.max; i++) {
      const res = await call(first.app, 'POST', '/a/signup/', { body, remoteAddress: freshClientAddress() });
      expect(res.statusCode).toBeLessThan(429);
    }
    const res = await call(second.app, 'POST', '/a/signup/', { body, remoteAddress: freshClientAddress() });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('delivers a change made on one server to the sockets of the other, in the allowed rooms only', async () => {
    const team = await newTeam(first);
    const otherTeam = await newTeam(first);
    const driver = await newMember(first, team.teamId, 1);
    const routeId = await createRoute(first, team.token);
    const otherRoute = await createRoute(first, team.token);
    await first.deps.db
      .insertInto('route_drivers')
      .values({ route_id: routeId, user_id: driver.userId })
      .execute();

    const onSecond = await connect(secondUrl);
    const driverOnSecond = await connect(secondUrl);
    const strangerOnSecond = await connect(secondUrl);
    const onFirst = await connect(firstUrl);
    expect(await onSecond.logIn(team.token)).toEqual({ success: true });
    expect(await driverOnSecond.logIn(driver.token)).toEqual({ success: true });
    expect(await strangerOnSecond.logIn(otherTeam.token)).toEqual({ success: true });
    expect(await onFirst.logIn(team.token)).toEqual({ success: true });
    await waitForSocketsInRoom(first.liveSocket, teamRoom(team.teamId), 2);
    await waitForSocketsInRoom(second.liveSocket, teamRoom(team.teamId), 2);

    // A write through the first server's API, then a change published on the second.
    const stop = await first.app.inject({
      method: 'POST',
      url: `/api/stop/${routeId}/`,
      headers: { authorization: `Bearer ${team.token}` },
      payload: { name: 'Stop', address: '1 Main St', lat: 39.95, lng: -75.16 },
    });
    expect(stop.statusCode, stop.body).toBe(200);
    second.deps.live.publish({ event: LiveEvents.routeChanged, teamId: team.teamId, routeId: otherRoute });

    // Each server sends its own changes to its own sockets at once and the other's through Redis,
    // so the two may arrive in either order.
    const both = [`route-changed:${otherRoute}`, `stop-changed:${routeId}`];
    expect((await onSecond.waitForLiveEvents(2)).sort()).toEqual(both);
    expect((await onFirst.waitForLiveEvents(2)).sort()).toEqual(both);
    await first.liveSocket.flushed();
    expect(await driverOnSecond.waitForLiveEvents(1)).toEqual([`stop-changed:${routeId}`]);
    // Barrier: answers written on these connections after every event above.
    await driverOnSecond.logIn(driver.token);
    await strangerOnSecond.logIn(otherTeam.token);
    expect(driverOnSecond.liveEvents()).toEqual([`stop-changed:${routeId}`]);
    expect(strangerOnSecond.liveEvents()).toEqual([]);
  });

  it("drops a logged-out session's socket on the other server at once; it hears no further event", async () => {
    const team = await newTeam(first);
    const secondSession = await logInAgain(first, team.email);
    const leaving = await connect(secondUrl);
    const stays = await connect(secondUrl);
    expect(await leaving.logIn(team.token)).toEqual({ success: true });
    expect(await stays.logIn(secondSession)).toEqual({ success: true });

    const out = await call(first.app, 'POST', '/a/logout/', { token: team.token });
    expect(out.statusCode, out.body).toBe(200);
    expect(await leaving.disconnected).toBe('io server disconnect');
    first.deps.live.publish({ event: LiveEvents.routeChanged, teamId: team.teamId, routeId: 77 });
    expect(await stays.waitForLiveEvents(1)).toEqual(['route-changed:77']);
    expect(leaving.liveEvents()).toEqual([]);
  });
});
