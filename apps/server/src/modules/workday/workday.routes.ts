import { Api } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { registerCall } from '../../http/register-call.js';
import {
  getDriverWorkday,
  getRouteWorkdays,
  saveDriverWorkday,
  saveRouteGoal,
  saveRouteWorkday,
} from './workday.service.js';

/** Drivers' working days and the route's goal (issue 21), for dispatchers. */
export function workdayRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const dispatcher = requireAuth(deps, { role: 'dispatcher' });

  registerCall(app, Api.driverWorkday, {
    preHandler: dispatcher,
    handler: (req) => getDriverWorkday(deps, authOf(req), req.params.driverId),
  });
  registerCall(app, Api.saveDriverWorkday, {
    preHandler: dispatcher,
    handler: (req) => saveDriverWorkday(deps, authOf(req), req.body),
  });
  registerCall(app, Api.routeWorkdays, {
    preHandler: dispatcher,
    handler: (req) => getRouteWorkdays(deps, authOf(req), req.params.routeId),
  });
  registerCall(app, Api.saveRouteWorkday, {
    preHandler: dispatcher,
    handler: (req) => saveRouteWorkday(deps, authOf(req), req.body),
  });
  registerCall(app, Api.saveRouteGoal, {
    preHandler: dispatcher,
    handler: (req) => saveRouteGoal(deps, authOf(req), req.body),
  });
}
