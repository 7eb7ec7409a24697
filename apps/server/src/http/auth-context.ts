import { hasRole, Role, ServerMessages } from '@rp/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TAppDeps } from '../app-deps.js';
import { isAdministrator } from '../modules/auth/admin-rule.js';
import { authRepository } from '../modules/auth/auth.repository.js';
import { hashToken } from '../modules/auth/tokens.js';
import { refreshLapsedSubscription, subscriptionToRefresh } from '../modules/billing/lapse-refresh.js';
import { type TTeamAccess, teamAccess } from '../modules/billing/plan.js';
import type { TBillingProvider } from '../modules/billing/providers/billing-provider.js';
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
  access: TTeamAccess;
  /**
   * The team's subscription when its paid period has passed but the provider has not said it
   * ended (a renewal whose webhook is late): asked about once before the team is refused.
   */
  subscriptionToRefresh: string | null;
  sessionId: number;
  tokenHash: string;
  userData: { countryCode: string; distanceUnit: number; latitude: number; longitude: number };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: TAuthContext | null;
  }
}

export interface TGuardOptions {
  /** 'dispatcher' needs role bit 2, 'driver' bit 1, 'member' any role. */
  role?: 'dispatcher' | 'driver' | 'member';
  /** Calls a lapsed team may still make (verify-token3, subscription, profile, logout). */
  allowLapsed?: boolean;
  admin?: boolean;
}

const TOUCH_EVERY_MS = 60 * 60 * 1000;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}

/** What resolving a session needs: the database, the time, who ADMIN_EMAILS names and the billing mode. */
export type TSessionDeps = Pick<TAppDeps, 'db' | 'now'> & {
  config: Pick<TAppDeps['config'], 'adminEmails' | 'billingMode'>;
  /** The payment provider a lapsed team's subscription is refreshed from (none: no refresh). */
  billing?: TBillingProvider | null;
};

/** Resolves the caller from the bearer token; null when there is no live session. */
export async function loadAuthContext(
  deps: TSessionDeps,
  token: string | null,
): Promise<TAuthContext | null> {
  if (!token) return null;
  return loadSessionContext(deps, hashToken(token));
}

/** The caller of a stored session (its token's hash); null when it is logged out or expired. */
export async function loadSessionContext(
  deps: TSessionDeps,
  tokenHash: string,
): Promise<TAuthContext | null> {
  const now = deps.now();
  const s = await authRepository.findLiveSession(deps.db, tokenHash, now);
  if (!s) return null;
  if (now.getTime() - s.last_used_at.getTime() > TOUCH_EVERY_MS) {
    await authRepository.touchSession(deps.db, s.session_id, now);
  }
  const access = teamAccess(s, deps.config.billingMode, now);
  return {
    userId: s.user_id,
    teamId: s.team_id,
    email: s.email,
    name: s.user_name,
    role: s.role,
    isAdmin: isAdministrator(s, deps.config.adminEmails),
    emailVerified: s.email_verified_at !== null,
    isDispatcher: hasRole(s.role, Role.Dispatcher),
    isDriver: hasRole(s.role, Role.Driver),
    teamName: s.team_name,
    access,
    subscriptionToRefresh: access.isActive ? null : subscriptionToRefresh(s, now),
    sessionId: s.session_id,
    tokenHash,
    userData: {
      countryCode: s.country_code,
      distanceUnit: s.distance_unit,
      latitude: s.latitude ?? s.start_lat ?? 0,
      longitude: s.longitude ?? s.start_lng ?? 0,
    },
  };
}

/** A hook that lets in the caller of a live session, or refuses them (401, 402, 403). */
export type TAuthGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The hooks requireAuth made: registerCall runs them before the body is read (a preParsing hook). */
const authGuards = new WeakSet<TAuthGuard>();

export const isAuthGuard = (hook: unknown): hook is TAuthGuard =>
  typeof hook === 'function' && authGuards.has(hook as TAuthGuard);

/**
 * A guard that answers 401 without a live session, 402 for a lapsed team, 403 for a missing role.
 * Given as a call's preHandler, registerCall runs it before the body is read: a caller who may not
 * make the call is refused before a byte of the body is read or parsed.
 */
export function requireAuth(deps: TSessionDeps, opts: TGuardOptions = {}): TAuthGuard {
  const guard: TAuthGuard = async (request) => {
    let auth = await loadAuthContext(deps, bearerToken(request));
    if (auth?.subscriptionToRefresh && deps.billing) {
      const refreshed = await refreshLapsedSubscription(deps, deps.billing, auth, request.log);
      auth = refreshed ? await loadSessionContext(deps, auth.tokenHash) : auth;
    }
    const refusal = guardRefusal(auth, opts);
    if (refusal) throw refusal;
    request.auth = auth;
  };
  authGuards.add(guard);
  return guard;
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

/** The caller of a guarded handler (the guard has run, so it is set). */
export function authOf(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw new AppError(401, ServerMessages.unauthorized);
  return request.auth;
}
