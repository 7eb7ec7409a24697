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
