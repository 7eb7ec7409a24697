import { Api } from '@rp/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../../test/api-call.js';
import {
  createStripeTestApp,
  DAY_MS,
  endTrial,
  STRIPE_TEST_ENV,
  sendWebhook,
  stripeEvent,
  teamBilling,
} from '../../test/billing-test-helpers.js';
import { dbDigest } from '../../test/db-digest.js';
import { newTeam, type TTestTeam } from '../../test/routes-helpers.js';
import type { TStripeSubscription, TStripeTestServer } from '../../test/stripe-test-server.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
let stripe: TStripeTestServer;
beforeAll(async () => {
  ({ t, stripe } = await createStripeTestApp());
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const inAMonth = () => new Date(Date.now() + 30 * DAY_MS);
const yesterday = () => new Date(Date.now() - DAY_MS);

async function lapsedTeam(): Promise<TTestTeam> {
  const team = await newTeam(t);
  await endTrial(t, team.teamId);
  return team;
}

const activeSubscription = (teamId: number, quantity = 2) =>
  stripe.putSubscription({ teamId, quantity, periodStart: yesterday(), periodEnd: inAMonth() });

const completedCheckout = (sub: TStripeSubscription, teamId: number) =>
  stripeEvent('checkout.session.completed', {
    id: `cs_test_${sub.id}`,
    object: 'checkout.session',
    mode: 'subscription',
    subscription: sub.id,
    customer: sub.customer,
    client_reference_id: String(teamId),
    metadata: { team_id: String(teamId) },
  });

/** A subscription event whose payload is what Stripe sent then; the app reads the subscription afresh. */
const subscriptionEvent = (
  type: string,
  sub: TStripeSubscription,
  payload: Partial<TStripeSubscription> = {},
) => stripeEvent(type, { ...structuredClone(sub), ...payload });

const invoiceEvent = (type: string, sub: TStripeSubscription) =>
  stripeEvent(type, {
    id: `in_${sub.id}`,
    object: 'invoice',
    customer: sub.customer,
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
  });

const countEvents = async (eventId: string) =>
  (await t.deps.db.selectFrom('billing_events').selectAll().where('event_id', '=', eventId).execute()).length;

/**
 * Counts the writes of a team's plan columns with a trigger, for as long as the test runs: an event
 * applied twice writes the same values twice, so only the number of writes tells it.
 */
async function countPlanWrites(teamId: number) {
  const run = (text: string) => sql.raw(text).execute(t.deps.db);
  await run('CREATE TABLE test_plan_writes (team_id integer NOT NULL)');
  await run(`CREATE FUNCTION test_count_plan_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO test_plan_writes VALUES (NEW.id); RETURN NEW; END $$`);
  await run(`CREATE TRIGGER test_count_plan_write AFTER UPDATE OF plan_status ON teams FOR EACH ROW
    WHEN (NEW.id = ${teamId}) EXECUTE FUNCTION test_count_plan_write()`);
  return {
    count: async () =>
      Number(
        (await sql<{ n: string }>`SELECT count(*) AS n FROM test_plan_writes`.execute(t.deps.db)).rows[0]?.n,
      ),
    stop: async () => {
      await run('DROP TRIGGER test_count_plan_write ON teams');
      await run('DROP FUNCTION test_count_plan_write()');
      await run('DROP TABLE test_plan_writes');
    },
  };
}

describe('the Stripe webhook', () => {
  it('gives a lapsed team Professional when its checkout completes', async () => {
    const team = await lapsedTeam();
    expect((await call(t.app, 'POST', '/verify-token/', { token: team.token })).statusCode).toBe(402);
    const sub = activeSubscription(team.teamId, 4);
    const event = completedCheckout(sub, team.teamId);
    const res = await sendWebhook(t, event);
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.stripeWebhook)).toEqual({ received: true });
    expect(await teamBilling(t, team.teamId)).toMatchObject({
      plan: 'professional',
      plan_status: 'active',
      plan_subscription_id: sub.id,
      plan_customer_id: sub.customer,
      plan_quantity: 4,
      plan_product: 'price_driver_monthly',
      plan_cancel_at_period_end: false,
    });
    expect((await call(t.app, 'POST', '/verify-token/', { token: team.token })).statusCode).toBe(200);
    const recorded = await t.deps.db
      .selectFrom('billing_events')
      .selectAll()
      .where('event_id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({ type: 'checkout.session.completed', team_id: team.teamId });
  });

  it('refuses a bad, a missing or a stale signature and changes nothing', async () => {
    const team = await lapsedTeam();
    const event = completedCheckout(activeSubscription(team.teamId), team.teamId);
    const digest = dbDigest(t.deps.db);
    const before = await digest.take();
    const wrongSecret = await sendWebhook(t, event, { secret: 'whsec_someone_else' });
    const missing = await sendWebhook(t, event, { signature: null });
    const garbage = await sendWebhook(t, event, { signature: 't=1,v1=deadbeef' });
    const stale = await sendWebhook(t, event, {
      signature: `t=${Math.floor(Date.now() / 1000) - 3600},v1=${'0'.repeat(64)}`,
    });
    for (const res of [wrongSecret, missing, garbage, stale]) expect(res.statusCode, res.body).toBe(400);
    expect(await digest.take()).toEqual(before);
    expect((await teamBilling(t, team.teamId)).plan_status).toBeNull();
  });

  it('refuses a validly signed event whose signature is older than the tolerance', async () => {
    const team = await lapsedTeam();
    const event = completedCheckout(activeSubscription(team.teamId), team.teamId);
    const { default: Stripe } = await import('stripe');
    const signedAt = (secondsAgo: number) =>
      new Stripe('sk_test_x').webhooks.generateTestHeaderString({
        payload: JSON.stringify(event),
        secret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - secondsAgo,
      });
    const digest = dbDigest(t.deps.db);
    const before = await digest.take();
    const stale = await sendWebhook(t, event, { signature: signedAt(10 * 60) });
    expect(stale.statusCode, stale.body).toBe(400);
    expect(await digest.take()).toEqual(before);
    // The same signature made a minute ago is within Stripe's five minutes: only its age refused it.
    const recent = await sendWebhook(t, event, { signature: signedAt(60) });
    expect(recent.statusCode, recent.body).toBe(200);
    expect((await teamBilling(t, team.teamId)).plan_status).toBe('active');
  });

  it('refuses a body changed after signing (the signature is over the raw bytes)', async () => {
    const team = await lapsedTeam();
    const event = completedCheckout(activeSubscription(team.teamId), team.teamId);
    const payload = JSON.stringify(event);
    const { default: Stripe } = await import('stripe');
    const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_local_only_secret',
    });
    // The same JSON value re-encoded with other spacing: a parse-and-reserialise check would pass it.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe-webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: JSON.stringify(event, null, 2),
    });
    expect(res.statusCode).toBe(400);
    expect((await teamBilling(t, team.teamId)).plan_status).toBeNull();
  });

  it('applies an event delivered twice once', async () => {
    const team = await lapsedTeam();
    const sub = activeSubscription(team.teamId, 2);
    const event = subscriptionEvent('customer.subscription.updated', sub);
    expect((await sendWebhook(t, event)).statusCode).toBe(200);
    // Stripe's side moves on; a repeat of the old event must not be applied again.
    const item = sub.items.data[0];
    if (!item) throw new Error('no item');
    item.quantity = 9;
    const again = await sendWebhook(t, event);
    expect(again.statusCode).toBe(200);
    expect(answerOf(again, Api.stripeWebhook)).toEqual({ received: true });
    expect((await teamBilling(t, team.teamId)).plan_quantity).toBe(2);
    expect(await countEvents(event.id)).toBe(1);
  });

  it('applies one event delivered twice at the same moment once', async () => {
    const team = await lapsedTeam();
    const sub = activeSubscription(team.teamId, 3);
    const event = subscriptionEvent('customer.subscription.updated', sub);
    const writes = await countPlanWrites(team.teamId);
    try {
      const answers = await Promise.all([sendWebhook(t, event), sendWebhook(t, event)]);
      for (const res of answers) expect(answerOf(res, Api.stripeWebhook)).toEqual({ received: true });
      expect(await writes.count()).toBe(1);
    } finally {
      await writes.stop();
    }
    expect((await teamBilling(t, team.teamId)).plan_quantity).toBe(3);
    expect(await countEvents(event.id)).toBe(1);
  });

  it('keeps a deleted subscription deleted when a stale "updated" arrives after it', async () => {
    const team = await lapsedTeam();
    const sub = activeSubscription(team.teamId);
    const staleUpdated = subscriptionEvent('customer.subscription.updated', sub);
    expect((await sendWebhook(t, completedCheckout(sub, team.teamId))).statusCode).toBe(200);
    sub.status = 'canceled';
    expect((await sendWebhook(t, subscriptionEvent('customer.subscription.deleted', sub))).statusCode).toBe(
      200,
    );
    expect((await sendWebhook(t, staleUpdated)).statusCode).toBe(200);
    expect((await teamBilling(t, team.teamId)).plan_status).toBe('canceled');
    expect((await call(t.app, 'POST', '/verify-token/', { token: team.token })).statusCode).toBe(402);
  });

  it("never lets an old subscription's late deletion wipe the newer active one", async () => {
    const team = await lapsedTeam();
    const old = activeSubscription(team.teamId);
    await sendWebhook(t, completedCheckout(old, team.teamId));
    old.status = 'canceled';
    await sendWebhook(t, subscriptionEvent('customer.subscription.updated', old));
    const fresh = activeSubscription(team.teamId, 5);
    await sendWebhook(t, completedCheckout(fresh, team.teamId));
    expect((await teamBilling(t, team.teamId)).plan_subscription_id).toBe(fresh.id);
    const lateDeleted = await sendWebhook(t, subscriptionEvent('customer.subscription.deleted', old));
    expect(lateDeleted.statusCode).toBe(200);
    expect(await teamBilling(t, team.teamId)).toMatchObject({
      plan_subscription_id: fresh.id,
      plan_status: 'active',
      plan_quantity: 5,
    });
  });

  it('keeps access through a failed payment until the period ends (past_due), then lapses', async () => {
    const team = await lapsedTeam();
    const sub = stripe.putSubscription({
      teamId: team.teamId,
      periodStart: new Date(Date.now() - 29 * DAY_MS),
      periodEnd: new Date(Date.now() + DAY_MS),
    });
    await sendWebhook(t, completedCheckout(sub, team.teamId));
    sub.status = 'past_due';
    expect((await sendWebhook(t, invoiceEvent('invoice.payment_failed', sub))).statusCode).toBe(200);
    expect((await teamBilling(t, team.teamId)).plan_status).toBe('past_due');
    expect((await call(t.app, 'POST', '/verify-token/', { token: team.token })).statusCode).toBe(200);
    t.setNow(new Date(Date.now() + 2 * DAY_MS));
    try {
      // The refresh asks Stripe, which still says past_due for a period that has ended: refused.
      expect((await call(t.app, 'POST', '/verify-token/', { token: team.token })).statusCode).toBe(402);
    } finally {
      t.setNow(new Date());
    }
  });

  it('renews on invoice.paid: the period Stripe reports is applied', async () => {
    const team = await lapsedTeam();
    const sub = activeSubscription(team.teamId);
    await sendWebhook(t, completedCheckout(sub, team.teamId));
    const item = sub.items.data[0];
    if (!item) throw new Error('no item');
    const nextEnd = Math.floor(Date.now() / 1000) + 60 * 24 * 3600;
    item.current_period_end = nextEnd;
    expect((await sendWebhook(t, invoiceEvent('invoice.paid', sub))).statusCode).toBe(200);
    expect((await teamBilling(t, team.teamId)).plan_current_period_end?.getTime()).toBe(nextEnd * 1000);
  });

  it('records and ignores other events and subscriptions of no team of ours', async () => {
    const other = stripeEvent('customer.created', { id: 'cus_x', object: 'customer' });
    expect((await sendWebhook(t, other)).statusCode).toBe(200);
    expect(await countEvents(other.id)).toBe(1);
    const stranger = stripe.putSubscription({
      teamId: null,
      periodStart: yesterday(),
      periodEnd: inAMonth(),
    });
    const digest = dbDigest(t.deps.db);
    const before = await digest.take();
    const res = await sendWebhook(t, subscriptionEvent('customer.subscription.created', stranger));
    expect(res.statusCode).toBe(200);
    const after = await digest.take();
    expect(after.teams).toBe(before.teams);
    expect(after.billing_events).not.toBe(before.billing_events);
  });

  it('answers 502 when Stripe cannot be read, so Stripe delivers the event again', async () => {
    const team = await lapsedTeam();
    const event = completedCheckout(activeSubscription(team.teamId), team.teamId);
    stripe.failing = true;
    try {
      expect((await sendWebhook(t, event)).statusCode).toBe(502);
    } finally {
      stripe.failing = false;
    }
    expect(await countEvents(event.id)).toBe(0);
    expect((await sendWebhook(t, event)).statusCode).toBe(200);
    expect((await teamBilling(t, team.teamId)).plan_status).toBe('active');
  });
});

describe('the webhook outside BILLING=stripe', () => {
  it('answers 404, signed or not', async () => {
    const testMode = await createTestApp();
    try {
      const res = await sendWebhook(testMode, stripeEvent('invoice.paid', { id: 'in_1', object: 'invoice' }));
      expect(res.statusCode).toBe(404);
    } finally {
      await testMode.close();
    }
  });
});
