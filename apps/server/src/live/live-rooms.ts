import type { TAuthContext } from '../core/auth-context.js';

/** The room of a team's dispatchers: every change of the team reaches it. */
export const teamRoom = (teamId: number): string => `team:${teamId}`;

/** The room of one driver-only member: only changes of routes they are on reach it. */
export const driverRoom = (userId: number): string => `driver:${userId}`;

/**
 * The rooms a logged-in socket joins: a dispatcher (role bit 2) its team's room, a driver-only
 * member (bit 1 without 2) a room of their own, so they never hear of routes they are not on.
 */
export const roomsOf = (auth: Pick<TAuthContext, 'isDispatcher' | 'teamId' | 'userId'>): string[] =>
  auth.isDispatcher ? [teamRoom(auth.teamId)] : [driverRoom(auth.userId)];

/** Every socket logged in with one session: a log-out drops them all, on every process. */
export const sessionRoom = (sessionId: number): string => `session:${sessionId}`;

/** Every socket of one user, whichever session: a new password or their deletion drops them all. */
export const userRoom = (userId: number): string => `user:${userId}`;
