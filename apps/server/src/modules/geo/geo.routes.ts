import { Api } from '@rp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { registerCall } from '../../http/register-call.js';
import { searchAddresses } from './geo.service.js';

/** The first language of the browser's Accept-Language header ('pl-PL,pl;q=0.9' -> 'pl'). */
function browserLanguage(req: FastifyRequest): string | undefined {
  const first = req.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim();
  const lang = first?.split('-')[0]?.toLowerCase();
  return lang && /^[a-z]{2,3}$/.test(lang) ? lang : undefined;
}

/** Address search for the planner's search boxes, through the configured geocoder. */
export function geoRoutes(app: FastifyInstance, deps: TAppDeps): void {
  registerCall(app, Api.addressSearch, {
    preHandler: requireAuth(deps, { role: 'member' }),
    handler: (req) =>
      searchAddresses(deps, authOf(req), req.query, { browserLanguage: browserLanguage(req), log: req.log }),
  });
}
