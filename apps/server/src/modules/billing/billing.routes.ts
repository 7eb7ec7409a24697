import { Api } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import { authOf, requireAuth } from '../../http/auth-context.js';
import { registerCall } from '../../http/register-call.js';
import { cancelSubscription, createCheckoutSession, createPortalSession } from './checkout.service.js';
import { stripeWebhookHandler } from './stripe-webhook.js';
import { continueOnFree, getSubscription } from './subscription.service.js';
import { payTestCheckout, testCheckout, testPortal, updateTestPortal } from './test-sessions.service.js';

/** The Subscription page's calls: reachable by a lapsed team, which must always have a way forward. */
export function billingRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const member = requireAuth(deps, { role: 'member', allowLapsed: true });
  const dispatcher = requireAuth(deps, { role: 'dispatcher', allowLapsed: true });

  registerCall(app, Api.subscription, {
    preHandler: member,
    handler: (req) => getSubscription(deps, authOf(req)),
  });
  registerCall(app, Api.continueOnFree, {
    preHandler: dispatcher,
    handler: (req) => continueOnFree(deps, authOf(req)),
  });
  registerCall(app, Api.createCheckoutSession, {
    preHandler: dispatcher,
    handler: (req) => createCheckoutSession(deps, authOf(req), req.body, req),
  });
  registerCall(app, Api.createPortalSession, {
    preHandler: dispatcher,
    handler: (req) => createPortalSession(deps, authOf(req), req),
  });
  // The contract lets only a team with access cancel: a lapsed team has nothing running to cancel.
  registerCall(app, Api.cancelSubscription, {
    preHandler: requireAuth(deps, { role: 'dispatcher' }),
    handler: (req) => cancelSubscription(deps, authOf(req), req),
  });
  testModeRoutes(app, deps, dispatcher);
  stripeWebhookRoute(app, deps);
}

/** BILLING=test: the built-in checkout and portal pages' calls (404 in other modes). */
function testModeRoutes(
  app: FastifyInstance,
  deps: TAppDeps,
  dispatcher: ReturnType<typeof requireAuth>,
): void {
  registerCall(app, Api.testCheckout, {
    preHandler: dispatcher,
    handler: (req) => testCheckout(deps, authOf(req), req.params.sessionId),
  });
  registerCall(app, Api.payTestCheckout, {
    preHandler: dispatcher,
    handler: (req) => payTestCheckout(deps, authOf(req), req.params.sessionId),
  });
  registerCall(app, Api.testPortal, {
    preHandler: dispatcher,
    handler: (req) => testPortal(deps, authOf(req), req.params.sessionId),
  });
  registerCall(app, Api.updateTestPortal, {
    preHandler: dispatcher,
    handler: (req) => updateTestPortal(deps, authOf(req), req.params.sessionId, req.body),
  });
}

/**
 * POST /stripe-webhook/ in a scope of its own: there, and only there, a JSON body reaches the
 * handler as its raw bytes (the signature is over the bytes, not over a re-encoding).
 */
function stripeWebhookRoute(app: FastifyInstance, deps: TAppDeps): void {
  const handler = stripeWebhookHandler(deps);
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
      done(null, body);
    });
    registerCall(scope, Api.stripeWebhook, { handler });
  });
}
