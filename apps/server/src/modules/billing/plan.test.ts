import { TRIAL_LENGTH_DAYS } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { type TTeamPlanFields, teamAccess, trialEnd } from './plan.js';

const DAY_MS = 24 * 3600 * 1000;
const now = new Date('2026-03-10T12:00:00Z');
const team = (fields: Partial<TTeamPlanFields>): TTeamPlanFields => ({
  plan: 'trial',
  trial_ends_at: new Date(now.getTime() - DAY_MS),
  plan_current_period_end: null,
  plan_active_to_date_manual: null,
  plan_status: null,
  plan_quantity: 0,
  plan_cancel_at_period_end: false,
  ...fields,
});

// The rule itself is tested case by case in the contracts; this checks the row is read right.
describe('team access from a team row', () => {
  it("ends a trial after the contracts' trial length", () => {
    expect(trialEnd(now).getTime() - now.getTime()).toBe(TRIAL_LENGTH_DAYS * DAY_MS);
  });

  it('reads the paid period, status, quantity and cancellation of the row', () => {
    const periodEnd = new Date(now.getTime() + DAY_MS);
    const row = team({
      plan: 'professional',
      plan_current_period_end: periodEnd,
      plan_status: 'past_due',
      plan_quantity: 4,
      plan_cancel_at_period_end: true,
    });
    expect(teamAccess(row, 'test', now)).toMatchObject({
      kind: 'professional',
      activeTo: periodEnd,
      paidQuantity: 4,
      endsAtPeriodEnd: true,
      limits: { maxDriversPerRoute: 4 },
    });
  });

  it('treats a status the contracts do not know as not paying', () => {
    const row = team({ plan_current_period_end: new Date(now.getTime() + DAY_MS), plan_status: 'frozen' });
    expect(teamAccess(row, 'stripe', now).kind).toBe('lapsed');
  });

  it('reads the chosen plan and the billing mode', () => {
    expect(teamAccess(team({ plan: 'free' }), 'test', now).kind).toBe('free');
    expect(teamAccess(team({}), 'test', now).kind).toBe('lapsed');
    expect(teamAccess(team({}), 'off', now).kind).toBe('unbilled');
  });
});
