import { Api } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../app-deps.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { registerCall } from '../../http/register-call.js';
import { cancelOptimisation, sendToDrivers } from './dispatch.service.js';
import { optimiseRoute } from './optimise-route.service.js';

/** /optimize/, /cancel_optimization/ and /send_to_drivers/ (spec section 7), for dispatchers. */
export function optimiseRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const dispatcher = requireAuth(deps, { role: 'dispatcher' });

  registerCall(app, Api.optimize, {
    preHandler: dispatcher,
    handler: (req) => optimiseRoute(deps, authOf(req), req.body),
  });

  registerCall(app, Api.cancelOptimization, {
    preHandler: dispatcher,
    handler: (req) => cancelOptimisation(deps, authOf(req), req.body),
  });

  registerCall(app, Api.sendToDrivers, {
    preHandler: dispatcher,
    handler: (req) => sendToDrivers(deps, authOf(req), req.body),
  });
}
