import { z } from 'zod';

/**
 * The socket's messages (spec section 4, Live updates). The client emits `userLoggedIn` with its
 * token; the server answers each change with one of the four events, whose data is the route id.
 * The whole protocol, both ways, is declared once at the end of this file (LiveProtocol).
 */
export const LiveEvents = {
  stopChanged: 'stop-changed',
  driverRouteChanged: 'driver-route-changed',
  driverPositionChanged: 'driver-position-changed',
  routeChanged: 'route-changed',
} as const;
export type TLiveEventName = (typeof LiveEvents)[keyof typeof LiveEvents];

export const LiveClientEvents = {
  userLoggedIn: 'userLoggedIn',
} as const;

/** What the client sends with userLoggedIn: the stored token (a bare string is accepted too). */
export const ZUserLoggedInSchema = z.union([
  z.string().min(1).max(200),
  z.object({ token: z.string().min(1).max(200) }),
]);
export type TUserLoggedIn = z.infer<typeof ZUserLoggedInSchema>;

/** Every event's data: the id of the route that changed. */
export const ZLiveEventDataSchema = z.number().int().positive();

/**
 * What the server answers to userLoggedIn: through the Socket.IO acknowledgement when the client asks
 * for one, and, on refusal, also as the `login-refused` event (message) before it disconnects the
 * socket. A refused socket is not reconnected by the client library; log in again, then reconnect.
 */
export const LiveServerEvents = {
  loginRefused: 'login-refused',
  /** How far a running spreadsheet import (POST /batch_geocode/) is; data: ZImportProgressSchema. */
  importProgress: 'import-progress',
  /** To the driver a driver route was taken from (a hand-over); data: ZRouteHandedOverSchema. */
  routeHandedOver: 'route-handed-over',
} as const;

/**
 * A driver route handed to another driver, told to the driver it was taken from so their open app
 * can say so and go back to their day. `to_name` is the new driver's name, '' when they have none.
 */
export const ZRouteHandedOverSchema = z.object({
  route_id: z.number().int().positive(),
  vehicle_route_id: z.number().int().positive(),
  to_name: z.string(),
});
export type TRouteHandedOver = z.infer<typeof ZRouteHandedOverSchema>;

/**
 * A running import's progress, sent to the dispatchers of the importing team while its rows are
 * placed: `placed` of the `total` rows have been looked at (placed or failed). The rows are saved
 * only after the last one, in one transaction, so `placed === total` is not yet "saved".
 */
export const ZImportProgressSchema = z
  .object({
    routeId: z.number().int().positive(),
    placed: z.number().int().nonnegative(),
    total: z.number().int().positive(),
  })
  .refine((p) => p.placed <= p.total, { message: 'placed exceeds total' });
export type TImportProgress = z.infer<typeof ZImportProgressSchema>;

export const ZLiveLoginAnswerSchema = z.union([
  z.object({ success: z.literal(true) }),
  z.object({ success: z.literal(false), message: z.string() }),
]);
export type TLiveLoginAnswer = z.infer<typeof ZLiveLoginAnswerSchema>;

/**
 * The protocol's version, sent by the client in the handshake (`auth: { v }`, TLiveHandshakeAuth).
 * Raise it when an event's name or payload changes in a way an older client cannot follow: the
 * server then refuses older clients with ServerMessages.liveProtocolOutdated, so an old tab or a
 * cached phone app knows to reload rather than misread events.
 */
export const LIVE_PROTOCOL_VERSION = 1;

/** What the client sends in the Socket.IO handshake's `auth`. */
export interface TLiveHandshakeAuth {
  v: number;
}

/** What goes with a version refusal (the connect_error's `data`): the version the server speaks. */
export interface TLiveVersionRefusal {
  serverVersion: number;
}

/**
 * The protocol, once: each event's name and the schema of its payload, both ways. The server
 * validates what clients send with it; the web client parses what it hears with it; the typed
 * event maps below (for Socket.IO's generics) are derived from it.
 */
export const LiveProtocol = {
  serverToClient: {
    [LiveEvents.stopChanged]: ZLiveEventDataSchema,
    [LiveEvents.driverRouteChanged]: ZLiveEventDataSchema,
    [LiveEvents.driverPositionChanged]: ZLiveEventDataSchema,
    [LiveEvents.routeChanged]: ZLiveEventDataSchema,
    /** Why the server refused (or dropped) the socket; a disconnect follows. */
    [LiveServerEvents.loginRefused]: z.string(),
    [LiveServerEvents.importProgress]: ZImportProgressSchema,
    [LiveServerEvents.routeHandedOver]: ZRouteHandedOverSchema,
  },
  clientToServer: {
    /** The log-in; the acknowledgement carries the answer (also given when the client asks none). */
    [LiveClientEvents.userLoggedIn]: { payload: ZUserLoggedInSchema, ack: ZLiveLoginAnswerSchema },
  },
} as const;

type TServerToClientSchemas = typeof LiveProtocol.serverToClient;
type TClientToServerSchemas = typeof LiveProtocol.clientToServer;
export type TLiveServerEventName = keyof TServerToClientSchemas;

/** Server-to-client events in the shape Socket.IO's generics want: `Server<…, this>`, `Socket<this, …>`. */
export type TServerToClientEvents = {
  [E in TLiveServerEventName]: (payload: z.infer<TServerToClientSchemas[E]>) => void;
};

/** Client-to-server events for Socket.IO's generics; userLoggedIn's last argument is its acknowledgement. */
export type TClientToServerEvents = {
  [E in keyof TClientToServerSchemas]: (
    payload: z.infer<TClientToServerSchemas[E]['payload']>,
    ack: (answer: z.infer<TClientToServerSchemas[E]['ack']>) => void,
  ) => void;
};
