import { Api } from '@rp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { registerCall } from '../../http/register-call.js';
import type { TNoticeContext } from '../drivers/driver-notice.js';
import { publicBaseUrl } from '../public/password-links.js';
import { cancelOptimisation, sendToDrivers } from './dispatch.service.js';
import { optimiseRoute } from './optimise-route.service.js';
import { confirmReplan, previewReplan, replanRoute } from './replan-apply.service.js';
import { isDispatchedRoute } from './replan-route.service.js';

/** /optimize/, /cancel_optimization/ and /send_to_drivers/ (spec section 7), for dispatchers. */
export function optimiseRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const dispatcher = requireAuth(deps, { role: 'dispatcher' });
  /** Drivers' notices link to the driver app on PUBLIC_URL (or the server's listen address). */
  const noticeOf = (req: FastifyRequest): TNoticeContext => ({
    baseUrl: publicBaseUrl(deps.config, req),
    log: req.log,
  });

  registerCall(app, Api.optimize, {
    preHandler: dispatcher,
    handler: async (req) =>
      // A route its drivers have (sent or begun) is re-planned: what is done stays, the rest moves on from now.
      (await isDispatchedRoute(deps, authOf(req).teamId, req.body.route_id))
        ? replanRoute(deps, authOf(req), req.body, noticeOf(req))
        : optimiseRoute(deps, authOf(req), req.body, noticeOf(req)),
  });

  registerCall(app, Api.previewOptimize, {
    preHandler: dispatcher,
    handler: (req) => previewReplan(deps, authOf(req), req.body),
  });

  registerCall(app, Api.confirmOptimize, {
    preHandler: dispatcher,
    handler: (req) => confirmReplan(deps, authOf(req), req.body, noticeOf(req)),
  });

  registerCall(app, Api.cancelOptimization, {
    preHandler: dispatcher,
    handler: (req) => cancelOptimisation(deps, authOf(req), req.body, noticeOf(req)),
  });

  registerCall(app, Api.sendToDrivers, {
    preHandler: dispatcher,
    handler: (req) => sendToDrivers(deps, authOf(req), req.body, noticeOf(req)),
  });
}
