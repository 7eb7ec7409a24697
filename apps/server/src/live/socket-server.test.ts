import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LiveEvents, LiveServerEvents, ServerMessages } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../test/api-call.js';
import {
  createAppWithTeams,
  createRoute,
  newMember,
  newTeam,
  type TTestTeam,
} from '../test/routes-helpers.js';
import {
  connectTestSocket,
  listenOnFreePort,
  refusalsOf,
  type TTestSocket,
} from '../test/socket-test-helpers.js';
import { call, type TTestApp } from '../test/test-app.js';

const DRIVER_ONLY = 1;

let t: TTestApp;
let baseUrl: string;
let team: TTestTeam;
let otherTeam: TTestTeam;
const sockets: TTestSocket[] = [];

/** A connected socket, closed after the file's tests. */
async function connect(): Promise<TTestSocket> {
  const s = await connectTestSocket(baseUrl);
  sockets.push(s);
  return s;
}

const publish = (event: (typeof LiveEvents)[keyof typeof LiveEvents], teamId: number, routeId: number) =>
  t.deps.live.publish({ event, teamId, routeId });

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'rp-live-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  ({ t, team, other: otherTeam } = await createAppWithTeams({ env: { WEB_DIST: webDist } }));
  baseUrl = await listenOnFreePort(t.app);
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

describe('the socket path', () => {
  it('is answered by Socket.IO on the app port, not by the web app', async () => {
    const res = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toMatch(/^0\{"sid":/);
    const page = await fetch(`${baseUrl}/routes`);
    expect(await page.text()).toContain('<title>app</title>');
  });

  it('is never the web app page, even where no socket answers it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/socket.io/?EIO=4&transport=polling' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toMatchObject({ success: false });
  });
});

describe('userLoggedIn', () => {
  it("puts a dispatcher's socket in their team's room: it gets the team's events with the route id", async () => {
    const s = await connect();
    expect(await s.logIn(team.token)).toEqual({ success: true });
    publish(LiveEvents.stopChanged, team.teamId, 11);
    publish(LiveEvents.routeChanged, team.teamId, 12);
    expect(await s.waitForLiveEvents(2)).toEqual(['stop-changed:11', 'route-changed:12']);
  });

  it('accepts the token as { token } too', async () => {
    const s = await connect();
    expect(await s.logIn({ token: team.token })).toEqual({ success: true });
    publish(LiveEvents.driverPositionChanged, team.teamId, 13);
    expect(await s.waitForLiveEvents(1)).toEqual(['driver-position-changed:13']);
  });

  it("sends nothing to a bad token, no token or another team's token", async () => {
    const allowed = await connect();
    const badToken = await connect();
    const noToken = await connect();
    const otherTeamSocket = await connect();
    expect(await allowed.logIn(team.token)).toEqual({ success: true });
    expect(await badToken.logIn('not-a-token')).toEqual({
      success: false,
      message: ServerMessages.unauthorized,
    });
    expect(await otherTeamSocket.logIn(otherTeam.token)).toEqual({ success: true });
    expect(await badToken.disconnected).toBe('io server disconnect');
    expect(refusalsOf(badToken)).toEqual([ServerMessages.unauthorized]);

    publish(LiveEvents.stopChanged, team.teamId, 21);
    publish(LiveEvents.driverRouteChanged, team.teamId, 22);
    await allowed.waitForLiveEvents(2);
    // Each answer below is written after the events were, on the same connection: had either
    // socket been sent an event, it would have arrived before the answer.
    expect(await otherTeamSocket.logIn(otherTeam.token)).toEqual({ success: true });
    expect(await noToken.logIn('')).toMatchObject({ success: false });
    expect(otherTeamSocket.liveEvents()).toEqual([]);
    expect(noToken.liveEvents()).toEqual([]);
    expect(badToken.liveEvents()).toEqual([]);
  });

  it('refuses malformed payloads without harm to the server', async () => {
    const payloads: unknown[][] = [
      [],
      [42],
      [{ token: 5 }],
      [{}],
      ['x'.repeat(5000)],
      [[team.token]],
      [null],
    ];
    for (const args of payloads) {
      const s = await connect();
      expect(await s.logIn(...args), JSON.stringify(args).slice(0, 40)).toMatchObject({ success: false });
      await s.disconnected;
    }
    const noAck = await connect();
    noAck.socket.emit('userLoggedIn', { token: ['a'] });
    expect(await noAck.disconnected).toBe('io server disconnect');
    const unknownEvent = await connect();
    unknownEvent.socket.emit('something-else', 1, 2, 3);

    const s = await connect();
    expect(await s.logIn(team.token)).toEqual({ success: true });
    publish(LiveEvents.routeChanged, team.teamId, 31);
    expect(await s.waitForLiveEvents(1)).toEqual(['route-changed:31']);
    expect(unknownEvent.liveEvents()).toEqual([]);
  });

  it('refuses a lapsed team like the API does (402 message)', async () => {
    const lapsed = await newTeam(t);
    await t.deps.db
      .updateTable('teams')
      .set({ trial_ends_at: new Date(Date.now() - 24 * 3600_000) })
      .where('id', '=', lapsed.teamId)
      .execute();
    const s = await connect();
    expect(await s.logIn(lapsed.token)).toEqual({
      success: false,
      message: ServerMessages.subscriptionRequired,
    });
  });
});

describe('a driver-only member', () => {
  it('gets only the events of the routes they are selected for or assigned to', async () => {
    const driver = await newMember(t, team.teamId, DRIVER_ONLY, 'Dana Driver');
    const assigned = await newMember(t, team.teamId, DRIVER_ONLY, 'Abe Assigned');
    const theirRoute = await createRoute(t, team.token);
    const otherRoute = await createRoute(t, team.token);
    const assignedRoute = await createRoute(t, team.token);
    const saved = await call(t.app, 'POST', '/save_drivers/', {
      token: team.token,
      body: { route_id: theirRoute, drivers: [driver.userId] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.deps.db
      .insertInto('driver_routes')
      .values({ route_id: assignedRoute, driver_id: assigned.userId, position: 0 })
      .execute();

    const dispatcher = await connect();
    const driverSocket = await connect();
    const assignedSocket = await connect();
    expect(await dispatcher.logIn(team.token)).toEqual({ success: true });
    expect(await driverSocket.logIn(driver.token)).toEqual({ success: true });
    expect(await assignedSocket.logIn(assigned.token)).toEqual({ success: true });

    publish(LiveEvents.stopChanged, team.teamId, otherRoute);
    publish(LiveEvents.stopChanged, team.teamId, theirRoute);
    publish(LiveEvents.driverRouteChanged, team.teamId, assignedRoute);
    // A route id of this team is not enough: the route must belong to the team that published.
    publish(LiveEvents.routeChanged, otherTeam.teamId, theirRoute);
    await dispatcher.waitForLiveEvents(3);
    await t.liveSocket.flushed();
    expect(await driverSocket.waitForLiveEvents(1)).toEqual([`stop-changed:${theirRoute}`]);
    expect(await assignedSocket.waitForLiveEvents(1)).toEqual([`driver-route-changed:${assignedRoute}`]);
    // Barrier: answers written after every event above.
    await driverSocket.logIn(driver.token);
    await assignedSocket.logIn(assigned.token);
    expect(driverSocket.liveEvents()).toEqual([`stop-changed:${theirRoute}`]);
    expect(assignedSocket.liveEvents()).toEqual([`driver-route-changed:${assignedRoute}`]);
    expect(dispatcher.liveEvents()).toEqual([
      `stop-changed:${otherRoute}`,
      `stop-changed:${theirRoute}`,
      `driver-route-changed:${assignedRoute}`,
    ]);
  });
});

describe('a driver-only member whose route goes away', () => {
  it('hears of the deletion of a route they were on, though nobody is on it afterwards', async () => {
    const driver = await newMember(t, team.teamId, DRIVER_ONLY, 'Gone Route Driver');
    const routeId = await createRoute(t, team.token);
    const saved = await call(t.app, 'POST', '/save_drivers/', {
      token: team.token,
      body: { route_id: routeId, drivers: [driver.userId] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const driverSocket = await connect();
    expect(await driverSocket.logIn(driver.token)).toEqual({ success: true });

    const deleted = await call(t.app, 'POST', '/route_delete/', {
      token: team.token,
      body: { route_id: routeId },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await t.liveSocket.flushed();
    expect(await driverSocket.waitForLiveEvents(1)).toEqual([`route-changed:${routeId}`]);
  });
});

describe('sessions checked again', () => {
  it('drops a socket whose token was logged out, at the next re-check', async () => {
    const member = await newMember(t, team.teamId, 3, 'Leaving');
    const s = await connect();
    const stays = await connect();
    expect(await s.logIn(member.token)).toEqual({ success: true });
    expect(await stays.logIn(team.token)).toEqual({ success: true });
    const out = await call(t.app, 'POST', '/a/logout/', { token: member.token });
    expect(out.statusCode, out.body).toBe(200);

    await t.liveSocket.recheckSessions();
    expect(await s.disconnected).toBe('io server disconnect');
    expect(refusalsOf(s)).toEqual([ServerMessages.unauthorized]);
    publish(LiveEvents.routeChanged, team.teamId, 41);
    expect(await stays.waitForLiveEvents(1)).toEqual(['route-changed:41']);
    expect(s.liveEvents()).toEqual([]);
  });

  it('moves a socket to the driver room when the member loses the dispatcher role', async () => {
    const member = await newMember(t, team.teamId, 3, 'Demoted');
    const s = await connect();
    expect(await s.logIn(member.token)).toEqual({ success: true });
    await t.deps.db.updateTable('users').set({ role: DRIVER_ONLY }).where('id', '=', member.userId).execute();
    await t.liveSocket.recheckSessions();

    const witness = await connect();
    expect(await witness.logIn(team.token)).toEqual({ success: true });
    publish(LiveEvents.routeChanged, team.teamId, 51);
    await witness.waitForLiveEvents(1);
    await t.liveSocket.flushed();
    await s.logIn(member.token);
    expect(s.liveEvents()).toEqual([]);
  });
});

describe('a driver route handed to another driver', () => {
  it("tells every socket of the drivers it was taken from, once, with the new driver's name", async () => {
    const anna = await newMember(t, team.teamId, DRIVER_ONLY, 'Handed Anna');
    const ben = await newMember(t, team.teamId, DRIVER_ONLY, 'Handed Ben');
    const annaSocket = await connect();
    const benSocket = await connect();
    expect(await annaSocket.logIn(anna.token)).toEqual({ success: true });
    expect(await benSocket.logIn(ben.token)).toEqual({ success: true });
    const handOver = (vehicleRouteId: number) => {
      const handedOver = { driverIds: [anna.userId], vehicleRouteId, toName: 'Handed Ben' };
      for (const event of [LiveEvents.routeChanged, LiveEvents.driverRouteChanged]) {
        t.deps.live.publish({
          event,
          teamId: team.teamId,
          routeId: 76,
          formerDriverIds: [anna.userId],
          handedOver,
        });
      }
    };
    handOver(77);
    // A second hand-over marks the end: had the first been told twice, both copies came before it.
    handOver(99);
    const told = () => annaSocket.received.filter((e) => e.event === LiveServerEvents.routeHandedOver);
    await annaSocket.waitUntil(() => told().length >= 2);
    expect(told().map((e) => e.data)).toEqual([
      { route_id: 76, vehicle_route_id: 77, to_name: 'Handed Ben' },
      { route_id: 76, vehicle_route_id: 99, to_name: 'Handed Ben' },
    ]);
    expect(benSocket.received.some((e) => e.event === LiveServerEvents.routeHandedOver)).toBe(false);
  });
});
