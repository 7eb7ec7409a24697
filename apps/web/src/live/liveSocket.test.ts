import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  LIVE_PROTOCOL_VERSION,
  LiveClientEvents,
  LiveEvents,
  LiveServerEvents,
  ServerMessages,
  type TClientToServerEvents,
  type TServerToClientEvents,
} from '@rp/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { Server, type Socket } from 'socket.io';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { queryKeys } from '../data/query-keys';
import { clearImportProgress, receiveImportProgress, useImportProgress } from './importProgress';
import { connectLive, type TLiveConnection } from './liveSocket';
import { isLiveConnected } from './liveStatus';

// A real Socket.IO server on a free port stands in for the product's: the client is tested as it runs.
// It is typed by the same contract as the product's server and the client.
type TTestServer = Server<TClientToServerEvents, TServerToClientEvents>;
let http: HttpServer;
let io: TTestServer;
let url: string;
let connection: TLiveConnection | undefined;
let stopObserving: (() => void) | undefined;
/** Each userLoggedIn the server received, with the socket that sent it. */
let logins: { socket: Socket<TClientToServerEvents, TServerToClientEvents>; data: unknown }[];

beforeEach(async () => {
  logins = [];
  http = createServer();
  io = new Server(http, { transports: ['websocket'] });
  io.on('connection', (socket) => {
    socket.on(LiveClientEvents.userLoggedIn, (data, ack) => {
      logins.push({ socket, data });
      ack({ success: true });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterEach(async () => {
  connection?.disconnect();
  stopObserving?.();
  await io.close();
});

/** A query client watching route 1's stops (as the stops screen does), counting its fetches. */
function watchedStops() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const counter = { fetches: 0 };
  const observer = new QueryObserver(qc, {
    queryKey: queryKeys.stops.list(1),
    queryFn: async () => ++counter.fetches,
  });
  stopObserving = observer.subscribe(() => {});
  return { qc, counter };
}

it('sends userLoggedIn with the token on connect and on every reconnect, and applies events', async () => {
  const { qc, counter } = watchedStops();
  await vi.waitFor(() => expect(counter.fetches).toBe(1));
  connection = connectLive('the-token', qc, url);
  await vi.waitFor(() => expect(logins).toHaveLength(1), { timeout: 20_000 });
  expect(logins[0].data).toBe('the-token');
  expect(logins[0].socket.handshake.auth).toEqual({ v: LIVE_PROTOCOL_VERSION });
  expect(isLiveConnected()).toBe(true);
  // Once the log-in is accepted the page refreshes what it read before the socket could hear changes.
  await vi.waitFor(() => expect(counter.fetches).toBe(2), { timeout: 20_000 });

  logins[0].socket.emit(LiveEvents.stopChanged, 1);
  await vi.waitFor(() => expect(counter.fetches).toBe(3), { timeout: 20_000 });

  // The connection drops (not a server's goodbye): the client reconnects on its own, logs in again
  // and refreshes what it may have missed.
  logins[0].socket.conn.close();
  await vi.waitFor(() => expect(logins).toHaveLength(2), { timeout: 20_000 });
  expect(logins[1].data).toBe('the-token');
  expect(logins[1].socket.id).not.toBe(logins[0].socket.id);
  await vi.waitFor(() => expect(counter.fetches).toBe(4), { timeout: 20_000 });
  expect(isLiveConnected()).toBe(true);
});

it('disconnect closes the socket on the server side', async () => {
  const { qc, counter } = watchedStops();
  await vi.waitFor(() => expect(counter.fetches).toBe(1));
  connection = connectLive('the-token', qc, url);
  await vi.waitFor(() => expect(logins).toHaveLength(1), { timeout: 20_000 });
  const closed = new Promise((resolve) => logins[0].socket.once('disconnect', resolve));
  connection.disconnect();
  connection = undefined;
  await closed;
  expect(isLiveConnected()).toBe(false);
  expect(await io.fetchSockets()).toHaveLength(0);
});

it('a connection the server ends (a refused token) says so, for the next planner page to open a new one', async () => {
  const { qc } = watchedStops();
  connection = connectLive('a-revoked-token', qc, url);
  await vi.waitFor(() => expect(logins).toHaveLength(1), { timeout: 20_000 });
  expect(connection.isClosedByServer()).toBe(false);
  logins[0].socket.disconnect(true);
  await vi.waitFor(() => expect(connection?.isClosedByServer()).toBe(true), { timeout: 20_000 });
  expect(isLiveConnected()).toBe(false);
  expect(await io.fetchSockets()).toHaveLength(0);
});

it("keeps an import's progress from the socket when it has the contracts' shape, for the import screen", async () => {
  const { qc } = watchedStops();
  clearImportProgress();
  const seen = renderHook(() => useImportProgress(7));
  connection = connectLive('the-token', qc, url);
  await vi.waitFor(() => expect(logins).toHaveLength(1), { timeout: 20_000 });
  logins[0].socket.emit(LiveServerEvents.importProgress, { routeId: 7, placed: 2, total: 3 });
  await vi.waitFor(() => expect(seen.result.current).toEqual({ routeId: 7, placed: 2, total: 3 }), {
    timeout: 20_000,
  });
  // Anything else is ignored: the screen keeps the last good report.
  for (const bad of [{ routeId: 7, placed: 9, total: 3 }, { routeId: 7, placed: '3', total: 3 }, 7, null]) {
    act(() => expect(receiveImportProgress(bad)).toBe(false));
  }
  expect(seen.result.current).toEqual({ routeId: 7, placed: 2, total: 3 });
  seen.unmount();
  clearImportProgress();
});

it('a server refusing its protocol version ends the connection for good, for the next page to open a new one', async () => {
  // The product's server refuses another version in a middleware (apps/server/src/live/socket-protocol.ts).
  io.use((_socket, next) => next(new Error(ServerMessages.liveProtocolOutdated)));
  const { qc } = watchedStops();
  connection = connectLive('the-token', qc, url);
  await vi.waitFor(() => expect(connection?.isClosedByServer()).toBe(true), { timeout: 20_000 });
  expect(isLiveConnected()).toBe(false);
  expect(logins).toHaveLength(0);
});

it('types every event by the contract: a payload of the wrong shape does not compile', () => {
  const emitTo = (socket: Socket<TClientToServerEvents, TServerToClientEvents>) => {
    socket.emit(LiveEvents.stopChanged, 1);
    socket.emit(LiveServerEvents.importProgress, { routeId: 1, placed: 0, total: 2 });
    // @ts-expect-error the route id is a number
    socket.emit(LiveEvents.routeChanged, '1');
    // @ts-expect-error import progress is an object with routeId, placed and total
    socket.emit(LiveServerEvents.importProgress, 1);
    // @ts-expect-error no such event in the protocol
    socket.emit('route-deleted', 1);
  };
  expect(emitTo).toBeTypeOf('function');
});
