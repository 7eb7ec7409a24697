import { z } from 'zod';
import { Messages } from './messages.js';

/** Role bit mask of a team member (spec section 3). */
export const Role = { Driver: 1, Dispatcher: 2 } as const;
export type TRoleBit = (typeof Role)[keyof typeof Role];

export const hasRole = (mask: number, bit: TRoleBit): boolean => (mask & bit) === bit;

export const ZCredentialsSchema = z.object({
  email: z.string({ error: Messages.emailRequired }).trim().min(1, Messages.emailRequired).max(128),
  password: z.string({ error: Messages.passwordRequired }).min(1, Messages.passwordRequired).max(256),
});
export type TCredentials = z.infer<typeof ZCredentialsSchema>;

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
    .min(8, 'Password must be at least 8 characters')
    .max(256),
});
export type TSignup = z.infer<typeof ZSignupSchema>;

export const ZUserDataSchema = z.object({
  countryCode: z.string(),
  distanceUnit: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TUserData = z.infer<typeof ZUserDataSchema>;

/** Answer of /a/signup/ and /a/login/; on failure success is false and message says why. */
export type TAuthResponse =
  | { success: true; email: string; team: string; token: string; user_data: TUserData; is_admin: boolean }
  | { success: false; message: string };

export const ZForgotPasswordSchema = z.object({ email: z.string().trim().min(1).max(128) });

export const ZResetPasswordSchema = z.object({
  password: z.string().min(1, Messages.passwordEmpty).max(256),
  token: z.string().min(4).max(256),
});
