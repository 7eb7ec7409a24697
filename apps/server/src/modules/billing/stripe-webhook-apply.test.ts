import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import { DAY_MS, STRIPE_TEST_ENV, stripeEvent, stripeSignature } from '../../test/billing-test-helpers.js';
import { openTestDatabase } from '../../test/test-database.js';
import { applyInTransaction, applySubscriptionFacts } from './apply-subscription.js';
import { billingRepository } from './billing.repository.js';
import type { TBillingProvider, TSubscriptionFacts } from './providers/billing-provider.js';
import { recordAndApply, stripeWebhookHandler } from './stripe-webhook.js';

/**
 * The webhook's and the subscription's database rules, on a database alone (no app: this file is
 * rerun for every mutant of the billing-webhook module) with a stand-in Stripe that answers the
 * subscriptions put in it: each event applied once, the team's plan columns written from what Stripe
 * says now, only by the subscription the team follows. The signature and event rules are in
 * stripe-webhook-rules.test.ts; the whole path through HTTP against a Stripe-shaped server in
 * stripe-webhook.test.ts.
 */
/** The subscriptions the stand-in Stripe knows, and how many times it was asked. */
const known = new Map<string, TSubscriptionFacts>();
let asked = 0;
const standInStripe: TBillingProvider = {
  kind: 'stripe',
  createCheckout: () => Promise.reject(new Error('not used')),
  createPortal: () => Promise.reject(new Error('not used')),
  cancelAtPeriodEnd: () => Promise.reject(new Error('not used')),
  retrieveSubscription: async (id) => {
    asked += 1;
    return known.get(id) ?? null;
  },
};

let database: { db: Db; close: () => Promise<void> };
let deps: Parameters<typeof stripeWebhookHandler>[0];
beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({ ...STRIPE_TEST_ENV, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  deps = { db: database.db, now: () => new Date(), config, billing: standInStripe };
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  asked = 0;
});

const log = pino({ level: 'silent' });

/** Delivers an event to the webhook's handler as Stripe would; answers the HTTP status it gets. */
async function deliver(event: object, handlerDeps = deps): Promise<number> {
  const payload = JSON.stringify(event);
  const request = {
    headers: { 'stripe-signature': stripeSignature(payload) },
    body: Buffer.from(payload),
    log,
  };
  try {
    expect(await stripeWebhookHandler(handlerDeps)(request)).toEqual({ received: true });
    return 200;
  } catch (err) {
    if (err instanceof AppError) return err.statusCode;
    throw err;
  }
}

/** The team's billing columns as stored. */
const teamBilling = (teamId: number) =>
  deps.db
    .selectFrom('teams')
    .select([
      'plan',
      'plan_status',
      'plan_subscription_id',
      'plan_customer_id',
      'plan_quantity',
      'plan_product',
      'plan_current_period_start',
      'plan_current_period_end',
      'plan_cancel_at_period_end',
    ])
    .where('id', '=', teamId)
    .executeTakeFirstOrThrow();

let serial = 0;
const inAMonth = () => new Date(Date.now() + 30 * DAY_MS);
const yesterday = () => new Date(Date.now() - DAY_MS);

/** A team on its trial, with no subscription yet. */
async function aTeam(): Promise<number> {
  const { id } = await deps.db
    .insertInto('teams')
    .values({ name: 'Billing rules', trial_ends_at: inAMonth(), created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An active subscription Stripe knows, paid until a month from now. */
function aSubscription(fields: Partial<TSubscriptionFacts> = {}): TSubscriptionFacts {
  serial += 1;
  const facts: TSubscriptionFacts = {
    id: `sub_apply_${serial}`,
    customerId: `cus_apply_${serial}`,
    status: 'active',
    quantity: 3,
    product: 'price_driver_monthly',
    currentPeriodStart: yesterday(),
    currentPeriodEnd: inAMonth(),
    cancelAtPeriodEnd: false,
    created: yesterday(),
    teamId: null,
    ...fields,
  };
  known.set(facts.id, facts);
  return facts;
}

const checkoutFor = (sub: TSubscriptionFacts, teamId: number) =>
  stripeEvent('checkout.session.completed', {
    id: `cs_${sub.id}`,
    object: 'checkout.session',
    subscription: sub.id,
    metadata: { team_id: String(teamId) },
  });

const recordedEvent = (eventId: string) =>
  deps.db.selectFrom('billing_events').selectAll().where('event_id', '=', eventId).executeTakeFirst();

const parsedEvent = (id: string, type = 'customer.subscription.updated', object = {}) => ({
  id,
  type,
  data: { object },
});

describe('the webhook applies an event once', () => {
  it("gives a checkout's team Professional with every fact Stripe has now, and records the event for it", async () => {
    const teamId = await aTeam();
    // The subscription does not name a team: the checkout the team opened does.
    const sub = aSubscription({ quantity: 4, cancelAtPeriodEnd: true });
    const event = checkoutFor(sub, teamId);
    expect(await deliver(event)).toBe(200);
    expect(await teamBilling(teamId)).toEqual({
      plan: 'professional',
      plan_status: 'active',
      plan_subscription_id: sub.id,
      plan_customer_id: sub.customerId,
      plan_quantity: 4,
      plan_product: 'price_driver_monthly',
      plan_current_period_start: sub.currentPeriodStart,
      plan_current_period_end: sub.currentPeriodEnd,
      plan_cancel_at_period_end: true,
    });
    expect(await recordedEvent(event.id)).toMatchObject({
      type: 'checkout.session.completed',
      team_id: teamId,
    });
    expect(asked).toBe(1);
  });

  it("follows the team the subscription names over the checkout's", async () => {
    const named = await aTeam();
    const checkoutTeam = await aTeam();
    const sub = aSubscription({ teamId: named });
    expect(await deliver(checkoutFor(sub, checkoutTeam))).toBe(200);
    expect((await teamBilling(named)).plan_subscription_id).toBe(sub.id);
    expect((await teamBilling(checkoutTeam)).plan_subscription_id).toBeNull();
  });

  it('answers a repeat delivery without asking Stripe again, and changes nothing', async () => {
    const teamId = await aTeam();
    const sub = aSubscription({ teamId, quantity: 2 });
    const event = stripeEvent('customer.subscription.updated', { id: sub.id, object: 'subscription' });
    expect(await deliver(event)).toBe(200);
    known.set(sub.id, { ...sub, quantity: 9 });
    expect(await deliver(event)).toBe(200);
    expect(asked).toBe(1);
    expect((await teamBilling(teamId)).plan_quantity).toBe(2);
  });

  it('does not apply an event that a delivery at the same moment recorded first', async () => {
    const teamId = await aTeam();
    const sub = aSubscription({ teamId });
    // The other delivery passed the same "not seen yet" check and committed first.
    await billingRepository.recordEvent(deps.db, { id: 'evt_raced', type: 'invoice.paid' }, new Date());
    await recordAndApply(deps, parsedEvent('evt_raced', 'invoice.paid'), sub);
    expect((await teamBilling(teamId)).plan_subscription_id).toBeNull();
    expect(await recordedEvent('evt_raced')).toMatchObject({ type: 'invoice.paid', team_id: null });
  });

  it('records an event about no subscription, or one of no team of ours, for no team', async () => {
    await recordAndApply(deps, parsedEvent('evt_no_subscription', 'customer.created'), null);
    expect(await recordedEvent('evt_no_subscription')).toMatchObject({
      type: 'customer.created',
      team_id: null,
    });
    const stranger = aSubscription();
    expect(await deliver(stripeEvent('customer.subscription.created', { id: stranger.id }))).toBe(200);
    const unknown = stripeEvent('invoice.paid', { id: 'in_unknown', subscription: 'sub_stripe_forgot' });
    expect(await deliver(unknown)).toBe(200);
    expect(await recordedEvent(unknown.id)).toMatchObject({ team_id: null });
    const other = stripeEvent('customer.created', { id: 'cus_x', object: 'customer' });
    expect(await deliver(other)).toBe(200);
    expect(await recordedEvent(other.id)).toMatchObject({ type: 'customer.created', team_id: null });
  });

  it('is not there without Stripe billing: 404, signed or not', async () => {
    const event = stripeEvent('invoice.paid', { id: 'in_1' });
    expect(await deliver(event, { ...deps, billing: null })).toBe(404);
    // Stripe's keys set and a provider at hand, but BILLING=test: still no webhook.
    expect(await deliver(event, { ...deps, config: { ...deps.config, billingMode: 'test' } })).toBe(404);
    expect(await recordedEvent(event.id)).toBeUndefined();
  });
});

describe("a subscription reaching a team's plan", () => {
  const apply = (facts: TSubscriptionFacts) =>
    deps.db.transaction().execute((trx) => applySubscriptionFacts(trx, facts, new Date()));

  it('finds the team that has the subscription, or its customer, when the subscription names none', async () => {
    const teamId = await aTeam();
    const first = aSubscription({ teamId });
    expect(await apply(first)).toEqual({ applied: true, teamId });
    expect(await apply({ ...first, teamId: null, quantity: 6 })).toEqual({ applied: true, teamId });
    expect((await teamBilling(teamId)).plan_quantity).toBe(6);
    const sameCustomer = aSubscription({ customerId: first.customerId });
    expect(await apply({ ...first, status: 'canceled' })).toEqual({ applied: true, teamId });
    expect(await apply(sameCustomer)).toEqual({ applied: true, teamId });
    expect((await teamBilling(teamId)).plan_subscription_id).toBe(sameCustomer.id);
  });

  it('applies nothing for a subscription of no team, or of a team that does not exist', async () => {
    expect(await apply(aSubscription())).toEqual({ applied: false, teamId: null });
    expect(await apply(aSubscription({ teamId: 2_000_000_000 }))).toEqual({ applied: false, teamId: null });
  });

  it("leaves the team's paying subscription alone when another one's facts arrive", async () => {
    const teamId = await aTeam();
    const current = aSubscription({ teamId, quantity: 5 });
    await apply(current);
    expect(await apply(aSubscription({ teamId, quantity: 1 }))).toEqual({ applied: false, teamId });
    expect(await teamBilling(teamId)).toMatchObject({
      plan_subscription_id: current.id,
      plan_quantity: 5,
    });
  });

  it('keeps a team that never paid on its plan when its subscription does not give access', async () => {
    const teamId = await aTeam();
    const unpaid = aSubscription({ teamId, status: 'incomplete' });
    expect(await apply(unpaid)).toEqual({ applied: true, teamId });
    expect(await teamBilling(teamId)).toMatchObject({ plan: 'trial', plan_status: 'incomplete' });
    expect(await applyInTransaction(deps.db, { ...unpaid, status: 'active' }, new Date())).toEqual({
      applied: true,
      teamId,
    });
    expect(await teamBilling(teamId)).toMatchObject({ plan: 'professional', plan_status: 'active' });
    // Ending never moves it back silently: it stays Professional and lapses.
    await apply({ ...unpaid, status: 'canceled' });
    expect(await teamBilling(teamId)).toMatchObject({ plan: 'professional', plan_status: 'canceled' });
  });
});
