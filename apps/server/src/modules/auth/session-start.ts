import type { TAuthAnswer } from '@rp/contracts';
import type { TAppDeps } from '../../core/app-deps.js';
import { isAdministrator, type TAdminFacts } from './admin-rule.js';
import { authRepository } from './auth.repository.js';
import { newToken } from './tokens.js';

/** Opens a session for the user and answers it as log-in and sign-up do (spec section 7). */
export async function startSession(
  deps: Pick<TAppDeps, 'db' | 'now' | 'config'>,
  user: TAdminFacts & { id: number; team_id: number; role: number },
): Promise<TAuthAnswer> {
  const { token, hash } = newToken();
  await authRepository.createSession(
    deps.db,
    user.id,
    hash,
    new Date(deps.now().getTime() + deps.config.sessionTtlMs),
  );
  const team = await authRepository.findTeamForSession(deps.db, user.team_id);
  return {
    success: true,
    email: user.email,
    team: team.name,
    token,
    role: user.role,
    user_data: {
      countryCode: team.country_code,
      distanceUnit: team.distance_unit,
      latitude: team.latitude ?? team.start_lat ?? 0,
      longitude: team.longitude ?? team.start_lng ?? 0,
    },
    is_admin: isAdministrator(user, deps.config.adminEmails),
    email_verified: user.email_verified_at !== null,
  };
}
