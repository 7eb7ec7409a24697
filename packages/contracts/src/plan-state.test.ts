import { describe, expect, it } from 'vitest';
import { planState, type TTeamBillingRecord } from './plan-state.js';
import { PlanRules, TRIAL_LENGTH_DAYS } from './plans.js';

const DAY_MS = 24 * 3600 * 1000;
const createdAt = new Date('2026-03-01T09:00:00Z');
const trialEndsAt = new Date(createdAt.getTime() + TRIAL_LENGTH_DAYS * DAY_MS);
const onDay = (day: number): Date => new Date(createdAt.getTime() + (day - 1) * DAY_MS);
const day20 = onDay(20);
const daysFrom = (from: Date, days: number): Date => new Date(from.getTime() + days * DAY_MS);

const team = (fields: Partial<TTeamBillingRecord> = {}): TTeamBillingRecord => ({
  plan: 'trial',
  trialEndsAt,
  periodEnd: null,
  subscriptionStatus: null,
  quantity: 0,
  cancelAtPeriodEnd: false,
  activeToManual: null,
  ...fields,
});

const professional = PlanRules.professional.maxStopsPerRoute;
const paying = (fields: Partial<TTeamBillingRecord>): TTeamBillingRecord =>
  team({ plan: 'professional', subscriptionStatus: 'active', quantity: 3, ...fields });

describe('plan state', () => {
  it('keeps a team in its trial with Professional limits on day 9', () => {
    const s = planState(team(), 'test', onDay(9));
    expect(s).toMatchObject({ kind: 'trial', isActive: true, activeTo: trialEndsAt, paidQuantity: null });
    expect(s.limits).toEqual({
      maxDrivers: Number.POSITIVE_INFINITY,
      maxDriversPerRoute: Number.POSITIVE_INFINITY,
      maxStopsPerRoute: professional,
    });
  });

  it('lapses a team on day 11 that neither paid nor chose Free', () => {
    const s = planState(team(), 'test', onDay(11));
    expect(s).toMatchObject({ kind: 'lapsed', isActive: false, activeTo: trialEndsAt });
    expect(s.limits.maxStopsPerRoute).toBe(PlanRules.free.maxStopsPerRoute);
  });

  it('gives a paid, active team Professional for the paid number of drivers until the period ends', () => {
    const periodEnd = daysFrom(day20, 12);
    const s = planState(paying({ periodEnd }), 'stripe', day20);
    expect(s).toMatchObject({ kind: 'professional', isActive: true, activeTo: periodEnd, paidQuantity: 3 });
    expect(s.limits).toEqual({
      maxDrivers: Number.POSITIVE_INFINITY,
      maxDriversPerRoute: 3,
      maxStopsPerRoute: professional,
    });
    expect(planState(paying({ periodEnd }), 'stripe', daysFrom(periodEnd, 1)).kind).toBe('lapsed');
  });

  it('keeps a past-due team paying while its paid period runs, and lapses it after', () => {
    const periodEnd = daysFrom(day20, 2);
    const pastDue = paying({ periodEnd, subscriptionStatus: 'past_due' });
    expect(planState(pastDue, 'test', day20)).toMatchObject({ kind: 'professional', isActive: true });
    expect(planState(pastDue, 'test', daysFrom(periodEnd, 1))).toMatchObject({
      kind: 'lapsed',
      isActive: false,
    });
  });

  it('keeps a subscription cancelled at period end until that end, then lapses it', () => {
    const periodEnd = daysFrom(day20, 5);
    const cancelled = paying({ periodEnd, cancelAtPeriodEnd: true });
    expect(planState(cancelled, 'stripe', day20)).toMatchObject({
      kind: 'professional',
      activeTo: periodEnd,
      endsAtPeriodEnd: true,
    });
    expect(planState(cancelled, 'stripe', daysFrom(periodEnd, 1)).kind).toBe('lapsed');
  });

  it('does not count a period the provider reports as ended early (deleted or unpaid)', () => {
    const periodEnd = daysFrom(day20, 5);
    for (const subscriptionStatus of ['canceled', 'unpaid', 'incomplete_expired'] as const) {
      expect(planState(paying({ periodEnd, subscriptionStatus }), 'stripe', day20).kind).toBe('lapsed');
    }
  });

  it("ignores an operator's active-to date in the past", () => {
    const s = planState(team({ activeToManual: daysFrom(day20, -1) }), 'test', day20);
    expect(s).toMatchObject({ kind: 'lapsed', isActive: false, activeTo: daysFrom(day20, -1) });
  });

  it("gives Professional without a driver limit up to an operator's active-to date in the future", () => {
    const activeToManual = daysFrom(day20, 30);
    for (const record of [
      team({ activeToManual }),
      paying({ activeToManual, periodEnd: daysFrom(day20, 3) }),
    ]) {
      const s = planState(record, 'test', day20);
      expect(s).toMatchObject({ kind: 'professional', isActive: true, activeTo: activeToManual });
      expect(s.limits.maxDriversPerRoute).toBe(Number.POSITIVE_INFINITY);
    }
  });

  it('puts a team that chose Free on the Free limits, with no end, even before its trial ends', () => {
    for (const now of [onDay(5), day20]) {
      const s = planState(team({ plan: 'free' }), 'test', now);
      expect(s).toMatchObject({ kind: 'free', isActive: true, activeTo: null });
      expect(s.limits).toEqual({ maxDrivers: 1, maxDriversPerRoute: 1, maxStopsPerRoute: 10 });
    }
  });

  it('lets a team that chose Free and then paid use Professional', () => {
    const s = planState(paying({ plan: 'free', periodEnd: daysFrom(day20, 30) }), 'test', day20);
    expect(s.kind).toBe('professional');
  });

  it('leaves every team active with only the technical stop limit when billing is off', () => {
    for (const record of [team(), team({ plan: 'free' }), paying({ periodEnd: daysFrom(day20, -9) })]) {
      const s = planState(record, 'off', day20);
      expect(s).toEqual({
        kind: 'unbilled',
        isActive: true,
        activeTo: null,
        paidQuantity: null,
        endsAtPeriodEnd: false,
        limits: {
          maxDrivers: Number.POSITIVE_INFINITY,
          maxDriversPerRoute: Number.POSITIVE_INFINITY,
          maxStopsPerRoute: professional,
        },
      });
    }
  });
});
