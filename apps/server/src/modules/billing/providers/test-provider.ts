import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { TestBillingSubscriptionsTable } from '../../../db/schema.js';
import { testBillingRepository } from '../test-billing.repository.js';
import type { TBillingProvider, TSubscriptionFacts } from './billing-provider.js';

/** A test session lives as long as a Stripe Checkout session: 24 hours. */
export const TEST_SESSION_TTL_MS = 24 * 3600 * 1000;
export const TEST_PRODUCT = 'professional-test';

type TTestSubscription = Selectable<TestBillingSubscriptionsTable>;

/** An id no one can guess: 24 random bytes, base64url (the session's page address is its only secret). */
export const unguessableId = (): string => randomBytes(24).toString('base64url');
const providerId = (prefix: string): string => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** One calendar month on (UTC), as a monthly price's period runs. */
export function addMonth(d: Date): Date {
  const next = new Date(d);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export const testFactsOf = (s: TTestSubscription): TSubscriptionFacts => ({
  id: s.id,
  customerId: s.customer_id,
  status: s.status,
  quantity: s.quantity,
  product: TEST_PRODUCT,
  currentPeriodStart: s.current_period_start,
  currentPeriodEnd: s.current_period_end,
  cancelAtPeriodEnd: s.cancel_at_period_end,
  created: s.created_at,
  teamId: s.team_id,
});

/**
 * The subscription as the test provider's clock has it now: a period that ended renews month by
 * month (as a card charged each month would), unless it was cancelled, then it is canceled.
 */
function advanced(s: TTestSubscription, now: Date): TTestSubscription {
  if (s.status === 'canceled' || s.current_period_end > now) return s;
  if (s.cancel_at_period_end) return { ...s, status: 'canceled' };
  let start = s.current_period_start;
  let end = s.current_period_end;
  while (end <= now) {
    start = end;
    end = addMonth(end);
  }
  return { ...s, current_period_start: start, current_period_end: end };
}

export const testSubscriptions = {
  find(db: Db, id: string) {
    return testBillingRepository.findSubscription(db, id);
  },

  /** The subscription renewed or ended up to now, stored so the next read agrees. */
  async current(db: Db, id: string, now: Date): Promise<TTestSubscription | undefined> {
    const stored = await testSubscriptions.find(db, id);
    if (!stored) return undefined;
    const renewed = advanced(stored, now);
    if (renewed === stored) return stored;
    return testBillingRepository.updateSubscription(db, id, {
      status: renewed.status,
      current_period_start: renewed.current_period_start,
      current_period_end: renewed.current_period_end,
    });
  },

  update(db: Db, id: string, patch: { quantity?: number; cancel_at_period_end?: boolean }) {
    return testBillingRepository.updateSubscription(db, id, patch);
  },

  /**
   * Paying a checkout: the team's own earlier test subscription starts a new paid month (same id, as
   * a resubscribe keeps the customer), else a new subscription is created.
   */
  async payFor(
    db: Db,
    team: { id: number; subscriptionId: string | null; customerId: string | null },
    quantity: number,
    now: Date,
  ): Promise<TTestSubscription> {
    const period = {
      status: 'active',
      quantity,
      current_period_start: now,
      current_period_end: addMonth(now),
      cancel_at_period_end: false,
    };
    const earlier = team.subscriptionId ? await testSubscriptions.find(db, team.subscriptionId) : undefined;
    if (earlier && earlier.team_id === team.id) {
      return testBillingRepository.updateSubscription(db, earlier.id, period);
    }
    return testBillingRepository.insertSubscription(db, {
      id: providerId('sub'),
      customer_id: team.customerId ?? providerId('cus'),
      team_id: team.id,
      created_at: now,
      ...period,
    });
  },
};

async function insertSession(
  db: Db,
  session: { teamId: number; kind: 'checkout' | 'portal'; quantity: number },
  now: Date,
): Promise<string> {
  const id = unguessableId();
  await testBillingRepository.insertSession(db, {
    id,
    team_id: session.teamId,
    kind: session.kind,
    quantity: session.quantity,
    status: 'open',
    created_at: now,
    expires_at: new Date(now.getTime() + TEST_SESSION_TTL_MS),
  });
  return id;
}

/**
 * BILLING=test: a provider with no network. Its checkout and portal are this app's own test pages
 * (/test-checkout/{id}, /test-portal/{id}); its subscriptions live in the database.
 */
export function createTestProvider(db: Db, now: () => Date): TBillingProvider {
  return {
    kind: 'test',
    async createCheckout(input) {
      const id = await insertSession(
        db,
        { teamId: input.team.id, kind: 'checkout', quantity: input.quantity },
        now(),
      );
      return `/test-checkout/${id}`;
    },
    async createPortal(input) {
      const id = await insertSession(db, { teamId: input.teamId, kind: 'portal', quantity: 0 }, now());
      return `/test-portal/${id}`;
    },
    async cancelAtPeriodEnd(subscriptionId) {
      await testSubscriptions.current(db, subscriptionId, now());
      return testFactsOf(await testSubscriptions.update(db, subscriptionId, { cancel_at_period_end: true }));
    },
    async retrieveSubscription(subscriptionId) {
      const s = await testSubscriptions.current(db, subscriptionId, now());
      return s ? testFactsOf(s) : null;
    },
  };
}
