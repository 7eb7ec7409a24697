import {
  BillingMessages,
  canContinueOnFree,
  limitsForJson,
  type TSubscription,
  type TSubscriptionAnswer,
} from '@rp/contracts';
import type { Selectable } from 'kysely';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import type { TeamsTable } from '../../db/schema.js';
import { billingRepository } from './billing.repository.js';
import { teamAccess } from './plan.js';

export type TBillingDeps = Pick<TAppDeps, 'db' | 'now'> & { config: Pick<TAppDeps['config'], 'billingMode'> };

/** The Subscription page's answer for a team row (read in db, which may be a transaction). */
export async function subscriptionOf(
  db: Db,
  deps: TBillingDeps,
  team: Selectable<TeamsTable>,
): Promise<TSubscriptionAnswer> {
  const state = teamAccess(team, deps.config.billingMode, deps.now());
  const currentDrivers = await billingRepository.countDrivers(db, team.id);
  const subscription: TSubscription = {
    valid_to_date: state.activeTo ? Math.floor(state.activeTo.getTime() / 1000) : null,
    has_customer: team.plan_customer_id !== null,
    is_active: state.isActive,
    driver_count: state.paidQuantity ?? 0,
    driver_count_current: currentDrivers,
    is_subscription_active: state.paidQuantity !== null,
    plan: state.kind,
    billing: deps.config.billingMode,
    ends_at_period_end: state.endsAtPeriodEnd,
    limits: limitsForJson(state.limits),
    can_continue_on_free: canContinueOnFree(state),
  };
  return { success: true, data: { subscription } };
}

/** The Subscription page's data for the caller's team. */
export async function getSubscription(deps: TBillingDeps, a: TAuthContext): Promise<TSubscriptionAnswer> {
  const team = await billingRepository.findTeam(deps.db, a.teamId);
  return subscriptionOf(deps.db, deps, team);
}

/** Why the team may not move to Free now, or null when it may. */
function freeRefusal(deps: TBillingDeps, team: Selectable<TeamsTable>): AppError | null {
  const state = teamAccess(team, deps.config.billingMode, deps.now());
  if (canContinueOnFree(state)) return null;
  if (state.kind === 'unbilled') return new AppError(409, BillingMessages.billingOff);
  if (state.kind === 'free') return new AppError(409, BillingMessages.alreadyOnFree);
  return new AppError(409, BillingMessages.payingCannotChooseFree);
}

/**
 * "Continue on Free": the team keeps every member, route and stop; the plan's limits only refuse
 * changes beyond them from now on.
 */
export async function continueOnFree(deps: TBillingDeps, a: TAuthContext): Promise<TSubscriptionAnswer> {
  return deps.db.transaction().execute(async (trx) => {
    const team = await billingRepository.lockTeam(trx, a.teamId);
    const refusal = freeRefusal(deps, team);
    if (refusal) throw refusal;
    await billingRepository.updateTeamPlan(trx, a.teamId, { plan: 'free' });
    return subscriptionOf(trx, deps, { ...team, plan: 'free' });
  });
}
