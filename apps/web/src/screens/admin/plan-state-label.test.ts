import type { TAdminTeam } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { anAdminTeam } from '../../components/testing/team-fixtures';
import { adminTeamStateLabel } from './plan-state-label';

const NOW = new Date('2026-11-24T12:00:00.000Z');

const team = (over: Partial<TAdminTeam> = {}): TAdminTeam =>
  anAdminTeam({
    id: 1,
    name: 'One',
    trial_ends_at: '2026-11-30T12:00:00.000Z',
    created_at: '2026-11-20T12:00:00.000Z',
    plan_quantity: 0,
    ...over,
  });

const paid = {
  trial_ends_at: '2026-10-01T00:00:00.000Z',
  plan_current_period_end: '2026-12-20T00:00:00.000Z',
  plan_status: 'active',
  plan_quantity: 3,
};

describe('the plan state an operator sees for a team', () => {
  it('names each state with the day it ends', () => {
    expect(adminTeamStateLabel(team(), 'test', NOW)).toBe('Trial to 2026-11-30');
    expect(adminTeamStateLabel(team({ trial_ends_at: '2026-11-01T00:00:00.000Z' }), 'test', NOW)).toBe(
      'Lapsed since 2026-11-01',
    );
    expect(
      adminTeamStateLabel(team({ plan: 'free', trial_ends_at: '2026-11-01T00:00:00.000Z' }), 'test', NOW),
    ).toBe('Free');
    expect(adminTeamStateLabel(team(paid), 'stripe', NOW)).toBe('Professional (3 paid) to 2026-12-20');
    expect(adminTeamStateLabel(team({ ...paid, plan_cancel_at_period_end: true }), 'stripe', NOW)).toBe(
      'Professional (3 paid) to 2026-12-20, cancelled',
    );
    expect(adminTeamStateLabel(team(), 'off', NOW)).toBe('No billing');
  });

  it('follows the server rule: an ended subscription status gives nothing, an unknown one neither', () => {
    const ended = team({ ...paid, plan_status: 'canceled' });
    expect(adminTeamStateLabel(ended, 'stripe', NOW)).toBe('Lapsed since 2026-12-20');
    expect(adminTeamStateLabel(team({ ...paid, plan_status: 'some_new_state' }), 'stripe', NOW)).toMatch(
      /^Lapsed/,
    );
  });
});
