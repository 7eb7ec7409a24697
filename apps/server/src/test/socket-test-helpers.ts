import type { AddressInfo } from 'node:net';
import { Api, LiveClientEvents, LiveEvents, LiveServerEvents, type TLiveLoginAnswer } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { callApi } from './api-call.js';
import { freshClientAddress, type TTestApp } from './test-app.js';

/** Starts the app on a free local port (sockets need a real server) and answers its base URL. */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface TReceived {
  event: string;
  data: unknown;
}

/** A socket.io client that records every event it receives, in order. */
export interface TTestSocket {
  socket: Socket;
  received: TReceived[];
  /** The live events (stop-changed, …) received so far, as `event:routeId`. */
  liveEvents(): string[];
  /** Emits userLoggedIn with these arguments and an acknowledgement, and answers the server's answer. */
  logIn(...args: unknown[]): Promise<TLiveLoginAnswer>;
  /** Resolves once `count` live events have arrived (no timer: the test's own time limit bounds it). */
  waitForLiveEvents(count: number): Promise<string[]>;
  /** Resolves once `isDone` holds for the events received so far (checked after each one arrives). */
  waitUntil(isDone: (received: readonly TReceived[]) => boolean): Promise<void>;
  /** Resolves when the server has disconnected the socket. */
  disconnected: Promise<string>;
  close(): void;
}

const liveEventNames = new Set<string>(Object.values(LiveEvents));

/**
 * Connects over WebSocket without reconnecting, so a socket the server drops stays dropped;
 * `headers` go with the handshake request (an X-Forwarded-For, say).
 */
export async function connectTestSocket(
  baseUrl: string,
  opts: { headers?: Record<string, string> } = {},
): Promise<TTestSocket> {
  const socket = io(baseUrl, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(opts.headers ? { extraHeaders: opts.headers } : {}),
  });
  const received: TReceived[] = [];
  const waiters: Array<() => void> = [];
  socket.onAny((event: string, data: unknown) => {
    received.push({ event, data });
    for (const wake of waiters.splice(0)) wake();
  });
  const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const liveEvents = () =>
    received.filter((r) => liveEventNames.has(r.event)).map((r) => `${r.event}:${String(r.data)}`);
  return {
    socket,
    received,
    liveEvents,
    logIn: (...args) =>
      socket.emitWithAck(LiveClientEvents.userLoggedIn, ...args) as Promise<TLiveLoginAnswer>,
    waitForLiveEvents: async (count) => {
      while (liveEvents().length < count) await new Promise<void>((wake) => waiters.push(wake));
      return liveEvents();
    },
    waitUntil: async (isDone) => {
      while (!isDone(received)) await new Promise<void>((wake) => waiters.push(wake));
    },
    disconnected,
    close: () => {
      socket.close();
    },
  };
}

/** The refusals a socket was sent (the login-refused event's messages). */
export const refusalsOf = (s: TTestSocket): unknown[] =>
  s.received.filter((r) => r.event === LiveServerEvents.loginRefused).map((r) => r.data);

/** A change published on deps.live, and what the database looked like when it was. */
export interface TRecordedChange {
  change: string;
  /** Transactions of the app still open at that moment: 0 when every write had committed (or rolled back). */
  openTransactions: number;
  /** The route's stop count as read right after (null: the route is gone). */
  stopsSeen: Promise<number | null>;
}

/**
 * Records every change the app publishes, as `event:routeId`, with the number of the app's
 * transactions open at that moment (it wraps `deps.db.transaction` while recording) and the route's
 * stop count read right after. Writes must run one at a time for the count of open transactions to
 * say anything about the write that published.
 */
export function recordLiveChanges(t: TTestApp): {
  changes: TRecordedChange[];
  names(): string[];
  stop(): void;
} {
  const changes: TRecordedChange[] = [];
  const db = t.deps.db;
  const transaction = db.transaction;
  let open = 0;
  const counted = () => {
    const builder = transaction.call(db);
    const execute = builder.execute.bind(builder);
    builder.execute = async (callback) => {
      open += 1;
      try {
        return await execute(callback);
      } finally {
        open -= 1;
      }
    };
    return builder;
  };
  db.transaction = counted;
  const unsubscribe = t.deps.live.subscribe((c) => {
    changes.push({
      change: `${c.event}:${c.routeId}`,
      openTransactions: open,
      stopsSeen: stopCountOrNull(t, c.teamId, c.routeId),
    });
  });
  return {
    changes,
    names: () => changes.map((c) => c.change),
    stop: () => {
      unsubscribe();
      db.transaction = transaction;
    },
  };
}

async function stopCountOrNull(t: TTestApp, teamId: number, routeId: number): Promise<number | null> {
  const route = await t.deps.db
    .selectFrom('routes')
    .select('id')
    .where('id', '=', routeId)
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  if (!route) return null;
  const row = await t.deps.db
    .selectFrom('stops')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('route_id', '=', routeId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A second session of a user signed up by signupUser (its password), through POST /a/login/. */
export async function logInAgain(t: TTestApp, email: string): Promise<string> {
  const res = await callApi(t, Api.login, {
    body: { email, password: 'correct horse 1' },
    remoteAddress: freshClientAddress(),
  });
  return res.answer.token;
}

/**
 * Resolves once the app's socket server has exactly `count` connections open (a client's close
 * reaches it a moment later). No timer: the test's own time limit bounds it.
 */
export async function waitForOpenConnections(t: TTestApp, count: number): Promise<void> {
  while (t.liveSocket.io.engine.clientsCount !== count) await new Promise((wake) => setTimeout(wake, 10));
}
