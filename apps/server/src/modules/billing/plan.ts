import {
  BillingMessages,
  planState,
  RouteMessages,
  subscriptionStatusOf,
  type TBillingMode,
  type TPlanState,
  TRIAL_LENGTH_DAYS,
  type TTeamBillingRecord,
} from '@rp/contracts';
import type { Selectable } from 'kysely';
import type { TeamsTable } from '../../db/schema.js';

export type { TPlanLimits } from '@rp/contracts';

/** The billing columns of a team row that the plan state is decided from. */
export type TTeamPlanFields = Pick<
  Selectable<TeamsTable>,
  | 'plan'
  | 'trial_ends_at'
  | 'plan_current_period_end'
  | 'plan_active_to_date_manual'
  | 'plan_status'
  | 'plan_quantity'
  | 'plan_cancel_at_period_end'
>;

/** A team's plan state as the server uses it (the contracts' rule, unchanged). */
export type TTeamAccess = TPlanState;

export const billingRecordOf = (team: TTeamPlanFields): TTeamBillingRecord => ({
  plan: team.plan,
  trialEndsAt: team.trial_ends_at,
  periodEnd: team.plan_current_period_end,
  subscriptionStatus: subscriptionStatusOf(team.plan_status),
  quantity: team.plan_quantity,
  cancelAtPeriodEnd: team.plan_cancel_at_period_end,
  activeToManual: team.plan_active_to_date_manual,
});

/** Where the team stands under the deployment's billing mode (see planState in the contracts). */
export function teamAccess(team: TTeamPlanFields, mode: TBillingMode, now: Date = new Date()): TTeamAccess {
  return planState(billingRecordOf(team), mode, now);
}

/** Why a route may not have more drivers: a paying team's subscription, else the plan. */
export function tooManyDriversMessage(access: TTeamAccess): string {
  const max = access.limits.maxDriversPerRoute;
  return access.paidQuantity === null
    ? RouteMessages.tooManyDrivers(max)
    : BillingMessages.paidDriversExceeded(max);
}

export const trialEnd = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + TRIAL_LENGTH_DAYS * 24 * 3600 * 1000);
