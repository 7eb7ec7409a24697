import { z } from 'zod';
import { hasControlCharacters, InputMessages } from './input.js';
import { Messages } from './messages.js';

export { hasRole, isDriverOnly, Role, type TRoleBit } from './roles.js';

/** The least a new password may have (sign-up, reset and invite); the spec itself only asks "not empty". */
export const PASSWORD_MIN_LENGTH = 8;
/** The most a new password may have: a passphrase fits, a body meant to make hashing slow does not. */
export const PASSWORD_MAX_LENGTH = 128;
/** Log-in still takes the longer passwords chosen when the limit was 256. */
export const LOGIN_PASSWORD_MAX_LENGTH = 256;
export const passwordTooShortMessage = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const passwordTooLongMessage = (max: number): string => `Password must be at most ${max} characters`;
/** A new password the strength estimator finds easy to guess; `advice` says what would help. */
export const weakPasswordMessage = (advice: string): string => `Please choose a stronger password: ${advice}`;
/** Tells the forms that a refusal is about the password itself, to show where the password is typed. */
export const isWeakPasswordMessage = (message: string): boolean =>
  message.startsWith(weakPasswordMessage(''));

/**
 * E-mails and passwords hold no control characters: a password may have any printable character
 * (spaces too), but a NUL or an escape is no one's typing, and PostgreSQL refuses NUL in a text.
 */
const withoutControlCharacters = {
  check: (text: string) => !hasControlCharacters(text),
  error: InputMessages.controlCharacters,
};

/** An e-mail as typed at log-in or forgot-password: any text up to 128 characters. */
const ZTypedEmailSchema = z
  .string({ error: Messages.emailRequired })
  .trim()
  .min(1, Messages.emailRequired)
  .max(128)
  .refine(withoutControlCharacters.check, { error: withoutControlCharacters.error });

export const ZCredentialsSchema = z.object({
  email: ZTypedEmailSchema,
  password: z
    .string({ error: Messages.passwordRequired })
    .min(1, Messages.passwordRequired)
    .max(LOGIN_PASSWORD_MAX_LENGTH, passwordTooLongMessage(LOGIN_PASSWORD_MAX_LENGTH))
    .refine(withoutControlCharacters.check, { error: withoutControlCharacters.error }),
});
export type TCredentials = z.infer<typeof ZCredentialsSchema>;

/** A password being chosen: not empty (spec section 5), at least PASSWORD_MIN_LENGTH characters. */
export const ZNewPasswordSchema = z
  .string({ error: Messages.passwordEmpty })
  .min(1, Messages.passwordEmpty)
  .min(PASSWORD_MIN_LENGTH, passwordTooShortMessage)
  .max(PASSWORD_MAX_LENGTH, passwordTooLongMessage(PASSWORD_MAX_LENGTH))
  .refine(withoutControlCharacters.check, { error: withoutControlCharacters.error });

/**
 * The pages of the mailed links (reset, invitation, verification) ask for the new password twice;
 * the page shows a mismatch only once the password itself is fine.
 */
export const ZNewPasswordFormSchema = z
  .object({ password: ZNewPasswordSchema, confirmation: z.string() })
  .refine((form) => form.password === form.confirmation, {
    path: ['confirmation'],
    error: Messages.passwordMismatch,
  });

/** Sign-up asks a little more of a password than log-in does. */
export const ZSignupSchema = ZCredentialsSchema.extend({
  email: z
    .string({ error: Messages.emailRequired })
    .trim()
    .min(1, Messages.emailRequired)
    .max(128, Messages.memberEmailTooLong)
    .pipe(z.email({ error: Messages.memberEmailInvalid })),
  password: z
    .string({ error: Messages.passwordRequired })
    .min(1, Messages.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, passwordTooShortMessage)
    .max(PASSWORD_MAX_LENGTH, passwordTooLongMessage(PASSWORD_MAX_LENGTH))
    .refine(withoutControlCharacters.check, { error: withoutControlCharacters.error }),
});
export type TSignup = z.infer<typeof ZSignupSchema>;

export const ZUserDataSchema = z.object({
  countryCode: z.string(),
  distanceUnit: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TUserData = z.infer<typeof ZUserDataSchema>;

/** POST /forgot-password/: any text up to 128 characters; the answer never says whether it matched. */
export const ZForgotPasswordSchema = z.object({ email: ZTypedEmailSchema });
export type TForgotPassword = z.infer<typeof ZForgotPasswordSchema>;

/** The web sends a forgot-password request only for an email longer than this (spec section 5). */
export const FORGOT_EMAIL_MIN_EXCLUSIVE = 5;

/** The forgot-password page's form: the call's field, and too short an email refused before sending. */
export const ZForgotPasswordFormSchema = z.object({
  email: ZTypedEmailSchema.refine((email) => email.length > FORGOT_EMAIL_MIN_EXCLUSIVE, {
    error: Messages.memberEmailInvalid,
  }),
});

/** The web sends a reset only with a token longer than 3 characters (spec section 5). */
export const RESET_TOKEN_MIN_LENGTH = 4;

/** POST /reset-password/: the new password and the token from the e-mailed link (reset or invite). */
export const ZResetPasswordSchema = z.object({
  password: ZNewPasswordSchema,
  token: z
    .string({ error: Messages.resetLinkInvalid })
    .trim()
    .min(RESET_TOKEN_MIN_LENGTH, Messages.resetLinkInvalid)
    .max(256, Messages.resetLinkInvalid),
});
export type TResetPassword = z.infer<typeof ZResetPasswordSchema>;

/** data.status of /reset-password/: 0 the password is set, -1 the link is not valid or expired. */
export const ResetStatus = { Ok: 0, InvalidLink: -1 } as const;
