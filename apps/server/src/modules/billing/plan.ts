import { PlanRules, type TPlanKind, TRIAL_LENGTH_DAYS } from '@rp/contracts';
import type { Selectable } from 'kysely';
import type { TeamsTable } from '../../db/schema.js';

/** The limits the server enforces; a plan without a driver limit allows any number. */
export interface TPlanLimits {
  maxDrivers: number;
  maxStopsPerRoute: number;
}

const limitsOf = (rule: (typeof PlanRules)[keyof typeof PlanRules]): TPlanLimits => ({
  maxDrivers: rule.maxDrivers ?? Number.POSITIVE_INFINITY,
  maxStopsPerRoute: rule.maxStopsPerRoute,
});

/** The contracts' plan rules (decisions.md): a trial has Professional limits, a lapsed team Free ones. */
const PlanLimits = { free: limitsOf(PlanRules.free), professional: limitsOf(PlanRules.professional) };

export type TTeamPlanFields = Pick<
  Selectable<TeamsTable>,
  'plan' | 'trial_ends_at' | 'plan_current_period_end' | 'plan_active_to_date_manual'
>;

export interface TTeamAccess {
  /** false means lapsed: verify-token answers 402. */
  isActive: boolean;
  kind: TPlanKind;
  /** The date the access runs to (null for Free, which does not end). */
  activeTo: Date | null;
  limits: TPlanLimits;
}

const later = (a: Date | null, b: Date | null): Date | null => (!a ? b : !b ? a : a > b ? a : b);

/**
 * A team is active while its trial runs, while a paid period or a manual active-to date is in the
 * future, or once it has chosen Free.
 */
export function teamAccess(team: TTeamPlanFields, now: Date = new Date()): TTeamAccess {
  const paidTo = later(team.plan_current_period_end, team.plan_active_to_date_manual);
  if (paidTo && paidTo > now) {
    return { isActive: true, kind: 'professional', activeTo: paidTo, limits: PlanLimits.professional };
  }
  if (team.trial_ends_at > now) {
    return { isActive: true, kind: 'trial', activeTo: team.trial_ends_at, limits: PlanLimits.professional };
  }
  if (team.plan === 'free') {
    return { isActive: true, kind: 'free', activeTo: null, limits: PlanLimits.free };
  }
  return {
    isActive: false,
    kind: 'lapsed',
    activeTo: later(paidTo, team.trial_ends_at),
    limits: PlanLimits.free,
  };
}

export const trialEnd = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + TRIAL_LENGTH_DAYS * 24 * 3600 * 1000);
