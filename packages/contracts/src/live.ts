import { z } from 'zod';

/**
 * The socket's messages (spec section 4, Live updates). The client emits `userLoggedIn` with its
 * token; the server answers each change with one of the four events, whose data is the route id.
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
} as const;

export const ZLiveLoginAnswerSchema = z.union([
  z.object({ success: z.literal(true) }),
  z.object({ success: z.literal(false), message: z.string() }),
]);
export type TLiveLoginAnswer = z.infer<typeof ZLiveLoginAnswerSchema>;
