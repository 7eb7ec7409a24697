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
  /** How far a running spreadsheet import (POST /batch_geocode/) is; data: ZImportProgressSchema. */
  importProgress: 'import-progress',
} as const;

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
