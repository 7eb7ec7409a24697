import { describe, expect, it } from 'vitest';
import {
  paidPeriodRuns,
  planState,
  statusKeepsPaidAccess,
  subscriptionStatusOf,
  type TTeamBillingRecord,
  ZBillingModeSchema,
  ZSubscriptionStatusSchema,
} from './plan-state.js';

/** The plan rule at its edges: the exact instant a period ends, unknown and missing statuses. */
const now = new Date('2026-04-10T12:00:00Z');
const later = new Date('2026-04-20T12:00:00Z');
const earlier = new Date('2026-03-01T12:00:00Z');

const paidTeam = (fields: Partial<TTeamBillingRecord>): TTeamBillingRecord => ({
  plan: 'professional',
  trialEndsAt: earlier,
  periodEnd: later,
  subscriptionStatus: 'active',
  quantity: 2,
  cancelAtPeriodEnd: false,
  activeToManual: null,
  ...fields,
});

describe('plan state at its edges', () => {
  it('knows exactly the three billing modes and the provider statuses', () => {
    expect(ZBillingModeSchema.options).toEqual(['test', 'stripe', 'off']);
    expect(ZSubscriptionStatusSchema.options).toEqual([
      'active',
      'trialing',
      'past_due',
      'unpaid',
      'canceled',
      'incomplete',
      'incomplete_expired',
      'paused',
    ]);
  });

  it('reads a missing status as none and an unknown one as not paying', () => {
    expect(subscriptionStatusOf(null)).toBeNull();
    expect(subscriptionStatusOf('past_due')).toBe('past_due');
    expect(subscriptionStatusOf('some_new_state')).toBe('incomplete');
  });

  it('keeps paid access for active, trialing, past-due and unrecorded statuses only', () => {
    const keeps = [
      'active',
      'trialing',
      'past_due',
      null,
      'unpaid',
      'canceled',
      'paused',
      'some_new_state',
    ].map(statusKeepsPaidAccess);
    expect(keeps).toEqual([true, true, true, true, false, false, false, false]);
  });

  it('ends a paid period at its end instant, not after', () => {
    expect(paidPeriodRuns('active', later, now)).toBe(true);
    expect(paidPeriodRuns('active', now, now)).toBe(false);
    expect(paidPeriodRuns('active', null, now)).toBe(false);
    expect(paidPeriodRuns('canceled', later, now)).toBe(false);
  });

  it('gives a team paid before statuses were recorded its paid drivers until the period ends', () => {
    const s = planState(paidTeam({ subscriptionStatus: null }), 'stripe', now);
    expect(s).toMatchObject({ kind: 'professional', activeTo: later, paidQuantity: 2 });
    expect(s.limits.maxDriversPerRoute).toBe(2);
  });

  it("ends an operator's active-to date at that instant", () => {
    const manual = paidTeam({ periodEnd: null, subscriptionStatus: null, activeToManual: now });
    expect(planState(manual, 'test', now)).toMatchObject({ kind: 'lapsed', isActive: false, activeTo: now });
  });

  it('counts a stale record of no paid drivers as one driver', () => {
    const s = planState(paidTeam({ quantity: 0 }), 'test', now);
    expect(s).toMatchObject({ paidQuantity: 1, limits: { maxDriversPerRoute: 1 } });
  });

  it('dates a lapse from the latest of the trial, the paid period and the operator date', () => {
    const team = paidTeam({ plan: 'trial', trialEndsAt: earlier, periodEnd: now, activeToManual: earlier });
    expect(planState(team, 'test', later)).toMatchObject({ kind: 'lapsed', activeTo: now });
  });
});
