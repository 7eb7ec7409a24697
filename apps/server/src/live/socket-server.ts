import {
  LiveClientEvents,
  LiveEvents,
  LiveServerEvents,
  ServerMessages,
  type TClientToServerEvents,
  type TLiveLoginAnswer,
  type TServerToClientEvents,
} from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { TAppDeps } from '../core/app-deps.js';
import { liveRepository } from './live.repository.js';
import type { TEndedSessions, TLiveChange } from './live-publisher.js';
import { driverRoom, sessionRoom, teamRoom, userRoom } from './live-rooms.js';
import { connectRedisAdapter, type TRedisAdapter } from './redis-adapter.js';
import { addressConnectionLimit } from './socket-limits.js';
import { logInSocket, recheckViewer, type TLiveViewer } from './socket-login.js';
import { socketAddressResolver, socketLoginLimiter } from './socket-login-limit.js';
import { protocolRefusal } from './socket-protocol.js';

interface TSocketData {
  viewer?: TLiveViewer;
}
type TLiveServer = Server<TClientToServerEvents, TServerToClientEvents, Record<string, never>, TSocketData>;
type TLiveSocket = Socket<TClientToServerEvents, TServerToClientEvents, Record<string, never>, TSocketData>;

/** The socket of the product (Socket.IO on the HTTP server's port, default path /socket.io/). */
export interface LiveSocket {
  io: TLiveServer;
  /** Checks every logged-in socket's session again now; a timer runs it every LIVE_RECHECK_SECONDS. */
  recheckSessions(): Promise<void>;
  /** Waits until every change published so far has been sent to the drivers' rooms too. */
  flushed(): Promise<void>;
  close(): Promise<void>;
}

/** userLoggedIn's payload, and the acknowledgement callback when the client asked for one. */
function loginArgs(args: unknown[]): { payload: unknown; ack?: (answer: TLiveLoginAnswer) => void } {
  const last = args.at(-1);
  if (typeof last !== 'function') return { payload: args[0] };
  return { payload: args.length > 1 ? args[0] : undefined, ack: last as (answer: TLiveLoginAnswer) => void };
}

/** Puts a socket in the viewer's rooms (and out of any it was in for an earlier log-in). */
function setViewer(socket: TLiveSocket, viewer: TLiveViewer): void {
  for (const room of socket.data.viewer?.rooms ?? []) {
    if (!viewer.rooms.includes(room)) socket.leave(room);
  }
  socket.join(viewer.rooms);
  socket.data.viewer = viewer;
}

/**
 * Tells a socket why and drops it; a server-side disconnect is not retried by the client library.
 * The connection under it is closed too (once what was written has gone), so a client cannot stay
 * on it and join again.
 */
function refuse(socket: TLiveSocket, message: string, ack?: (answer: TLiveLoginAnswer) => void): void {
  ack?.({ success: false, message });
  socket.emit(LiveServerEvents.loginRefused, message);
  socket.disconnect(true);
}

/** The rooms of the sockets of ended sessions. */
const roomsOfEnded = (ended: TEndedSessions): string[] =>
  'sessionIds' in ended ? ended.sessionIds.map(sessionRoom) : ended.userIds.map(userRoom);

/**
 * Attaches Socket.IO to the app's HTTP server (before or after it listens) and sends every change
 * published on `deps.live` to the rooms allowed to see it: the team's dispatchers at once, the
 * driver-only members on the route after one query for who is on it. With REDIS_URL the Redis
 * adapter carries each emit to the sockets of every server process. Sockets are bounded: a log-in
 * timeout, open connections per client address, logged-in sockets per user (docs/live.md), and an
 * ended session's sockets are dropped on every process as soon as it ends.
 */
export async function attachLiveSocket(app: FastifyInstance, deps: TAppDeps): Promise<LiveSocket> {
  const { config } = deps;
  const redis: TRedisAdapter | null = config.REDIS_URL
    ? await connectRedisAdapter(config.REDIS_URL, app.log)
    : null;
  const addressOf = socketAddressResolver(config.TRUST_PROXY);
  const perAddress = addressConnectionLimit(config.LIVE_SOCKETS_PER_ADDRESS, addressOf);
  const loginTimeoutMs = config.LIVE_LOGIN_TIMEOUT_SECONDS * 1000;
  const io: TLiveServer = new Server(app.server, {
    serveClient: false,
    maxHttpBufferSize: 16 * 1024,
    // A connection that never joins the namespace is closed as one that never logs in is.
    connectTimeout: loginTimeoutMs,
    allowRequest: (request, answer) => {
      if (perAddress.isFull(request)) answer(ServerMessages.tooManySocketsFromAddress, false);
      else answer(null, true);
    },
    ...(config.corsOrigins.length ? { cors: { origin: config.corsOrigins, credentials: true } } : {}),
    ...(redis ? { adapter: redis.adapter } : {}),
  });

  io.engine.on('connection', (connection: Parameters<typeof perAddress.admit>[0]) =>
    perAddress.admit(connection),
  );

  // A client of another protocol version is refused before it joins: it would misread the events.
  io.use((socket, next) => next(protocolRefusal(socket.handshake.auth) ?? undefined));

  const loginLimiter = socketLoginLimiter();
  io.on('connection', (socket) => {
    const address = addressOf(socket.request);
    const loginTimer = setTimeout(() => {
      if (!socket.data.viewer) refuse(socket, ServerMessages.socketLoginTimedOut);
    }, loginTimeoutMs);
    // Typed by the contract, but read as what it is, anything a client sent: logInSocket validates it.
    socket.on(LiveClientEvents.userLoggedIn, (...args: unknown[]) => {
      // Over the limit, the socket is told and dropped before the token is read from the database.
      if (!loginLimiter.allow(socket.id, address)) {
        refuse(socket, ServerMessages.tooManySocketLogins, loginArgs(args).ack);
        return;
      }
      void logIn(socket, args);
    });
    socket.on('disconnect', () => {
      clearTimeout(loginTimer);
      loginLimiter.forget(socket.id);
    });
  });

  async function logIn(socket: TLiveSocket, args: unknown[]): Promise<void> {
    const { payload, ack } = loginArgs(args);
    try {
      const result = await logInSocket(deps, payload);
      if (socket.disconnected) return;
      if ('refused' in result) refuse(socket, result.refused.message, ack);
      else if (isUserFull(socket, result.viewer.userId))
        refuse(socket, ServerMessages.tooManySocketsOfUser, ack);
      else {
        setViewer(socket, result.viewer);
        ack?.({ success: true });
      }
    } catch (err) {
      app.log.error({ err }, 'socket log-in failed');
      if (socket.connected) refuse(socket, ServerMessages.unauthorized, ack);
    }
  }

  /**
   * Whether the user already has as many sockets in this process as one may, not counting this one
   * (a socket logging in again). Checked right before joining, with no await between, so it holds.
   */
  function isUserFull(socket: TLiveSocket, userId: number): boolean {
    const theirs = io.of('/').adapter.rooms.get(userRoom(userId));
    const others = (theirs?.size ?? 0) - (theirs?.has(socket.id) ? 1 : 0);
    return others >= config.LIVE_SOCKETS_PER_USER;
  }

  /** The drivers a driver route was taken from: each of their sockets, whichever their role. */
  function tellHandedOver({ handedOver, routeId, event }: TLiveChange): void {
    // A hand-over is announced with several events: say it once, with the driver routes' one.
    if (event !== LiveEvents.driverRouteChanged || !handedOver?.driverIds.length) return;
    io.to(handedOver.driverIds.map(userRoom)).emit(LiveServerEvents.routeHandedOver, {
      route_id: routeId,
      vehicle_route_id: handedOver.vehicleRouteId,
      to_name: handedOver.toName,
    });
  }

  // Drivers' rooms need a query each; a chain keeps their events in the order they were published.
  let toDrivers: Promise<void> = Promise.resolve();
  async function sendToDrivers(change: TLiveChange): Promise<void> {
    const current = await liveRepository.routeDriverIds(deps.db, change.teamId, change.routeId);
    const ids = [...new Set([...current, ...(change.formerDriverIds ?? [])])];
    if (ids.length) io.to(ids.map(driverRoom)).emit(change.event, change.routeId);
  }
  // Runs inside the publishing service's call: it must never throw into a write that has committed.
  const unsubscribe = deps.live.subscribe((change) => {
    try {
      io.to(teamRoom(change.teamId)).emit(change.event, change.routeId);
      tellHandedOver(change);
    } catch (err) {
      app.log.error({ err, change }, 'live event to the team failed');
    }
    toDrivers = toDrivers
      .then(() => sendToDrivers(change))
      .catch((err: unknown) => app.log.error({ err, change }, 'live event to drivers failed'));
  });

  // Progress goes to the team's dispatchers only (who may import): drivers never see an import.
  const unsubscribeProgress = deps.live.subscribeImportProgress(({ teamId, ...progress }) => {
    try {
      io.to(teamRoom(teamId)).emit(LiveServerEvents.importProgress, progress);
    } catch (err) {
      app.log.error({ err, progress }, 'import progress to the team failed');
    }
  });

  // Through the adapter, so with REDIS_URL the sockets of every process hear it and are dropped.
  const unsubscribeEnded = deps.live.subscribeEndedSessions((ended) => {
    const rooms = roomsOfEnded(ended);
    if (!rooms.length) return;
    try {
      io.in(rooms).emit(LiveServerEvents.loginRefused, ServerMessages.unauthorized);
      io.in(rooms).disconnectSockets(true);
    } catch (err) {
      app.log.error({ err, ended }, 'dropping the sockets of ended sessions failed');
    }
  });

  let rechecking: Promise<void> | null = null;
  async function recheckAll(): Promise<void> {
    const byHash = new Map<string, TLiveSocket[]>();
    for (const socket of io.of('/').sockets.values()) {
      const hash = socket.data.viewer?.tokenHash;
      if (hash) byHash.set(hash, [...(byHash.get(hash) ?? []), socket]);
    }
    for (const [hash, sockets] of byHash) {
      const result = await recheckViewer(deps, hash);
      for (const socket of sockets) {
        // Skip a socket that went away or logged in with another token while this was read.
        if (!socket.connected || socket.data.viewer?.tokenHash !== hash) continue;
        if ('refused' in result) refuse(socket, result.refused.message);
        else setViewer(socket, result.viewer);
      }
    }
  }
  const recheckSessions = (): Promise<void> => {
    rechecking ??= recheckAll().finally(() => {
      rechecking = null;
    });
    return rechecking;
  };
  const timer = setInterval(() => {
    recheckSessions().catch((err: unknown) => app.log.error({ err }, 'socket session re-check failed'));
  }, config.LIVE_RECHECK_SECONDS * 1000);
  timer.unref();

  return {
    io,
    recheckSessions,
    flushed: () => toDrivers,
    close: async () => {
      clearInterval(timer);
      unsubscribe();
      unsubscribeProgress();
      unsubscribeEnded();
      // Only this process's sockets: io.disconnectSockets would reach every process through Redis.
      for (const socket of io.of('/').sockets.values()) socket.disconnect(true);
      io.engine.close();
      await io.of('/').adapter.close();
      await redis?.close();
    },
  };
}
