import { Api } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import { normaliseEmail, RateLimits } from '../../core/rate-limits.js';
import { authOf, bearerToken, requireAuth } from '../../http/auth-context.js';
import { limitPerTarget, perAddressConfig } from '../../http/rate-limits.js';
import { registerCall, type TCallRequest } from '../../http/register-call.js';
import { publicBaseUrl } from '../public/password-links.js';
import { login, logout, signup, verifiedSession } from './auth.service.js';
import { resendVerification, verifyEmail } from './email-verification.service.js';

type SignupRequest = TCallRequest<typeof Api.signup>;

/** Sign-up, log-in, log-out, the three token checks of spec section 7 and e-mail verification. */
export function authRoutes(app: FastifyInstance, deps: TAppDeps): void {
  registerCall(app, Api.signup, {
    config: perAddressConfig(RateLimits.signup.perAddress),
    preHandler: limitPerTarget(app, 'signup-email', RateLimits.signup.perEmail, (req: SignupRequest) =>
      normaliseEmail(req.body.email),
    ),
    handler: (req) => signup(deps, req.body, { baseUrl: publicBaseUrl(deps.config, req), log: req.log }),
  });

  registerCall(app, Api.login, {
    config: perAddressConfig(RateLimits.login.perAddress),
    handler: (req) => login(deps, req.body, req.ip),
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

  // The token is unguessable; the limit only keeps one address from loading the database.
  registerCall(app, Api.verifyEmail, {
    config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    handler: (req) => verifyEmail(deps, req.body),
  });
  // A lapsed team's user may still prove their address.
  registerCall(app, Api.resendVerification, {
    preHandler: requireAuth(deps, { allowLapsed: true }),
    handler: (req) =>
      resendVerification(deps, authOf(req), { baseUrl: publicBaseUrl(deps.config, req), log: req.log }),
  });
}
