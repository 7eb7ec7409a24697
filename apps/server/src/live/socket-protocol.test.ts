import {
  LIVE_PROTOCOL_VERSION,
  LiveClientEvents,
  LiveEvents,
  ServerMessages,
  type TClientToServerEvents,
  type TServerToClientEvents,
} from '@rp/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithTeams, type TTestTeam } from '../test/routes-helpers.js';
import { listenOnFreePort } from '../test/socket-test-helpers.js';
import type { TTestApp } from '../test/test-app.js';
import { protocolRefusal } from './socket-protocol.js';

type TClientSocket = Socket<TServerToClientEvents, TClientToServerEvents>;

let t: TTestApp;
let baseUrl: string;
let team: TTestTeam;
const sockets: TClientSocket[] = [];

/** A typed client announcing `auth` in its handshake (none: as clients did before the version). */
function openSocket(auth?: Record<string, unknown>): TClientSocket {
  const socket: TClientSocket = io(baseUrl, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(auth ? { auth } : {}),
  });
  sockets.push(socket);
  return socket;
}

/** Resolves on connect, or with the connect_error the server's middleware answered. */
function connected(
  socket: TClientSocket,
): Promise<{ ok: true } | { ok: false; error: Error & { data?: unknown } }> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ ok: true }));
    socket.once('connect_error', (error) => resolve({ ok: false, error }));
  });
}

/** Logs in as the team's dispatcher and waits for one published event: the protocol works end to end. */
async function logInAndHear(socket: TClientSocket, routeId: number): Promise<number> {
  expect(await socket.emitWithAck(LiveClientEvents.userLoggedIn, team.token)).toEqual({ success: true });
  const heard = new Promise<number>((resolve) => socket.once(LiveEvents.routeChanged, resolve));
  t.deps.live.publish({ event: LiveEvents.routeChanged, teamId: team.teamId, routeId });
  return heard;
}

beforeAll(async () => {
  ({ t, team } = await createAppWithTeams());
  baseUrl = await listenOnFreePort(t.app);
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

describe('the live protocol version in the handshake', () => {
  it('refuses a client announcing another version, with the message to reload and the version spoken', async () => {
    for (const v of [
      LIVE_PROTOCOL_VERSION + 1,
      LIVE_PROTOCOL_VERSION - 1,
      String(LIVE_PROTOCOL_VERSION),
      null,
    ]) {
      const socket = openSocket({ v });
      const result = await connected(socket);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error.message).toBe(ServerMessages.liveProtocolOutdated);
      expect(result.error.data).toEqual({ serverVersion: LIVE_PROTOCOL_VERSION });
      // A middleware refusal is final: the client library does not try again.
      expect(socket.active).toBe(false);
    }
  });

  it('accepts a client announcing this version: it logs in and hears events', async () => {
    const socket = openSocket({ v: LIVE_PROTOCOL_VERSION });
    expect(await connected(socket)).toEqual({ ok: true });
    expect(await logInAndHear(socket, 61)).toBe(61);
  });

  it('accepts a client announcing none as version 1, the protocol of every client before the version', async () => {
    const socket = openSocket();
    expect(await connected(socket)).toEqual({ ok: true });
    expect(await logInAndHear(socket, 62)).toBe(62);
  });
});

describe('protocolRefusal', () => {
  it('takes a handshake without a version as version 1 and refuses any other announcement', () => {
    expect(protocolRefusal(undefined)).toBeNull();
    expect(protocolRefusal({})).toBeNull();
    expect(protocolRefusal({ token: 'x' })).toBeNull();
    expect(protocolRefusal({ v: LIVE_PROTOCOL_VERSION })).toBeNull();
    for (const auth of [{ v: 2 }, { v: '1' }, { v: undefined }, { v: [1] }]) {
      expect(protocolRefusal(auth)?.message).toBe(ServerMessages.liveProtocolOutdated);
    }
  });
});
