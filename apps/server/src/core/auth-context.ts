import { ServerMessages, type TPlanState } from '@rp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from './errors.js';

/** Who is calling: set on the request by the auth guard, read by every handler behind it. */
export interface TAuthContext {
  userId: number;
  teamId: number;
  email: string;
  name: string;
  role: number;
  isAdmin: boolean;
  /** The user proved the address by a mailed link; until then they may plan but not invite. */
  emailVerified: boolean;
  isDispatcher: boolean;
  isDriver: boolean;
  teamName: string;
  access: TPlanState;
  /**
   * The team's subscription when its paid period has passed but the provider has not said it
   * ended (a renewal whose webhook is late): asked about once before the team is refused.
   */
  subscriptionToRefresh: string | null;
  sessionId: number;
  tokenHash: string;
  userData: { countryCode: string; distanceUnit: number; latitude: number; longitude: number };
}

/**
 * Who holds a session. The auth module loads sessions, the billing module refreshes a lapsed
 * team's subscription; buildApp wires the two into this, so the HTTP guard and the socket's log-in
 * depend on no module.
 */
export interface TSessions {
  /** The caller of a bearer token; null when there is no live session. */
  callerOfToken(token: string | null): Promise<TAuthContext | null>;
  /** The caller of a stored session (its token's hash); null when it is logged out or expired. */
  callerOfSession(tokenHash: string): Promise<TAuthContext | null>;
  /**
   * The caller again after asking the payment provider once about a subscription whose paid period
   * has passed (auth.subscriptionToRefresh); the caller as given when there is nothing to ask.
   */
  refreshLapsed(auth: TAuthContext, log: FastifyBaseLogger): Promise<TAuthContext | null>;
}

export interface TGuardOptions {
  /** 'dispatcher' needs role bit 2, 'driver' bit 1, 'member' any role. */
  role?: 'dispatcher' | 'driver' | 'member';
  /** Calls a lapsed team may still make (verify-token3, subscription, profile, logout). */
  allowLapsed?: boolean;
  admin?: boolean;
}

/**
 * Why a caller may not pass a guard with these options (401 no session, 402 lapsed team, 403
 * role), or null when they may. The HTTP guard and the socket's log-in share it.
 */
export function guardRefusal(auth: TAuthContext | null, opts: TGuardOptions = {}): AppError | null {
  if (!auth) return new AppError(401, ServerMessages.unauthorized);
  if (opts.admin && !auth.isAdmin) return new AppError(403, ServerMessages.forbidden);
  if (!opts.allowLapsed && !auth.isAdmin && !auth.access.isActive) {
    return new AppError(402, ServerMessages.subscriptionRequired);
  }
  const role = opts.role ?? 'member';
  if (role === 'dispatcher' && !auth.isDispatcher) return new AppError(403, ServerMessages.forbidden);
  if (role === 'driver' && !auth.isDriver) return new AppError(403, ServerMessages.forbidden);
  return null;
}
