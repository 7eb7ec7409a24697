import { z } from 'zod';
import { ResetStatus, ZForgotPasswordSchema, ZResetPasswordSchema } from '../auth.js';
import { ZContactSchema } from '../contact.js';
import { defineCall, ZSuccessAnswerSchema } from './define.js';

const tag = 'public';

/** The password is set (data.status 0); a bad link is an error answer with data.status -1. */
export const ZResetPasswordAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    status: z.literal(ResetStatus.Ok),
    /** The user drives only (no dispatcher role): the page sends them to the driver app's sign-in. */
    is_driver_only: z.boolean(),
  }),
});
export type TResetPasswordAnswer = z.infer<typeof ZResetPasswordAnswerSchema>;

/** Calls anyone may make without logging in (spec section 7), each rate limited per address (and per e-mail). */
export const publicCalls = {
  forgotPassword: defineCall({
    method: 'POST',
    path: '/forgot-password/',
    tag,
    summary: 'Sends a link to choose a new password when the e-mail has an account.',
    description:
      'The answer is the same whether or not the e-mail has an account. Answers 429 with Retry-After ' +
      'over the limit per client address or per e-mail.',
    body: ZForgotPasswordSchema,
    answer: ZSuccessAnswerSchema,
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/reset-password/',
    tag,
    summary: 'Sets the password with the token of an e-mailed link (reset or invitation).',
    description:
      "A link that is unknown, used or expired answers 400 'Link is not valid or expired' with data.status -1. " +
      "Setting the password ends the user's sessions and every other outstanding link.",
    body: ZResetPasswordSchema,
    answer: ZResetPasswordAnswerSchema,
  }),
  contact: defineCall({
    method: 'POST',
    path: '/contact/',
    tag,
    summary: "Forwards a contact-form message to the operator's address.",
    description:
      'Answers 502 when the mail cannot be sent, 429 with Retry-After over the limit per client address ' +
      'or per sender e-mail.',
    body: ZContactSchema,
    answer: ZSuccessAnswerSchema,
  }),
} as const;
