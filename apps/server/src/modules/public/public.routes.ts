import { Api } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import { normaliseEmail, RateLimits } from '../../core/rate-limits.js';
import { limitPerTarget, perAddressConfig } from '../../http/rate-limits.js';
import { registerCall, type TCallRequest } from '../../http/register-call.js';
import { sendContactMessage } from './contact.service.js';
import { publicBaseUrl } from './password-links.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';

type ForgotPasswordRequest = TCallRequest<typeof Api.forgotPassword>;
type ContactRequest = TCallRequest<typeof Api.contact>;

/** Forgotten password, setting a password from an e-mailed link (reset or invite), and the contact form. */
export function publicRoutes(app: FastifyInstance, deps: TAppDeps): void {
  registerCall(app, Api.forgotPassword, {
    config: perAddressConfig(RateLimits.forgotPassword.perAddress),
    preHandler: limitPerTarget(
      app,
      'forgot-password-email',
      RateLimits.forgotPassword.perEmail,
      (req: ForgotPasswordRequest) => normaliseEmail(req.body.email),
    ),
    handler: (req) =>
      requestPasswordReset(deps, req.body, { baseUrl: publicBaseUrl(deps.config, req), log: req.log }),
  });

  registerCall(app, Api.resetPassword, {
    config: perAddressConfig(RateLimits.resetPassword.perAddress),
    handler: (req) => resetPassword(deps, req.body),
  });

  registerCall(app, Api.contact, {
    config: perAddressConfig(RateLimits.contact.perAddress),
    preHandler: limitPerTarget(app, 'contact-email', RateLimits.contact.perEmail, (req: ContactRequest) =>
      normaliseEmail(req.body.email),
    ),
    handler: (req) => sendContactMessage(deps, req.body, { ip: req.ip, log: req.log }),
  });
}
