import { Api } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../app-deps.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { registerCall } from '../../http/register-call.js';
import { batchGeocode } from './batch-geocode.service.js';

/** The spreadsheet import's call (spec section 7): the browser's parsed rows become stops. */
export function batchGeocodeRoutes(app: FastifyInstance, deps: TAppDeps): void {
  registerCall(app, Api.batchGeocode, {
    preHandler: requireAuth(deps, { role: 'dispatcher' }),
    handler: (req) => batchGeocode(deps, authOf(req), req.body),
  });
}
