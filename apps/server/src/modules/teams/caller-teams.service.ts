import type { TCallerTeamsAnswer } from '@rp/contracts';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { teamsRepository } from './teams.repository.js';

/** POST /teams/: the caller's team (a user belongs to one), with the plan the session was checked against. */
export async function callerTeams(deps: Pick<TAppDeps, 'db'>, a: TAuthContext): Promise<TCallerTeamsAnswer> {
  const team = await teamsRepository.findTeam(deps.db, a.teamId);
  return {
    success: true,
    teams: [
      { id: team.id, name: team.name, role: a.role, plan: a.access.kind, is_active: a.access.isActive },
    ],
  };
}
