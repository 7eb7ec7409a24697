import { hasRole, Role } from '@rp/contracts';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { subscriptionToRefresh } from '../billing/lapse-refresh.js';
import { teamAccess } from '../billing/plan.js';
import { isAdministrator } from './admin-rule.js';
import { authRepository } from './auth.repository.js';
import { hashToken } from './tokens.js';

const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** What resolving a session needs: the database, the time, who ADMIN_EMAILS names and the billing mode. */
export type TSessionDeps = Pick<TAppDeps, 'db' | 'now'> & {
  config: Pick<TAppDeps['config'], 'adminEmails' | 'billingMode'>;
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
