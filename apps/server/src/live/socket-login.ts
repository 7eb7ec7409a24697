import { ServerMessages, type TLiveLoginAnswer, ZUserLoggedInSchema } from '@rp/contracts';
import type { TAppDeps } from '../core/app-deps.js';
import { guardRefusal, type TAuthContext } from '../core/auth-context.js';
import { roomsOf, sessionRoom, userRoom } from './live-rooms.js';

/**
 * Who a socket speaks for once logged in: the session (by its hash, for re-checks) and its rooms:
 * those its events come to, and its session's and user's rooms, through which an ended session's
 * sockets are dropped.
 */
export interface TLiveViewer {
  userId: number;
  teamId: number;
  tokenHash: string;
  rooms: string[];
}

export type TLiveLogin = { viewer: TLiveViewer } | { refused: TLiveLoginAnswer & { success: false } };

const refused = (message: string): TLiveLogin => ({ refused: { success: false, message } });

/** The HTTP guard's rule for any member call: a live session of an active team (or an admin). */
function toViewer(auth: TAuthContext | null): TLiveLogin {
  const refusal = guardRefusal(auth, { role: 'member' });
  if (refusal || !auth) return refused(refusal?.message ?? ServerMessages.unauthorized);
  const rooms = [...roomsOf(auth), sessionRoom(auth.sessionId), userRoom(auth.userId)];
  return { viewer: { userId: auth.userId, teamId: auth.teamId, tokenHash: auth.tokenHash, rooms } };
}

/** A userLoggedIn payload (a token, or `{ token }`) checked exactly as the API's requireAuth checks a bearer token. */
export async function logInSocket(deps: Pick<TAppDeps, 'sessions'>, payload: unknown): Promise<TLiveLogin> {
  const parsed = ZUserLoggedInSchema.safeParse(payload);
  if (!parsed.success) return refused(ServerMessages.unauthorized);
  const token = typeof parsed.data === 'string' ? parsed.data : parsed.data.token;
  return toViewer(await deps.sessions.callerOfToken(token));
}

/** The same check again for a socket already logged in: its session may have ended or its role changed. */
export async function recheckViewer(
  deps: Pick<TAppDeps, 'sessions'>,
  tokenHash: string,
): Promise<TLiveLogin> {
  return toViewer(await deps.sessions.callerOfSession(tokenHash));
}
