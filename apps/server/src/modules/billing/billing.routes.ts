import { Api } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../app-deps.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { registerCall } from '../../http/register-call.js';
import { continueOnFree, getSubscription } from './subscription.service.js';

/** The Subscription page's calls: reachable by a lapsed team, which must always have a way forward. */
export function billingRoutes(app: FastifyInstance, deps: TAppDeps): void {
  registerCall(app, Api.subscription, {
    preHandler: requireAuth(deps, { role: 'member', allowLapsed: true }),
    handler: (req) => getSubscription(deps, authOf(req)),
  });

  registerCall(app, Api.continueOnFree, {
    preHandler: requireAuth(deps, { role: 'dispatcher', allowLapsed: true }),
    handler: (req) => continueOnFree(deps, authOf(req)),
  });
}
