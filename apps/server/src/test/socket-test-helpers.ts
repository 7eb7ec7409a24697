import type { AddressInfo } from 'node:net';
import { LiveClientEvents, LiveEvents, LiveServerEvents, type TLiveLoginAnswer } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

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
  /** Resolves when the server has disconnected the socket. */
  disconnected: Promise<string>;
  close(): void;
}

const liveEventNames = new Set<string>(Object.values(LiveEvents));

/** Connects over WebSocket without reconnecting, so a socket the server drops stays dropped. */
export async function connectTestSocket(baseUrl: string): Promise<TTestSocket> {
  const socket = io(baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
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
    disconnected,
    close: () => {
      socket.close();
    },
  };
}

/** The refusals a socket was sent (the login-refused event's messages). */
export const refusalsOf = (s: TTestSocket): unknown[] =>
  s.received.filter((r) => r.event === LiveServerEvents.loginRefused).map((r) => r.data);
