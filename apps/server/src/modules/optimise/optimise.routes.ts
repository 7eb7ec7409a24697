import { Api } from '@rp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { registerCall } from '../../http/register-call.js';
import type { TNoticeContext } from '../drivers/driver-notice.js';
import { publicBaseUrl } from '../public/password-links.js';
import { cancelOptimisation, sendToDrivers } from './dispatch.service.js';
import { optimiseRoute } from './optimise-route.service.js';

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
    handler: (req) => optimiseRoute(deps, authOf(req), req.body, noticeOf(req)),
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
