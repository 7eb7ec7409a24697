import { PlanRules, TRIAL_LENGTH_DAYS } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { type TTeamPlanFields, teamAccess, trialEnd } from './plan.js';

const DAY_MS = 24 * 3600 * 1000;
const now = new Date('2026-03-10T12:00:00Z');
const team = (fields: Partial<TTeamPlanFields>): TTeamPlanFields => ({
  plan: 'trial',
  trial_ends_at: new Date(now.getTime() - DAY_MS),
  plan_current_period_end: null,
  plan_active_to_date_manual: null,
  ...fields,
});

describe('plan access', () => {
  it("ends a trial after the contracts' trial length", () => {
    expect(trialEnd(now).getTime() - now.getTime()).toBe(TRIAL_LENGTH_DAYS * DAY_MS);
  });

  it('gives a trial and a paying team the Professional limits of the contracts, without a driver limit', () => {
    for (const access of [
      teamAccess(team({ trial_ends_at: trialEnd(now) }), now),
      teamAccess(team({ plan_current_period_end: new Date(now.getTime() + DAY_MS) }), now),
    ]) {
      expect(access.isActive).toBe(true);
      expect(access.limits.maxStopsPerRoute).toBe(PlanRules.professional.maxStopsPerRoute);
      expect(access.limits.maxDrivers).toBe(Number.POSITIVE_INFINITY);
    }
  });

  it('gives Free and lapsed teams the Free limits of the contracts', () => {
    const free = teamAccess(team({ plan: 'free' }), now);
    const lapsed = teamAccess(team({}), now);
    expect([free.kind, free.isActive, lapsed.kind, lapsed.isActive]).toEqual(['free', true, 'lapsed', false]);
    for (const { limits } of [free, lapsed]) {
      expect(limits).toEqual({
        maxDrivers: PlanRules.free.maxDrivers,
        maxStopsPerRoute: PlanRules.free.maxStopsPerRoute,
      });
    }
  });
});
