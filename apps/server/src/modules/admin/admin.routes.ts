import { Api } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import { requireAuth } from '../../http/auth-context.js';
import { registerCall } from '../../http/register-call.js';
import { listAdminRoutes, listAdminTeams, saveTeamActiveTo } from './admin.service.js';

/** The operator's admin calls (spec section 7): 401 without a session, 403 for anyone not an admin. */
export function adminRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const admin = requireAuth(deps, { admin: true });

  registerCall(app, Api.adminTeams, {
    preHandler: admin,
    handler: (req) => listAdminTeams(deps, req.body),
  });

  registerCall(app, Api.adminRoutes, {
    preHandler: admin,
    handler: (req) => listAdminRoutes(deps, req.body),
  });

  registerCall(app, Api.saveTeamActiveTo, {
    preHandler: admin,
    handler: (req) => saveTeamActiveTo(deps, req.body),
  });
}
