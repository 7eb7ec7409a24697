import { Api } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { registerCall } from '../../http/register-call.js';
import { publicBaseUrl } from '../public/password-links.js';
import {
  copyRoute,
  deleteRoute,
  getRoute,
  listRoutes,
  saveDriver,
  saveDrivers,
  saveRoute,
  teamRoute,
} from './routes.service.js';

/**
 * Routes of the team (spec section 7): list by day, read, create/edit, delete, copy, and the
 * drivers selected for a route. Every member may call them; the service decides who may change what.
 */
export function routesRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const member = requireAuth(deps);

  registerCall(app, Api.listRoutes, {
    preHandler: member,
    handler: async (req) => ({ routes: await listRoutes(deps, authOf(req), req.body?.date) }),
  });

  registerCall(app, Api.getRoute, {
    preHandler: member,
    handler: async (req) => ({ route: await getRoute(deps, authOf(req), req.params.routeId) }),
  });

  registerCall(app, Api.saveRoute, {
    preHandler: member,
    handler: (req) => saveRoute(deps, authOf(req), req.body),
  });

  registerCall(app, Api.deleteRoute, {
    preHandler: member,
    handler: (req) => deleteRoute(deps, authOf(req), req.body.route_id),
  });

  registerCall(app, Api.copyRoute, {
    preHandler: member,
    handler: (req) => copyRoute(deps, authOf(req), req.body.route_id),
  });

  registerCall(app, Api.teamRoute, {
    preHandler: member,
    handler: async (req) => ({ team: await teamRoute(deps, authOf(req), req.params.routeId) }),
  });

  registerCall(app, Api.saveDrivers, {
    preHandler: member,
    handler: (req) => saveDrivers(deps, authOf(req), req.body),
  });

  registerCall(app, Api.saveDriver, {
    preHandler: member,
    handler: (req) =>
      saveDriver(deps, authOf(req), req.body, { baseUrl: publicBaseUrl(deps.config, req), log: req.log }),
  });
}
