import { z } from 'zod';
import { dbId, dbIdParam, plainText } from './input.js';

/** Texts of the drivers' working day (issue 21, items 2, 3 and 5). */
export const WorkdayMessages = {
  invalidMinutes: 'A time must be minutes 0..1439',
  shiftEndBeforeStart: 'The shift must end after it starts',
  breakNeedsWindow: 'A break needs the start and end of its window',
  breakWindowOrder: "The break window's end must come after its start",
  breakOutsideShift: 'The break window must lie inside the shift',
  breakTooLong: 'The break must fit inside its window',
  breakDuration: 'A break lasts 1 to 480 minutes',
  atLeastOne: 'Must be at least 1',
  wholeNumber: 'Must be a whole number',
  invalidPlace: "A place is 'depot' or 'home'",
  invalidSkill: 'A skill is 1 to 40 characters without commas',
  tooManySkills: 'At most 20 skills',
  invalidWeight: 'Weight must be a number 0 or more',
  invalidGoal: "A goal is 'shortest', 'fewest-vehicles', 'balance-stops' or 'balance-hours'",
  invalidDriverId: 'The driver id must be a positive whole number',
  notSelected: 'This driver is not selected for the route',
} as const;

const MAX_MINUTES = 1439;
const minutes = z
  .number({ error: WorkdayMessages.invalidMinutes })
  .int({ error: WorkdayMessages.invalidMinutes })
  .min(0, { error: WorkdayMessages.invalidMinutes })
  .max(MAX_MINUTES, { error: WorkdayMessages.invalidMinutes });
const atLeastOne = z
  .number({ error: WorkdayMessages.atLeastOne })
  .int({ error: WorkdayMessages.wholeNumber })
  .min(1, { error: WorkdayMessages.atLeastOne })
  .max(100_000, { error: 'At most 100000' });

/** Where a driver's day starts or ends: the route's depot or the driver's home (their own start address). */
export const ZWorkdayPlaceSchema = z.enum(['depot', 'home'], { error: WorkdayMessages.invalidPlace });
export type TWorkdayPlace = z.infer<typeof ZWorkdayPlaceSchema>;

/** A skill tag (fridge, two-person…): stored comma-joined, so no commas. */
export const ZSkillSchema = plainText(40, WorkdayMessages.invalidSkill)
  .pipe(z.string().min(1, WorkdayMessages.invalidSkill))
  .refine((t) => !t.includes(','), { error: WorkdayMessages.invalidSkill });
export const ZSkillsSchema = z.array(ZSkillSchema).max(20, WorkdayMessages.tooManySkills);

/**
 * A driver's working day. Every field null means "not set": a driver's default then keeps today's
 * behaviour (the route's start time, no end, the depot), a route's override then takes the default.
 * Minutes are since midnight in the team's time zone; the break is `break_duration` minutes taken
 * between `break_window_start` and `break_window_end`.
 */
const workdayFields = {
  shift_start: minutes.nullable(),
  shift_end: minutes.nullable(),
  break_duration: z
    .number({ error: WorkdayMessages.breakDuration })
    .int({ error: WorkdayMessages.breakDuration })
    .min(1, { error: WorkdayMessages.breakDuration })
    .max(480, { error: WorkdayMessages.breakDuration })
    .nullable(),
  break_window_start: minutes.nullable(),
  break_window_end: minutes.nullable(),
  start_place: ZWorkdayPlaceSchema.nullable(),
  end_place: ZWorkdayPlaceSchema.nullable(),
  max_stops: atLeastOne.nullable(),
  capacity: atLeastOne.nullable(),
  max_weight: z
    .number({ error: WorkdayMessages.atLeastOne })
    .min(1, { error: WorkdayMessages.atLeastOne })
    .max(1_000_000, { error: 'At most 1000000' })
    .nullable(),
  skills: ZSkillsSchema.nullable(),
};

export const ZWorkdaySchema = z.object(workdayFields);
export type TWorkday = z.infer<typeof ZWorkdaySchema>;

/** A working day with nothing set. */
export const EMPTY_WORKDAY: TWorkday = {
  shift_start: null,
  shift_end: null,
  break_duration: null,
  break_window_start: null,
  break_window_end: null,
  start_place: null,
  end_place: null,
  max_stops: null,
  capacity: null,
  max_weight: null,
  skills: null,
};

type TWorkdayTimes = Pick<
  TWorkday,
  'shift_start' | 'shift_end' | 'break_duration' | 'break_window_start' | 'break_window_end'
>;

/** The rules between fields: the shift ends after it starts, the break fits its window inside the shift. */
export function workdayIssues(w: TWorkdayTimes): { path: keyof TWorkdayTimes; message: string }[] {
  const issues: { path: keyof TWorkdayTimes; message: string }[] = [];
  if (w.shift_start !== null && w.shift_end !== null && w.shift_end <= w.shift_start)
    issues.push({ path: 'shift_end', message: WorkdayMessages.shiftEndBeforeStart });
  const ws = w.break_window_start;
  const we = w.break_window_end;
  if (w.break_duration === null) return issues;
  if (ws === null || we === null) {
    issues.push({
      path: ws === null ? 'break_window_start' : 'break_window_end',
      message: WorkdayMessages.breakNeedsWindow,
    });
    return issues;
  }
  if (we <= ws) {
    issues.push({ path: 'break_window_end', message: WorkdayMessages.breakWindowOrder });
    return issues;
  }
  if ((w.shift_start !== null && ws < w.shift_start) || (w.shift_end !== null && we > w.shift_end))
    issues.push({ path: 'break_window_start', message: WorkdayMessages.breakOutsideShift });
  if (w.break_duration > we - ws)
    issues.push({ path: 'break_duration', message: WorkdayMessages.breakTooLong });
  return issues;
}

function checkWorkday(w: TWorkdayTimes, ctx: z.RefinementCtx) {
  for (const issue of workdayIssues(w))
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

/** A route override that breaks a rule only once merged with the driver's default: the rule, and why. */
export const overrideWithDefaultMessage = (rule: string): string =>
  `${rule} (with the driver's default working day)`;

/** A working day as a form or a body sends it: every rule between fields checked. */
export const ZCheckedWorkdaySchema = ZWorkdaySchema.superRefine(checkWorkday);

const driverId = dbId(WorkdayMessages.invalidDriverId);

/** POST /save_driver_workday/: a driver's default working day (every route uses it unless it overrides). */
export const ZSaveDriverWorkdaySchema = z
  .object({ driver_id: driverId, ...workdayFields })
  .superRefine(checkWorkday);
export type TSaveDriverWorkday = z.input<typeof ZSaveDriverWorkdaySchema>;

/**
 * The rules an override breaks on its own: every rule but a break's missing window, which the
 * driver's default may give (the server checks the override merged with the default as a whole).
 */
export function overrideIssues(w: TWorkdayTimes): ReturnType<typeof workdayIssues> {
  return workdayIssues(w).filter((issue) => issue.message !== WorkdayMessages.breakNeedsWindow);
}

function checkOverride(w: TWorkdayTimes, ctx: z.RefinementCtx) {
  for (const issue of overrideIssues(w))
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

/** POST /save_route_workday/: one selected driver's working day on one route; null fields take the default. */
export const ZSaveRouteWorkdaySchema = z
  .object({
    route_id: dbId('The route id must be a positive whole number'),
    driver_id: driverId,
    ...workdayFields,
  })
  .superRefine(checkOverride);
export type TSaveRouteWorkday = z.input<typeof ZSaveRouteWorkdaySchema>;

export const ZDriverIdParamsSchema = z.object({ driverId: dbIdParam(WorkdayMessages.invalidDriverId) });

/** Per route driver: the default, the route's override and what the optimiser will use. */
export const ZRouteWorkdaySchema = z.object({
  driver_id: z.number().int(),
  name: z.string(),
  default: ZWorkdaySchema,
  override: ZWorkdaySchema,
  effective: ZWorkdaySchema,
});
export type TRouteWorkday = z.infer<typeof ZRouteWorkdaySchema>;

/** The override's set fields over the default's. */
export function effectiveWorkday(fallback: TWorkday, override: TWorkday): TWorkday {
  const out = { ...fallback };
  for (const key of Object.keys(override) as (keyof TWorkday)[]) {
    if (override[key] !== null) Object.assign(out, { [key]: override[key] });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The route's goal (item 3)
// ---------------------------------------------------------------------------------------------

export const ROUTE_GOALS = ['shortest', 'fewest-vehicles', 'balance-stops', 'balance-hours'] as const;
export const ZRouteGoalSchema = z.enum(ROUTE_GOALS, { error: WorkdayMessages.invalidGoal });
export type TRouteGoal = z.infer<typeof ZRouteGoalSchema>;

/** The goals as the planner names them. */
export const RouteGoalLabels: Record<TRouteGoal, string> = {
  shortest: 'Shortest total time',
  'fewest-vehicles': 'Fewest drivers',
  'balance-stops': 'Balanced: stops',
  'balance-hours': 'Balanced: hours',
};

// ---------------------------------------------------------------------------------------------
// Why a stop was left out (item 5)
// ---------------------------------------------------------------------------------------------

export const UNASSIGNED_REASONS = [
  'unroutable',
  'skill',
  'capacity',
  'shift',
  'time_window',
  'max_stops',
  'no_room',
] as const;
export type TUnassignedReason = (typeof UNASSIGNED_REASONS)[number];

/** The optimiser's reason for a left-out stop, in words. */
export const UnassignedReasonTexts: Record<TUnassignedReason, string> = {
  unroutable: 'No road to this stop',
  skill: 'No driver has the skill',
  capacity: "Over the van's capacity",
  shift: "Outside the driver's shift",
  time_window: 'The time window cannot be reached',
  max_stops: 'Every driver has their maximum number of stops',
  no_room: 'The working day ends',
};

/** The words for a stored reason; '' (none stored) or an unknown code gives ''. */
export const unassignedReasonText = (reason: string | null | undefined): string =>
  reason && reason in UnassignedReasonTexts ? UnassignedReasonTexts[reason as TUnassignedReason] : '';

/** Skill tags stored as one comma-joined text. */
export const joinSkills = (skills: readonly string[]): string => skills.join(',');
export const splitSkills = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** Stop fields of item 2: the skills a stop requires and its weight (kg). */
export const stopWorkdayFields = {
  skills: ZSkillsSchema.optional(),
  weight: z
    .number({ error: WorkdayMessages.invalidWeight })
    .min(0, { error: WorkdayMessages.invalidWeight })
    .max(1_000_000, { error: WorkdayMessages.invalidWeight })
    .nullable()
    .optional(),
};

/**
 * What an optimisation planned for one driver route's day (stored when optimised): its load against
 * the capacity, its shift and its break. Times are seconds since midnight of the planned day.
 */
export const ZDriverRouteDaySchema = z.object({
  load: z.number(),
  weight: z.number(),
  capacity: z.number().int().nullable(),
  max_weight: z.number().nullable(),
  shift_start: z.number().int().nullable(),
  shift_end: z.number().int().nullable(),
  break_start: z.number().int().nullable(),
  break_duration: z.number().int().nullable(),
  /** Number of the driver route's stops before the break. */
  break_after_stops: z.number().int().nullable(),
});
export type TDriverRouteDay = z.infer<typeof ZDriverRouteDaySchema>;
