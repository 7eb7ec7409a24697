import { LiveEvents, ServerMessages } from '@rp/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newMember, newTeam, type TTestTeam } from '../test/routes-helpers.js';
import {
  connectTestSocket,
  listenOnFreePort,
  logInAgain,
  refusalsOf,
  type TTestSocket,
  waitForOpenConnections,
} from '../test/socket-test-helpers.js';
import { lastMailTo, tokenFromMail } from '../test/team-test-helpers.js';
import { call, createTestApp, freshClientAddress, type TTestApp } from '../test/test-app.js';

/**
 * One app for the tests of users' sockets: two per user, and the periodic re-check (the backstop)
 * an hour away, so only the session-ended notice can drop a socket.
 */
const SHARED = { LIVE_SOCKETS_PER_USER: '2', LIVE_RECHECK_SECONDS: '3600' };
let shared: TTestApp;
let sharedUrl: string;
beforeAll(async () => {
  shared = await createTestApp({ env: SHARED });
  sharedUrl = await listenOnFreePort(shared.app);
});
afterAll(async () => {
  await shared.close();
});

let t: TTestApp | undefined;
let baseUrl: string;
const sockets: TTestSocket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await t?.close();
  t = undefined;
});

/** A listening app with these settings (none: the shared one) and a new dispatcher's team. */
async function start(env?: Record<string, string>): Promise<{ app: TTestApp; team: TTestTeam }> {
  if (env) {
    t = await createTestApp({ env });
    baseUrl = await listenOnFreePort(t.app);
    return { app: t, team: await newTeam(t) };
  }
  baseUrl = sharedUrl;
  return { app: shared, team: await newTeam(shared) };
}

async function connect(headers?: Record<string, string>): Promise<TTestSocket> {
  const s = await connectTestSocket(baseUrl, headers ? { headers } : {});
  sockets.push(s);
  return s;
}

async function loggedIn(token: string): Promise<TTestSocket> {
  const s = await connect();
  expect(await s.logIn(token)).toEqual({ success: true });
  return s;
}

describe('a socket that does not log in', () => {
  it('is told and dropped once LIVE_LOGIN_TIMEOUT_SECONDS have passed; a logged-in one stays', async () => {
    const { app, team } = await start({ LIVE_LOGIN_TIMEOUT_SECONDS: '0.2' });
    const member = await loggedIn(team.token);
    const silent = await connect();
    expect(await silent.disconnected).toBe('io server disconnect');
    expect(refusalsOf(silent)).toEqual([ServerMessages.socketLoginTimedOut]);

    app.deps.live.publish({ event: LiveEvents.routeChanged, teamId: team.teamId, routeId: 7 });
    expect(await member.waitForLiveEvents(1)).toEqual(['route-changed:7']);
    expect(member.socket.connected).toBe(true);
  });
});

describe('sockets per client address', () => {
  it('refuses the socket over LIVE_SOCKETS_PER_ADDRESS, and takes one again once another closed', async () => {
    const { app } = await start({ LIVE_SOCKETS_PER_ADDRESS: '3' });
    const first = await connect();
    await connect();
    await connect();
    await expect(connectTestSocket(baseUrl)).rejects.toThrow();
    // A forged X-Forwarded-For is not believed without TRUST_PROXY: still the same address.
    await expect(
      connectTestSocket(baseUrl, { headers: { 'x-forwarded-for': '203.0.113.7' } }),
    ).rejects.toThrow();

    first.close();
    await waitForOpenConnections(app, 2);
    await connect();
  });

  it('counts per forwarded address behind a trusted proxy', async () => {
    await start({ LIVE_SOCKETS_PER_ADDRESS: '2', TRUST_PROXY: '127.0.0.1' });
    const clientA = { 'x-forwarded-for': '198.51.100.1' };
    await connect(clientA);
    await connect(clientA);
    await expect(connectTestSocket(baseUrl, { headers: clientA })).rejects.toThrow();
    await connect({ 'x-forwarded-for': '198.51.100.2' });
  });
});

describe('sockets per user', () => {
  it('refuses the log-in over LIVE_SOCKETS_PER_USER, whichever session; the open ones stay', async () => {
    const { app, team } = await start();
    const other = await newTeam(app);
    const first = await loggedIn(team.token);
    const secondSession = await logInAgain(app, team.email);
    await loggedIn(secondSession);
    // Logging in again on a socket of theirs is no extra socket.
    expect(await first.logIn(team.token)).toEqual({ success: true });

    const third = await connect();
    expect(await third.logIn(secondSession)).toEqual({
      success: false,
      message: ServerMessages.tooManySocketsOfUser,
    });
    expect(await third.disconnected).toBe('io server disconnect');
    await loggedIn(other.token);

    app.deps.live.publish({ event: LiveEvents.stopChanged, teamId: team.teamId, routeId: 9 });
    expect(await first.waitForLiveEvents(1)).toEqual(['stop-changed:9']);
  });
});

describe('a session that ends', () => {
  it('drops the sockets of a logged-out session at once; they hear no further event', async () => {
    const { app, team } = await start();
    const other = await logInAgain(app, team.email);
    const leaving = await loggedIn(team.token);
    const stays = await loggedIn(other);

    const out = await call(app.app, 'POST', '/a/logout/', { token: team.token });
    expect(out.statusCode, out.body).toBe(200);
    expect(await leaving.disconnected).toBe('io server disconnect');
    expect(refusalsOf(leaving)).toEqual([ServerMessages.unauthorized]);

    app.deps.live.publish({ event: LiveEvents.routeChanged, teamId: team.teamId, routeId: 3 });
    expect(await stays.waitForLiveEvents(1)).toEqual(['route-changed:3']);
    expect(leaving.liveEvents()).toEqual([]);
  });

  it('drops every socket of a user who set a new password through a mailed link', async () => {
    const { app, team } = await start();
    const other = await logInAgain(app, team.email);
    const sockets = [await loggedIn(team.token), await loggedIn(other)];
    const forgot = await call(app.app, 'POST', '/forgot-password/', {
      body: { email: team.email },
      remoteAddress: freshClientAddress(),
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    await expect.poll(() => lastMailTo(app, team.email)?.text ?? '').toMatch(/reset-password/);
    const reset = await call(app.app, 'POST', '/reset-password/', {
      body: { token: tokenFromMail(lastMailTo(app, team.email)), password: 'another horse 2' },
      remoteAddress: freshClientAddress(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const s of sockets) expect(await s.disconnected).toBe('io server disconnect');
  });

  it('drops the sockets of a deleted member, not the dispatcher who deleted them', async () => {
    const { app, team } = await start();
    const member = await newMember(app, team.teamId, 3, 'Removed');
    const removed = await loggedIn(member.token);
    const dispatcher = await loggedIn(team.token);
    const res = await call(app.app, 'POST', '/teammember_delete/', {
      token: team.token,
      body: { user_id: member.userId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await removed.disconnected).toBe('io server disconnect');
    app.deps.live.publish({ event: LiveEvents.routeChanged, teamId: team.teamId, routeId: 5 });
    expect(await dispatcher.waitForLiveEvents(1)).toEqual(['route-changed:5']);
    expect(removed.liveEvents()).toEqual([]);
  });
});
