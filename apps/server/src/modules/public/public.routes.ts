import { Api } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../app-deps.js';
import { registerCall } from '../../http/register-call.js';
import { sendContactMessage } from './contact.service.js';
import { publicBaseUrl } from './password-links.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';

/** Per-address limits of the calls anyone may make without logging in. */
export const PublicRateLimits = {
  forgotPassword: { max: 5, timeWindow: '15 minutes' },
  resetPassword: { max: 20, timeWindow: '15 minutes' },
  contact: { max: 5, timeWindow: '10 minutes' },
} as const;

/** Forgotten password, setting a password from an e-mailed link (reset or invite), and the contact form. */
export function publicRoutes(app: FastifyInstance, deps: TAppDeps): void {
  registerCall(app, Api.forgotPassword, {
    config: { rateLimit: PublicRateLimits.forgotPassword },
    handler: (req) =>
      requestPasswordReset(deps, req.body, { baseUrl: publicBaseUrl(deps.config, req), log: req.log }),
  });

  registerCall(app, Api.resetPassword, {
    config: { rateLimit: PublicRateLimits.resetPassword },
    handler: (req) => resetPassword(deps, req.body),
  });

  registerCall(app, Api.contact, {
    config: { rateLimit: PublicRateLimits.contact },
    handler: (req) => sendContactMessage(deps, req.body, { ip: req.ip, log: req.log }),
  });
}
