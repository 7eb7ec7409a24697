import { z } from 'zod';
import { ZHourCycleSchema } from './clock-schemas.js';
import { coordinateOrText, coordinatePair, ZLatitudeSchema, ZLongitudeSchema } from './coordinates.js';
import { ZProofRequiredSchema } from './driver-day.js';
import { ZAddressResultSchema } from './geo.js';
import { dbId, hasControlCharacters, InputMessages, plainText } from './input.js';
import { Messages, PointMessages } from './messages.js';
import { ZPlanKindSchema } from './plans.js';
import { POSITION_RETENTION_DEFAULT_DAYS, ZPositionRetentionDaysSchema } from './retention.js';
import { ZSpeedFactorSchema, ZVehicleTypeSchema } from './travel.js';

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
  .refine((name) => !hasControlCharacters(name), { error: InputMessages.controlCharacters })
  .transform((name) => name.slice(0, TEAM_NAME_MAX));

/**
 * A coordinate of a place (coordinates.ts: in pairs, never 0, 0); null clears the place. Decimal
 * text is read too: the spec's client sends these from local storage.
 */
const latitude = coordinateOrText(ZLatitudeSchema, PointMessages.latitude).nullable().optional();
const longitude = coordinateOrText(ZLongitudeSchema, PointMessages.longitude).nullable().optional();

/** Server texts about teams, members and preferences that are not in the spec's catalogue. */
export const TeamMessages = {
  memberAlreadyInTeam: 'This e-mail is already a member of your team',
  emailNotEditable: "A member's e-mail can't be changed",
  lastDispatcher: 'A team needs at least one dispatcher',
  driverLimit: (max: number): string =>
    `Your plan allows ${max} driver${max === 1 ? '' : 's'}. Upgrade to Professional to add more drivers.`,
  inviteNotSent: 'The invitation e-mail could not be sent. Please try again later.',
  invalidTimeZone: 'Unknown time zone',
  invalidCountryCode: 'Country code must be two letters',
  pointIncomplete: PointMessages.incomplete,
  invalidUserId: 'The user id must be a positive whole number',
} as const;

/** data.err of /save_teammember/: 0 saved; below 0 the web shows data.message in an 'Error' dialog. */
export const MemberErr = {
  Ok: 0,
  Invalid: -1,
  EmailTaken: -2,
  DriverLimit: -3,
  LastDispatcher: -4,
  EmailNotEditable: -5,
  AlreadyInTeam: -6,
  InviteNotSent: -7,
} as const;

/** True when Intl knows the IANA time zone (e.g. 'Europe/Warsaw', 'UTC'). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A non-empty address comes with its coordinates (the address search always gives them). */
const addressHasPoint = (address: string | undefined, lat: unknown): boolean =>
  !address || typeof lat === 'number';

/**
 * POST /save_teampreferences/: every field optional (onboarding sends the name alone, then the
 * depots, and the browser's countryCode/latitude/longitude/timezone alone).
 */
export const ZSaveTeamPreferencesSchema = z
  .object({
    name: z.string({ error: Messages.teamNameEmpty }).pipe(ZTeamNameSchema).optional(),
    startAddress: plainText(512).optional(),
    startLat: latitude,
    startLng: longitude,
    endAddress: plainText(512).optional(),
    endLat: latitude,
    endLng: longitude,
    distanceUnit: z.union([z.literal(0), z.literal(1)]).optional(),
    countryCode: z
      .string()
      .trim()
      .regex(/^([A-Za-z]{2})?$/, TeamMessages.invalidCountryCode)
      .transform((c) => c.toUpperCase())
      .optional(),
    latitude,
    longitude,
    timezone: z.string().trim().max(64).refine(isValidTimeZone, TeamMessages.invalidTimeZone).optional(),
    /** What a driver must take before marking a stop delivered. */
    proofRequired: ZProofRequiredSchema.optional(),
    /** The 12- or 24-hour clock of every time of day the team reads (issue 20, item 7). */
    hourCycle: ZHourCycleSchema.optional(),
    /** What the team's routes are driven with, unless a route says otherwise (docs/travel-model.md). */
    vehicleType: ZVehicleTypeSchema.optional(),
    /** The road model's speeds in percent for this team. */
    speedFactor: ZSpeedFactorSchema.optional(),
    /** How many days drivers' positions are kept (the retention job removes older ones). */
    positionRetentionDays: ZPositionRetentionDaysSchema.optional(),
  })
  .superRefine(coordinatePair('startLat', 'startLng'))
  .superRefine(coordinatePair('endLat', 'endLng'))
  .superRefine(coordinatePair('latitude', 'longitude'))
  .refine((p) => addressHasPoint(p.startAddress, p.startLat), { message: TeamMessages.pointIncomplete })
  .refine((p) => addressHasPoint(p.endAddress, p.endLat), { message: TeamMessages.pointIncomplete });
export type TSaveTeamPreferences = z.infer<typeof ZSaveTeamPreferencesSchema>;

/** POST /save_preferences/: the caller's own full name, unit and default start point (all optional). */
export const ZSavePreferencesSchema = z
  .object({
    distanceUnit: z.union([z.literal(0), z.literal(1)]).optional(),
    name: plainText(128).optional(),
    startAddress: plainText(512).optional(),
    startLat: latitude,
    startLng: longitude,
  })
  .superRefine(coordinatePair('startLat', 'startLng'))
  .refine((p) => addressHasPoint(p.startAddress, p.startLat), { message: TeamMessages.pointIncomplete });
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
  user_id: dbId(TeamMessages.invalidUserId).optional().nullable(),
  email: ZMemberEmailSchema,
  name: plainText(128).optional().default(''),
  role: ZMemberRoleSchema,
});
export type TSaveTeamMember = z.infer<typeof ZSaveTeamMemberSchema>;

export const ZTeamMemberDeleteSchema = z.object({ user_id: dbId(TeamMessages.invalidUserId) });
export type TTeamMemberDelete = z.infer<typeof ZTeamMemberDeleteSchema>;

/** A member of the caller's team (spec section 3). */
export const ZTeamMemberSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.number().int(),
  /** See PlanId. */
  plan_id: z.number().int(),
  is_current_user: z.boolean(),
  is_current_driver: z.boolean(),
  /** 'invited' until the member sets a password through the invitation's link, then 'active'. */
  invitation_status: z.enum(['invited', 'active']),
  /** ISO date-time of the newest invitation mail, or null when none was sent (e.g. the founder). */
  invited_at: z.string().nullable(),
});
export type TTeamMember = z.infer<typeof ZTeamMemberSchema>;

/** A team the caller belongs to (POST /teams/), with the caller's role and the team's plan. */
export const ZCallerTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The caller's role bits in this team. */
  role: z.number().int(),
  plan: ZPlanKindSchema,
  /** false: lapsed, the Subscription page is the way forward. */
  is_active: z.boolean(),
});
export type TCallerTeam = z.infer<typeof ZCallerTeamSchema>;

/** The caller's own preferences; the team's depot and unit stand in for those not set. */
export const ZPreferencesSchema = z.object({
  name: z.string(),
  email: z.string(),
  start_address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  distanceUnit: z.number().int(),
});
export type TPreferences = z.infer<typeof ZPreferencesSchema>;

export const ZTeamPreferencesSchema = z.object({
  name: z.string(),
  startAddress: z.string(),
  startLat: z.number().nullable(),
  startLng: z.number().nullable(),
  endAddress: z.string(),
  endLat: z.number().nullable(),
  endLng: z.number().nullable(),
  distanceUnit: z.number().int(),
  countryCode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timezone: z.string(),
  proofRequired: ZProofRequiredSchema,
  /** The team's clock: its own choice, else its country's (contracts' hourCycleForCountry). */
  hourCycle: ZHourCycleSchema,
  /** Travel: the team's vehicle type and road-model speed in percent (docs/travel-model.md). */
  vehicleType: ZVehicleTypeSchema.default('car'),
  speedFactor: z.number().int().default(100),
  positionRetentionDays: z.number().int().default(POSITION_RETENTION_DEFAULT_DAYS),
});
export type TTeamPreferences = z.infer<typeof ZTeamPreferencesSchema>;

/**
 * Onboarding's depot step: the start and end location, each picked from the address search; both
 * are required (spec section 4). The problem is reported on the start, where the page shows it.
 */
export const ZDepotsFormSchema = z
  .object({ start: ZAddressResultSchema.nullable(), end: ZAddressResultSchema.nullable() })
  .refine((depots) => depots.start !== null && depots.end !== null, {
    path: ['start'],
    error: Messages.depotEmpty,
  });
