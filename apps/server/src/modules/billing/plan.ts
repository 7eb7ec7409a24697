import type { Selectable } from 'kysely';
import type { TeamsTable } from '../../db/schema.js';

export const TRIAL_DAYS = 10;

/** Limits per plan (decisions.md): trial has Professional limits. */
export const PlanLimits = {
  free: { maxDrivers: 1, maxStopsPerRoute: 10 },
  professional: { maxDrivers: Number.POSITIVE_INFINITY, maxStopsPerRoute: 500 },
} as const;

export type TTeamPlanFields = Pick<
  Selectable<TeamsTable>,
  'plan' | 'trial_ends_at' | 'plan_current_period_end' | 'plan_active_to_date_manual'
>;

export interface TTeamAccess {
  /** false means lapsed: verify-token answers 402. */
  isActive: boolean;
  kind: 'trial' | 'free' | 'professional' | 'lapsed';
  /** The date the access runs to (null for Free, which does not end). */
  activeTo: Date | null;
  limits: (typeof PlanLimits)[keyof typeof PlanLimits];
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
  new Date(createdAt.getTime() + TRIAL_DAYS * 24 * 3600 * 1000);
