import { z } from 'zod';
import { Messages } from './messages.js';

/** The client keeps the first 32 characters of a team name (spec section 5). */
export const TEAM_NAME_MAX = 32;
export const MEMBER_EMAIL_MAX = 128;

/** plan_id of a team member: -1 trial, 1 Professional via Google Play, 0 Professional direct. */
export const PlanId = { Trial: -1, Direct: 0, GooglePlay: 1 } as const;

export const DistanceUnit = { Km: 0, Miles: 1 } as const;

/** Miles for the US, kilometres elsewhere (spec section 9). */
export const distanceUnitForCountry = (countryCode: string): number =>
  countryCode.toUpperCase() === 'US' ? DistanceUnit.Miles : DistanceUnit.Km;

export const ZTeamNameSchema = z
  .string()
  .trim()
  .min(1, Messages.teamNameEmpty)
  .transform((name) => name.slice(0, TEAM_NAME_MAX));

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

export const ZSaveTeamPreferencesSchema = z.object({
  name: ZTeamNameSchema.optional(),
  startAddress: z.string().max(512).optional(),
  startLat: latitude.optional(),
  startLng: longitude.optional(),
  endAddress: z.string().max(512).optional(),
  endLat: latitude.optional(),
  endLng: longitude.optional(),
  distanceUnit: z.union([z.literal(0), z.literal(1)]).optional(),
  countryCode: z.string().max(8).optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  timezone: z.string().max(64).optional(),
});
export type TSaveTeamPreferences = z.infer<typeof ZSaveTeamPreferencesSchema>;

export const ZSavePreferencesSchema = z.object({
  distanceUnit: z.union([z.literal(0), z.literal(1)]).optional(),
  name: z.string().trim().max(128).optional(),
  startAddress: z.string().max(512).optional(),
  startLat: latitude.optional(),
  startLng: longitude.optional(),
});
export type TSavePreferences = z.infer<typeof ZSavePreferencesSchema>;

/** Member dialog rules (spec section 5): the same schema checks the form and the server. */
export const ZMemberEmailSchema = z
  .string({ error: Messages.memberEmailRequired })
  .trim()
  .min(1, Messages.memberEmailRequired)
  .max(MEMBER_EMAIL_MAX, Messages.memberEmailTooLong)
  .pipe(z.email({ error: Messages.memberEmailInvalid }));

export const ZMemberRoleSchema = z
  .number({ error: Messages.memberRoleRequired })
  .int()
  .min(1, Messages.memberRoleRequired)
  .max(3, Messages.memberRoleRequired);

export const ZSaveTeamMemberSchema = z.object({
  user_id: z.coerce.number().int().positive().optional().nullable(),
  email: ZMemberEmailSchema,
  name: z.string().trim().max(128).optional().default(''),
  role: ZMemberRoleSchema,
});
export type TSaveTeamMember = z.infer<typeof ZSaveTeamMemberSchema>;

export const ZTeamMemberDeleteSchema = z.object({ user_id: z.coerce.number().int().positive() });

export interface TTeamMember {
  id: number;
  user_id: number;
  email: string;
  name: string;
  role: number;
  plan_id: number;
  is_current_user: boolean;
  is_current_driver: boolean;
}

export interface TPreferences {
  name: string;
  email: string;
  start_address: string;
  lat: number | null;
  lng: number | null;
  distanceUnit: number;
}

export interface TTeamPreferences {
  name: string;
  startAddress: string;
  startLat: number | null;
  startLng: number | null;
  endAddress: string;
  endLat: number | null;
  endLng: number | null;
  distanceUnit: number;
  countryCode: string;
  latitude: number | null;
  longitude: number | null;
  timezone: string;
}
