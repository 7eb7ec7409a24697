import { z } from 'zod';
import { ZCredentialsSchema, ZSignupSchema, ZUserDataSchema } from '../auth.js';
import { ZResendVerificationAnswerSchema, ZVerifyEmailSchema } from '../email-verification.js';
import { ZPlanKindSchema } from '../plans.js';
import { defineCall, ZSuccessAnswerSchema } from './define.js';

const tag = 'auth';

/** Answer of sign-up and log-in: the new session's token and what the web keeps about the user. */
export const ZAuthAnswerSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  team: z.string(),
  token: z.string(),
  /** Role bits (1 Driver, 2 Dispatcher): a driver-only member is taken to the driver app. */
  role: z.number().int(),
  user_data: ZUserDataSchema,
  is_admin: z.boolean(),
  /** False until the user follows the link mailed at sign-up: until then no admin rights, no invitations. */
  email_verified: z.boolean(),
});
export type TAuthAnswer = z.infer<typeof ZAuthAnswerSchema>;

/** Answer of the three token checks: who is calling and where their team's plan stands. */
export const ZVerifyTokenAnswerSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  name: z.string(),
  team: z.string(),
  role: z.number().int(),
  is_admin: z.boolean(),
  plan: ZPlanKindSchema,
  is_active: z.boolean(),
  /** When the trial or paid access ends (ISO date-time); null when it does not end (Free). */
  active_to: z.string().nullable(),
  user_data: ZUserDataSchema,
  email_verified: z.boolean(),
});
export type TVerifyTokenAnswer = z.infer<typeof ZVerifyTokenAnswerSchema>;

const verifyDescription = 'Answers 401 without a live session and 402 when the team has lapsed.';

/** Sign-up, log-in, log-out and the three token checks (spec section 7). */
export const authCalls = {
  signup: defineCall({
    method: 'POST',
    path: '/a/signup/',
    tag,
    summary: 'Creates a team in its trial, its first user (Dispatcher and Driver) and a session.',
    description:
      'Answers 409 when the e-mail already has an account, also when it has a pending invitation: then the ' +
      'invitation is mailed again (within the invitation limits) and stays as it is. Mails a link to verify ' +
      'the address, whose page asks for the password again. ' +
      'Answers 429 with Retry-After over the limits per client address and per e-mail.',
    body: ZSignupSchema,
    answer: ZAuthAnswerSchema,
  }),
  login: defineCall({
    method: 'POST',
    path: '/a/login/',
    tag,
    summary: 'Starts a session for an e-mail and password.',
    description: 'Answers 401 with a message for wrong credentials, 429 after too many failed attempts.',
    body: ZCredentialsSchema,
    answer: ZAuthAnswerSchema,
  }),
  logout: defineCall({
    method: 'POST',
    path: '/a/logout/',
    tag,
    summary: "Ends the bearer token's session (answers success without one too).",
    answer: ZSuccessAnswerSchema,
  }),
  verifyToken: defineCall({
    method: 'POST',
    path: '/verify-token/',
    tag,
    summary: 'Checks the session before an authenticated page shows.',
    description: verifyDescription,
    answer: ZVerifyTokenAnswerSchema,
  }),
  verifyTokenAdmin: defineCall({
    method: 'POST',
    path: '/verify-token2/',
    tag,
    summary: 'Checks the session of an administrator (admin pages).',
    description: `${verifyDescription} Answers 403 for a user who is not an administrator.`,
    answer: ZVerifyTokenAnswerSchema,
  }),
  verifyTokenLapsed: defineCall({
    method: 'POST',
    path: '/verify-token3/',
    tag,
    summary: 'Checks the session for the subscription page, which a lapsed team may still open.',
    description: 'Answers 401 without a live session.',
    answer: ZVerifyTokenAnswerSchema,
  }),
  verifyEmail: defineCall({
    method: 'POST',
    path: '/verify-email/',
    tag,
    summary:
      'Verifies the e-mail address with the token of the link mailed at sign-up and sets the password chosen on its page.',
    description:
      'Ends every session of the account and answers a new one, as log-in does: whoever signed up with the ' +
      'address keeps nothing unless they also read its mailbox. Answers 400 for a weak password (nothing is ' +
      'used up), for a link that is unknown or expired, and with its own message for a link used already.',
    body: ZVerifyEmailSchema,
    answer: ZAuthAnswerSchema,
  }),
  resendVerification: defineCall({
    method: 'POST',
    path: '/a/resend-verification/',
    tag,
    summary: "Mails a new link to verify the caller's e-mail address.",
    description: 'Answers sent: false when the address is already verified, 429 after 3 links in an hour.',
    answer: ZResendVerificationAnswerSchema,
  }),
} as const;
