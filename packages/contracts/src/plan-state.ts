import { z } from 'zod';
import { PlanRules, type TPlanKind } from './plans.js';

/**
 * How the deployment bills teams (decisions.md, Payments): `test` runs the whole cycle with a
 * built-in test-mode checkout, `stripe` charges real cards, `off` is self-hosting with no plans.
 */
export const ZBillingModeSchema = z.enum(['test', 'stripe', 'off']);
export type TBillingMode = z.infer<typeof ZBillingModeSchema>;

/**
 * Subscription states of the payment provider (Stripe's names; the test mode uses the same). A team
 * whose status is null has never subscribed, or was made paying before statuses were recorded.
 */
export const ZSubscriptionStatusSchema = z.enum([
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
]);
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatusSchema>;

/** A stored status the contracts do not know (a provider's new state) counts as not paying. */
export const subscriptionStatusOf = (stored: string | null): TSubscriptionStatus | null => {
  if (stored === null) return null;
  const parsed = ZSubscriptionStatusSchema.safeParse(stored);
  return parsed.success ? parsed.data : 'incomplete';
};

/** Statuses under which a paid period still gives access until it ends (past_due: retries are running). */
const PAYING_STATUSES: ReadonlySet<TSubscriptionStatus> = new Set(['active', 'trialing', 'past_due']);

/**
 * Whether a subscription in this status still gives its paid period (null: paid before statuses were
 * recorded). The provider's side of the server asks the same question.
 */
export const statusKeepsPaidAccess = (stored: string | null): boolean => {
  const status = subscriptionStatusOf(stored);
  return status === null || PAYING_STATUSES.has(status);
};

/** A paid period that has not ended, of a subscription whose status still gives it. */
export const paidPeriodRuns = (status: string | null, periodEnd: Date | null, now: Date): boolean =>
  periodEnd !== null && periodEnd > now && statusKeepsPaidAccess(status);

/** What the plan state is decided from: the billing fields of a team's record. */
export interface TTeamBillingRecord {
  /** 'trial' | 'free' | 'professional' as stored; 'free' means the team chose Free. */
  plan: string;
  trialEndsAt: Date;
  /** End of the paid period the provider last reported (null: never paid). */
  periodEnd: Date | null;
  subscriptionStatus: TSubscriptionStatus | null;
  /** Drivers paid for. */
  quantity: number;
  /** The subscription was cancelled: it stays paid until periodEnd, then ends. */
  cancelAtPeriodEnd: boolean;
  /** An operator's extension: Professional until this date. */
  activeToManual: Date | null;
}

/** The limits the server enforces; Infinity means no limit. */
export interface TPlanLimits {
  /** Members with the Driver role. */
  maxDrivers: number;
  /** Drivers selected for one route. */
  maxDriversPerRoute: number;
  maxStopsPerRoute: number;
}

export interface TPlanState {
  kind: TPlanKind;
  /** false means lapsed: every planner call answers 402 until the team subscribes or continues on Free. */
  isActive: boolean;
  /** When the access ends (null when it does not: Free, or billing off). */
  activeTo: Date | null;
  /** Drivers paid for (Professional paid only, else null). */
  paidQuantity: number | null;
  /** A paid subscription that ends at activeTo because it was cancelled. */
  endsAtPeriodEnd: boolean;
  limits: TPlanLimits;
}

const UNLIMITED = Number.POSITIVE_INFINITY;
const FREE_LIMITS: TPlanLimits = {
  maxDrivers: PlanRules.free.maxDrivers,
  maxDriversPerRoute: PlanRules.free.maxDrivers,
  maxStopsPerRoute: PlanRules.free.maxStopsPerRoute,
};
const PROFESSIONAL_LIMITS: TPlanLimits = {
  maxDrivers: UNLIMITED,
  maxDriversPerRoute: UNLIMITED,
  maxStopsPerRoute: PlanRules.professional.maxStopsPerRoute,
};

const state = (kind: TPlanKind, activeTo: Date | null, limits: TPlanLimits): TPlanState => ({
  kind,
  isActive: kind !== 'lapsed',
  activeTo,
  paidQuantity: null,
  endsAtPeriodEnd: false,
  limits,
});

/** The paid period's end while it still gives access, else null. */
function paidUntil(team: TTeamBillingRecord, now: Date): Date | null {
  return paidPeriodRuns(team.subscriptionStatus, team.periodEnd, now) ? team.periodEnd : null;
}

function paidState(team: TTeamBillingRecord, paidTo: Date): TPlanState {
  // A paid subscription always covers at least one driver, whatever a stale record says.
  const quantity = Math.max(1, team.quantity);
  return {
    ...state('professional', paidTo, { ...PROFESSIONAL_LIMITS, maxDriversPerRoute: quantity }),
    paidQuantity: quantity,
    endsAtPeriodEnd: team.cancelAtPeriodEnd,
  };
}

const latest = (dates: readonly (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((a, b) => (!b ? a : !a || b > a ? b : a), null);

/**
 * The one rule for a team's plan (decisions.md, Plans), used by the server and the web. In order:
 * billing off gives everyone Professional's technical limits; an operator's active-to date in the
 * future gives Professional without a driver limit; a paid period that has not ended gives
 * Professional for the paid number of drivers; a team that chose Free is on Free (choosing it ends
 * a running trial); a running trial has Professional limits; anything else has lapsed.
 */
export function planState(team: TTeamBillingRecord, mode: TBillingMode, now: Date): TPlanState {
  if (mode === 'off') return state('unbilled', null, PROFESSIONAL_LIMITS);
  const manualTo = team.activeToManual && team.activeToManual > now ? team.activeToManual : null;
  const paidTo = paidUntil(team, now);
  if (manualTo) return state('professional', latest([manualTo, paidTo]), PROFESSIONAL_LIMITS);
  if (paidTo) return paidState(team, paidTo);
  if (team.plan === 'free') return state('free', null, FREE_LIMITS);
  if (team.trialEndsAt > now) return state('trial', team.trialEndsAt, PROFESSIONAL_LIMITS);
  const endedAt = latest([team.trialEndsAt, team.periodEnd, team.activeToManual]);
  return state('lapsed', endedAt, FREE_LIMITS);
}
