import { z } from 'zod';

/** How long a verification link works. */
export const VERIFY_LINK_TTL_HOURS = 48;
/** At most this many verification links a user is sent per hour (the sign-up's included). */
export const VERIFY_LINKS_PER_HOUR = 3;

/** What the server answers and the web shows about proving an e-mail address. */
export const EmailVerificationMessages = {
  verified: 'Your e-mail address is verified',
  alreadyVerified: 'Your e-mail address is already verified',
  linkInvalid: 'This verification link is not valid or has expired. Log in and send yourself a new one.',
  tooManyLinks: `We have sent ${VERIFY_LINKS_PER_HOUR} links this hour. Please wait an hour before asking for another one.`,
  verifyBeforeInviting: 'Verify your e-mail address before inviting team members.',
  sendAgain: 'Send the link again',
  pleaseVerify: (email: string): string => `Please verify your e-mail address: we sent a link to ${email}.`,
  linkSent: (email: string): string => `We sent a new link to ${email}.`,
  linkNotSent: 'The link could not be sent. Please try again later.',
} as const;

/** The web sends only tokens that could be one (the server's are 43 characters of base64url). */
export const ZVerifyEmailSchema = z.object({
  token: z
    .string({ error: EmailVerificationMessages.linkInvalid })
    .trim()
    .min(4, EmailVerificationMessages.linkInvalid)
    .max(256, EmailVerificationMessages.linkInvalid),
});
export type TVerifyEmail = z.infer<typeof ZVerifyEmailSchema>;

/** The address is verified; already_verified when it was before this link (a second click). */
export const ZVerifyEmailAnswerSchema = z.object({
  success: z.literal(true),
  email_verified: z.literal(true),
  already_verified: z.boolean(),
});
export type TVerifyEmailAnswer = z.infer<typeof ZVerifyEmailAnswerSchema>;

/** sent is false when the address was already verified and nothing was mailed. */
export const ZResendVerificationAnswerSchema = z.object({
  success: z.literal(true),
  sent: z.boolean(),
  email_verified: z.boolean(),
});
export type TResendVerificationAnswer = z.infer<typeof ZResendVerificationAnswerSchema>;
