import { ResetStatus, ZContactSchema, ZForgotPasswordSchema, ZResetPasswordSchema } from '@rp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps.js';
import { sendContactMessage } from './contact.service.js';
import { publicBaseUrl } from './password-links.js';
import { ResetLinkInvalidError, requestPasswordReset, resetPassword } from './password-reset.service.js';

/** Per-address limits of the calls anyone may make without logging in. */
export const PublicRateLimits = {
  forgotPassword: { max: 5, timeWindow: '15 minutes' },
  resetPassword: { max: 20, timeWindow: '15 minutes' },
  contact: { max: 5, timeWindow: '10 minutes' },
} as const;

/** Forgotten password, setting a password from an e-mailed link (reset or invite), and the contact form. */
export function publicRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['public'];

  r.post(
    '/forgot-password/',
    {
      schema: { tags, body: ZForgotPasswordSchema },
      config: { rateLimit: PublicRateLimits.forgotPassword },
    },
    async (req) => {
      await requestPasswordReset(deps, req.body, { baseUrl: publicBaseUrl(deps.config, req), log: req.log });
      return { success: true };
    },
  );

  r.post(
    '/reset-password/',
    {
      schema: { tags, body: ZResetPasswordSchema },
      config: { rateLimit: PublicRateLimits.resetPassword },
    },
    async (req, reply) => {
      try {
        return { success: true, data: await resetPassword(deps, req.body) };
      } catch (error) {
        if (!(error instanceof ResetLinkInvalidError)) throw error;
        return reply.code(400).send({
          success: false,
          err: -1,
          message: error.message,
          data: { status: ResetStatus.InvalidLink },
        });
      }
    },
  );

  r.post(
    '/contact/',
    { schema: { tags, body: ZContactSchema }, config: { rateLimit: PublicRateLimits.contact } },
    async (req) => {
      await sendContactMessage(deps, req.body, { ip: req.ip, log: req.log });
      return { success: true };
    },
  );
}
