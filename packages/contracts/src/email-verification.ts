import { z } from 'zod';
import { ZNewPasswordSchema } from './auth.js';

/** How long a verification link works. */
export const VERIFY_LINK_TTL_HOURS = 48;
/** At most this many verification links a user is sent per hour (the sign-up's included). */
export const VERIFY_LINKS_PER_HOUR = 3;

/** What the server answers and the web shows about proving an e-mail address. */
export const EmailVerificationMessages = {
  verified: 'Your e-mail address is verified',
  /**
   * The link's page asks for the password: whoever follows the link reads the mailbox, and choosing
   * the password there is what proves the person who holds the account is its owner.
   */
  choosePassword:
    'To finish, choose the password of your account (it may be the one you chose when signing up). ' +
    'Every other sign-in of the account ends.',
  linkUsed: 'This link has been used already: your e-mail address is verified. Sign in with your password.',
  linkInvalid: 'This verification link is not valid or has expired. Log in and send yourself a new one.',
  tooManyLinks: `We have sent ${VERIFY_LINKS_PER_HOUR} links this hour. Please wait an hour before asking for another one.`,
  verifyBeforeInviting: 'Verify your e-mail address before inviting team members.',
  sendAgain: 'Send the link again',
  pleaseVerify: (email: string): string => `Please verify your e-mail address: we sent a link to ${email}.`,
  linkSent: (email: string): string => `We sent a new link to ${email}.`,
  linkNotSent: 'The link could not be sent. Please try again later.',
} as const;

/**
 * The token of the link (the server's are 43 characters of base64url; the web sends only ones that
 * could be) and the password chosen on its page, with the rules of any new password.
 */
export const ZVerifyEmailSchema = z.object({
  token: z
    .string({ error: EmailVerificationMessages.linkInvalid })
    .trim()
    .min(4, EmailVerificationMessages.linkInvalid)
    .max(256, EmailVerificationMessages.linkInvalid),
  password: ZNewPasswordSchema,
});
export type TVerifyEmail = z.infer<typeof ZVerifyEmailSchema>;

/** sent is false when the address was already verified and nothing was mailed. */
export const ZResendVerificationAnswerSchema = z.object({
  success: z.literal(true),
  sent: z.boolean(),
  email_verified: z.boolean(),
});
export type TResendVerificationAnswer = z.infer<typeof ZResendVerificationAnswerSchema>;
