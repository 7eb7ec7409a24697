import { paidPeriodRuns } from '@rp/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TeamsTable } from '../../db/schema.js';
import { billingRepository } from './billing.repository.js';
import type { TSubscriptionFacts } from './providers/billing-provider.js';

/** The subscription's paid period runs now: the contracts' rule, under the name the billing code reads. */
export const givesAccess = paidPeriodRuns;

/**
 * Whether facts about a subscription may replace what the team has. The team's own subscription
 * always updates; another one only when the team's no longer gives access and the other one does.
 * So a late "deleted" of an old subscription never wipes a newer active one.
 */
export function subscriptionWins(
  team: Pick<Selectable<TeamsTable>, 'plan_subscription_id' | 'plan_status' | 'plan_current_period_end'>,
  facts: TSubscriptionFacts,
  now: Date,
): boolean {
  if (team.plan_subscription_id === null || team.plan_subscription_id === facts.id) return true;
  const currentGivesAccess = givesAccess(team.plan_status, team.plan_current_period_end, now);
  return !currentGivesAccess && givesAccess(facts.status, facts.currentPeriodEnd, now);
}

/** The team a subscription belongs to: its metadata's team, else the team that has it or its customer. */
async function lockTeamOf(trx: Db, facts: TSubscriptionFacts): Promise<Selectable<TeamsTable> | undefined> {
  if (facts.teamId !== null) return billingRepository.lockTeamIfAny(trx, facts.teamId);
  const teamId = await billingRepository.findTeamIdOfSubscription(trx, facts.id, facts.customerId);
  return teamId === undefined ? undefined : billingRepository.lockTeamIfAny(trx, teamId);
}

export type TApplyResult = { applied: true; teamId: number } | { applied: false; teamId: number | null };

/**
 * THE one place a provider's subscription reaches a team's plan_* columns (Stripe's webhook, the
 * test mode's checkout and portal, cancel, the lapse refresh). Run it inside a transaction: the
 * team row is locked until it commits.
 */
export async function applySubscriptionFacts(
  trx: Db,
  facts: TSubscriptionFacts,
  now: Date,
): Promise<TApplyResult> {
  const team = await lockTeamOf(trx, facts);
  if (!team) return { applied: false, teamId: null };
  if (!subscriptionWins(team, facts, now)) return { applied: false, teamId: team.id };
  const paying = givesAccess(facts.status, facts.currentPeriodEnd, now);
  await billingRepository.updateTeamPlan(trx, team.id, {
    // A team that paid is on Professional; when the subscription ends it lapses, never silently to Free.
    ...(paying ? { plan: 'professional' } : {}),
    plan_subscription_id: facts.id,
    plan_customer_id: facts.customerId,
    plan_status: facts.status,
    plan_quantity: facts.quantity,
    plan_product: facts.product,
    plan_current_period_start: facts.currentPeriodStart,
    plan_current_period_end: facts.currentPeriodEnd,
    plan_cancel_at_period_end: facts.cancelAtPeriodEnd,
  });
  return { applied: true, teamId: team.id };
}

/** Applies facts in a transaction of their own (cancel, portal, lapse refresh). */
export function applyInTransaction(db: Db, facts: TSubscriptionFacts, now: Date): Promise<TApplyResult> {
  return db.transaction().execute((trx) => applySubscriptionFacts(trx, facts, now));
}
