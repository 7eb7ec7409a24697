import { Api } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../app-deps.js';
import { authOf, bearerToken, requireAuth } from '../../http/auth-context.js';
import { limitPerTarget, normaliseEmail, perAddressConfig, RateLimits } from '../../http/rate-limits.js';
import { registerCall, type TCallRequest } from '../../http/register-call.js';
import { LoginThrottledError, login, logout, signup, verifiedSession } from './auth.service.js';

type SignupRequest = TCallRequest<typeof Api.signup>;

/** Sign-up, log-in, log-out and the three token checks of spec section 7. */
export function authRoutes(app: FastifyInstance, deps: TAppDeps): void {
  registerCall(app, Api.signup, {
    config: perAddressConfig(RateLimits.signup.perAddress),
    preHandler: limitPerTarget(app, 'signup-email', RateLimits.signup.perEmail, (req: SignupRequest) =>
      normaliseEmail(req.body.email),
    ),
    handler: (req) => signup(deps, req.body),
  });

  registerCall(app, Api.login, {
    config: perAddressConfig(RateLimits.login.perAddress),
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
