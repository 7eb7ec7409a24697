import { Api } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../app-deps.js';
import { authOf, bearerToken, requireAuth } from '../../http/auth-context.js';
import { registerCall } from '../../http/register-call.js';
import { LoginThrottledError, login, logout, signup, verifiedSession } from './auth.service.js';

/** Sign-up, log-in, log-out and the three token checks of spec section 7. */
export function authRoutes(app: FastifyInstance, deps: TAppDeps): void {
  registerCall(app, Api.signup, { handler: (req) => signup(deps, req.body) });

  registerCall(app, Api.login, {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (req, reply) => {
      try {
        return await login(deps, req.body, req.ip);
      } catch (e) {
        if (e instanceof LoginThrottledError) reply.header('retry-after', String(e.retryAfterSeconds));
        throw e;
      }
    },
  });

  registerCall(app, Api.logout, { handler: (req) => logout(deps, bearerToken(req)) });

  registerCall(app, Api.verifyToken, {
    preHandler: requireAuth(deps),
    handler: async (req) => verifiedSession(authOf(req)),
  });
  registerCall(app, Api.verifyTokenAdmin, {
    preHandler: requireAuth(deps, { admin: true }),
    handler: async (req) => verifiedSession(authOf(req)),
  });
  registerCall(app, Api.verifyTokenLapsed, {
    preHandler: requireAuth(deps, { allowLapsed: true }),
    handler: async (req) => verifiedSession(authOf(req)),
  });
}
