import { Api } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import { RateLimits } from '../../core/rate-limits.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { limitPerTarget } from '../../http/rate-limits.js';
import { registerCall, type TCallRequest } from '../../http/register-call.js';
import { publicBaseUrl } from '../public/password-links.js';
import { callerTeams } from './caller-teams.service.js';
import { deleteMember, listTeam, saveMember } from './members.service.js';
import {
  getPreferences,
  getTeamPreferences,
  savePreferences,
  saveTeamPreferences,
} from './preferences.service.js';

type SaveMemberRequest = TCallRequest<typeof Api.saveTeamMember>;

/** Personal and team preferences, and the team's members (spec section 7). */
export function teamsRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const member = requireAuth(deps, { role: 'member' });
  /** The personal profile stays reachable for a lapsed team, like the subscription page. */
  const profile = requireAuth(deps, { role: 'member', allowLapsed: true });
  const dispatcher = requireAuth(deps, { role: 'dispatcher' });

  registerCall(app, Api.teams, {
    preHandler: profile,
    handler: (req) => callerTeams(deps, authOf(req)),
  });

  registerCall(app, Api.preferences, {
    preHandler: profile,
    handler: (req) => getPreferences(deps, authOf(req)),
  });

  registerCall(app, Api.savePreferences, {
    preHandler: profile,
    handler: (req) => savePreferences(deps, authOf(req), req.body),
  });

  registerCall(app, Api.teamPreferences, {
    preHandler: member,
    handler: (req) => getTeamPreferences(deps, authOf(req)),
  });

  registerCall(app, Api.saveTeamPreferences, {
    preHandler: dispatcher,
    handler: (req) => saveTeamPreferences(deps, authOf(req), req.body),
  });

  registerCall(app, Api.team, {
    preHandler: member,
    handler: (req) => listTeam(deps, authOf(req)),
  });

  registerCall(app, Api.saveTeamMember, {
    preHandler: [
      dispatcher,
      limitPerTarget(
        app,
        'add-member-team',
        RateLimits.invitations.attemptsPerTeam,
        (req: SaveMemberRequest) => (req.body.user_id ? null : String(authOf(req).teamId)),
      ),
    ],
    handler: (req) =>
      saveMember(deps, authOf(req), req.body, { baseUrl: publicBaseUrl(deps.config, req), log: req.log }),
  });

  registerCall(app, Api.deleteTeamMember, {
    preHandler: dispatcher,
    handler: (req) => deleteMember(deps, authOf(req), req.body.user_id),
  });
}
