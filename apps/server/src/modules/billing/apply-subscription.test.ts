import type { Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { TeamsTable } from '../../db/schema.js';
import { subscriptionWins } from './apply-subscription.js';
import type { TSubscriptionFacts } from './providers/billing-provider.js';
import { stripeFactsOf, teamIdOfMetadata } from './providers/stripe-provider.js';

const now = new Date('2026-03-10T12:00:00Z');
const DAY_MS = 24 * 3600 * 1000;
const later = new Date(now.getTime() + 10 * DAY_MS);
const earlier = new Date(now.getTime() - DAY_MS);

type TTeamSubscription = Pick<
  Selectable<TeamsTable>,
  'plan_subscription_id' | 'plan_status' | 'plan_current_period_end'
>;
const team = (fields: Partial<TTeamSubscription>): TTeamSubscription => ({
  plan_subscription_id: 'sub_current',
  plan_status: 'active',
  plan_current_period_end: later,
  ...fields,
});

const facts = (fields: Partial<TSubscriptionFacts>): TSubscriptionFacts => ({
  id: 'sub_other',
  customerId: 'cus_1',
  status: 'active',
  quantity: 1,
  product: 'price_1',
  currentPeriodStart: earlier,
  currentPeriodEnd: later,
  cancelAtPeriodEnd: false,
  created: earlier,
  teamId: 1,
  ...fields,
});

describe('which subscription a team follows', () => {
  it('always follows its own subscription, whatever it says', () => {
    expect(subscriptionWins(team({}), facts({ id: 'sub_current', status: 'canceled' }), now)).toBe(true);
    expect(subscriptionWins(team({ plan_subscription_id: null }), facts({ status: 'canceled' }), now)).toBe(
      true,
    );
  });

  it('ignores another subscription while its own gives access', () => {
    expect(subscriptionWins(team({}), facts({ status: 'canceled' }), now)).toBe(false);
    expect(subscriptionWins(team({}), facts({ status: 'active' }), now)).toBe(false);
    expect(subscriptionWins(team({ plan_status: 'past_due' }), facts({}), now)).toBe(false);
  });

  it('moves to another subscription that gives access once its own does not', () => {
    expect(subscriptionWins(team({ plan_status: 'canceled' }), facts({}), now)).toBe(true);
    expect(subscriptionWins(team({ plan_current_period_end: earlier }), facts({}), now)).toBe(true);
    expect(subscriptionWins(team({ plan_status: 'canceled' }), facts({ status: 'incomplete' }), now)).toBe(
      false,
    );
    expect(
      subscriptionWins(team({ plan_status: 'canceled' }), facts({ currentPeriodEnd: earlier }), now),
    ).toBe(false);
  });
});

describe("a Stripe subscription's facts", () => {
  const base = {
    id: 'sub_1',
    customer: { id: 'cus_1' },
    status: 'active',
    cancel_at_period_end: true,
    created: 1_700_000_000,
    metadata: { team_id: '42' },
  };

  it('reads the period, quantity and price from the item (the pinned API version)', () => {
    const f = stripeFactsOf({
      ...base,
      items: {
        data: [
          {
            quantity: 3,
            price: { id: 'price_9' },
            current_period_start: 1_700_000_000,
            current_period_end: 1_702_592_000,
          },
        ],
      },
    });
    expect(f).toMatchObject({
      customerId: 'cus_1',
      quantity: 3,
      product: 'price_9',
      cancelAtPeriodEnd: true,
      teamId: 42,
      currentPeriodEnd: new Date(1_702_592_000_000),
    });
  });

  it("falls back to the subscription's own period (older API versions)", () => {
    const f = stripeFactsOf({
      ...base,
      current_period_start: 1_700_000_000,
      current_period_end: 1_702_000_000,
      items: { data: [{ quantity: 1, price: { id: 'price_9' } }] },
    });
    expect(f.currentPeriodEnd).toEqual(new Date(1_702_000_000_000));
  });

  it('refuses a subscription without a period or items', () => {
    expect(() => stripeFactsOf({ ...base, items: { data: [{ quantity: 1 }] } })).toThrow(/no current period/);
    expect(() => stripeFactsOf({ ...base, items: { data: [] } })).toThrow(/unexpected shape/);
  });

  it('takes only a plain positive number as a team id from metadata', () => {
    expect(teamIdOfMetadata({ team_id: '7' })).toBe(7);
    for (const raw of ['0', '-1', '7a', ' 7', '', '01'])
      expect(teamIdOfMetadata({ team_id: raw }), raw).toBeNull();
    expect(teamIdOfMetadata(null)).toBeNull();
  });
});
