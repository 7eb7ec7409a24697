import { z } from 'zod';
import { dbId, plainText } from './input.js';
import {
  planState,
  subscriptionStatusOf,
  type TBillingMode,
  type TPlanState,
  ZBillingModeSchema,
} from './plan-state.js';
import { ZPlannedOnSchema } from './routes.js';

/** Rows per page of the admin tables (spec section 9). */
export const ADMIN_PAGE_SIZE = 20;
/** Far beyond any real page; keeps the offset a small integer the database accepts. */
export const ADMIN_MAX_PAGE = 100_000;
export const ADMIN_SEARCH_MAX = 128;

/** Texts of the admin pages and calls that are not in the spec's catalogue. */
export const AdminMessages = {
  invalidPage: 'The page must be a whole number from 1',
  invalidTeamId: 'The team id must be a positive whole number',
  toDateRequired: 'Send to_date as a day (YYYY-MM-DD), or null to clear it',
  teamNotFound: 'No team has this id',
  saved: 'Saved',
  cleared: 'Cleared',
  noTeams: 'No teams',
  noRoutes: 'No routes',
} as const;

/** A page number of an admin table, counted from 1; absent means the first. */
const page = z
  .number({ error: AdminMessages.invalidPage })
  .int({ error: AdminMessages.invalidPage })
  .min(1, { error: AdminMessages.invalidPage })
  .max(ADMIN_MAX_PAGE, { error: AdminMessages.invalidPage })
  .optional();

// ---------------------------------------------------------------------------------------------
// Request bodies
// ---------------------------------------------------------------------------------------------

/** POST /teams2/: one page of every team, newest first, optionally those whose name or member e-mail matches. */
export const ZAdminTeamsListSchema = z.object({
  page,
  search: plainText(ADMIN_SEARCH_MAX).optional(),
});
export type TAdminTeamsList = z.input<typeof ZAdminTeamsListSchema>;
export type TAdminTeamsListParsed = z.output<typeof ZAdminTeamsListSchema>;

/** POST /routes2/: one page of every team's routes, of one planned day or of all days. */
export const ZAdminRoutesListSchema = z.object({
  date: z.union([ZPlannedOnSchema, z.literal(''), z.null()]).optional(),
  page,
});
export type TAdminRoutesList = z.input<typeof ZAdminRoutesListSchema>;
export type TAdminRoutesListParsed = z.output<typeof ZAdminRoutesListSchema>;

/**
 * POST /save-team2/: a team's manual active-to date. The team has access through the whole of
 * that day (UTC); null clears the date.
 */
export const ZSaveTeamActiveToSchema = z.object({
  team_id: dbId(AdminMessages.invalidTeamId),
  to_date: z.union([ZPlannedOnSchema, z.null()], { error: AdminMessages.toDateRequired }),
});
export type TSaveTeamActiveTo = z.input<typeof ZSaveTeamActiveToSchema>;
export type TSaveTeamActiveToParsed = z.output<typeof ZSaveTeamActiveToSchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const isoDateTime = z.string();

export const ZAdminTeamUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.number().int(),
});
export type TAdminTeamUser = z.infer<typeof ZAdminTeamUserSchema>;

/** The admin team record of spec section 3, with the trial's end and the plan chosen beside it. */
export const ZAdminTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  plan: z.string(),
  trial_ends_at: isoDateTime,
  plan_current_period_start: isoDateTime.nullable(),
  plan_current_period_end: isoDateTime.nullable(),
  plan_active_to_date_manual: isoDateTime.nullable(),
  created_at: isoDateTime,
  plan_customer_id: z.string().nullable(),
  plan_subscription_id: z.string().nullable(),
  plan_quantity: z.number().int(),
  plan_product: z.string().nullable(),
  /** The payment provider's subscription status (null: never subscribed). */
  plan_status: z.string().nullable(),
  plan_cancel_at_period_end: z.boolean(),
  users: z.array(ZAdminTeamUserSchema),
});
export type TAdminTeam = z.infer<typeof ZAdminTeamSchema>;

/** One row of the admin routes table: a route with its team and its size. */
export const ZAdminRouteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  planned_on: z.string(),
  team_id: z.number().int(),
  team_name: z.string(),
  stop_count: z.number().int(),
  driver_count: z.number().int(),
  is_optimized: z.boolean(),
  sent_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type TAdminRoute = z.infer<typeof ZAdminRouteSchema>;

const pageFields = {
  /** Rows matching, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
};

export const ZAdminTeamsAnswerSchema = z.object({
  teams: z.array(ZAdminTeamSchema),
  /** The deployment's billing mode, which the plan state of each team depends on. */
  billing: ZBillingModeSchema,
  ...pageFields,
});
export type TAdminTeamsAnswer = z.infer<typeof ZAdminTeamsAnswerSchema>;

export const ZAdminRoutesAnswerSchema = z.object({ routes: z.array(ZAdminRouteSchema), ...pageFields });
export type TAdminRoutesAnswer = z.infer<typeof ZAdminRoutesAnswerSchema>;

export const ZSaveTeamActiveToAnswerSchema = z.object({
  success: z.literal(true),
  team: ZAdminTeamSchema,
  billing: ZBillingModeSchema,
});
export type TSaveTeamActiveToAnswer = z.infer<typeof ZSaveTeamActiveToAnswerSchema>;

/** The last moment of a day 'YYYY-MM-DD' (UTC): a manual active-to date covers that whole day. */
export const endOfDayUtc = (day: string): Date => new Date(`${day}T23:59:59.999Z`);

const dateOrNull = (iso: string | null): Date | null => (iso ? new Date(iso) : null);

/** A team's plan state as the server decides it, from the admin record (the same rule, at `now`). */
export const adminTeamPlanState = (team: TAdminTeam, mode: TBillingMode, now: Date): TPlanState =>
  planState(
    {
      plan: team.plan,
      trialEndsAt: new Date(team.trial_ends_at),
      periodEnd: dateOrNull(team.plan_current_period_end),
      subscriptionStatus: subscriptionStatusOf(team.plan_status),
      quantity: team.plan_quantity,
      cancelAtPeriodEnd: team.plan_cancel_at_period_end,
      activeToManual: dateOrNull(team.plan_active_to_date_manual),
    },
    mode,
    now,
  );
