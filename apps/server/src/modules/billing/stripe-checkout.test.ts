import { Api, BillingMessages, Role } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, errorOf } from '../../test/api-call.js';
import { createStripeTestApp, DAY_MS, endTrial, teamBilling } from '../../test/billing-test-helpers.js';
import { newMember, newTeam, type TTestTeam } from '../../test/routes-helpers.js';
import type { TStripeTestServer } from '../../test/stripe-test-server.js';
import { call, type TTestApp } from '../../test/test-app.js';
import { applyInTransaction } from './apply-subscription.js';
import { REFRESH_INTERVAL_MS } from './lapse-refresh.js';
import { stripeFactsOf } from './providers/stripe-provider.js';

let t: TTestApp;
let stripe: TStripeTestServer;
beforeAll(async () => {
  ({ t, stripe } = await createStripeTestApp());
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const lastRequest = (path: string) => {
  const found = stripe.requests.filter((r) => r.path === path).at(-1);
  if (!found) throw new Error(`no request to ${path}`);
  return found;
};

/** A team paying through a Stripe subscription the local server knows, applied as the webhook would. */
async function payingTeam(opts: { quantity?: number; periodEnd?: Date } = {}) {
  const team = await newTeam(t);
  await endTrial(t, team.teamId);
  const sub = stripe.putSubscription({
    teamId: team.teamId,
    quantity: opts.quantity ?? 2,
    periodStart: new Date(Date.now() - DAY_MS),
    periodEnd: opts.periodEnd ?? new Date(Date.now() + 29 * DAY_MS),
  });
  await applyInTransaction(t.deps.db, stripeFactsOf(sub), new Date());
  return { team, sub };
}

describe('Stripe Checkout (BILLING=stripe)', () => {
  it("sells the configured price for the team's drivers, to its e-mail, back to PUBLIC_URL", async () => {
    const team = await newTeam(t);
    await newMember(t, team.teamId, Role.Driver);
    const res = await call(t.app, 'POST', '/create-checkout-session/', { token: team.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.createCheckoutSession).data.url).toMatch(
      /^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/,
    );
    const { form } = lastRequest('/v1/checkout/sessions');
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_driver_monthly',
      'line_items[0][quantity]': '2',
      client_reference_id: String(team.teamId),
      'metadata[team_id]': String(team.teamId),
      'subscription_data[metadata][team_id]': String(team.teamId),
      customer_email: team.email,
      success_url: 'https://app.example.com/subscription-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.example.com/subscription',
    });
    expect(form.customer).toBeUndefined();
  });

  it('takes the quantity asked for, and refuses 0 and more than the maximum', async () => {
    const team = await newTeam(t);
    const ok = await call(t.app, 'POST', '/create-checkout-session/', {
      token: team.token,
      body: { quantity: 7 },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(lastRequest('/v1/checkout/sessions').form['line_items[0][quantity]']).toBe('7');
    for (const quantity of [0, 501, 2.5, '3']) {
      const bad = await call(t.app, 'POST', '/create-checkout-session/', {
        token: team.token,
        body: { quantity },
      });
      expect(bad.statusCode, String(quantity)).toBe(400);
    }
  });

  it('refuses a team that already pays, and a driver who is not a dispatcher', async () => {
    const { team } = await payingTeam();
    const paying = await call(t.app, 'POST', '/create-checkout-session/', { token: team.token });
    expect(paying.statusCode).toBe(409);
    expect(errorOf(paying).message).toBe(BillingMessages.alreadyPaying);
    const driver = await newMember(t, team.teamId, Role.Driver);
    for (const path of ['/create-checkout-session/', '/create-portal-session/', '/cancel-subscription/']) {
      expect((await call(t.app, 'POST', path, { token: driver.token })).statusCode, path).toBe(403);
    }
  });

  it('lets a lapsed team subscribe again as the customer it was, and answers 502 when Stripe is down', async () => {
    const { team, sub } = await payingTeam({ periodEnd: new Date(Date.now() - 3600_000) });
    stripe.subscriptions.set(sub.id, { ...sub, status: 'canceled' });
    const res = await call(t.app, 'POST', '/create-checkout-session/', { token: team.token });
    expect(res.statusCode, res.body).toBe(200);
    const { form } = lastRequest('/v1/checkout/sessions');
    expect(form.customer).toBe(sub.customer);
    expect(form.customer_email).toBeUndefined();
    stripe.failing = true;
    try {
      const down = await call(t.app, 'POST', '/create-checkout-session/', { token: team.token });
      expect(down.statusCode).toBe(502);
      expect(errorOf(down).message).toBe(BillingMessages.providerUnavailable);
    } finally {
      stripe.failing = false;
    }
  });
});

describe('Stripe Customer Portal and cancel', () => {
  let paying: { team: TTestTeam; sub: { id: string; customer: string } };
  beforeAll(async () => {
    paying = await payingTeam({ quantity: 3 });
  });

  it('opens the portal for the customer, returning to the Subscription page', async () => {
    const res = await call(t.app, 'POST', '/create-portal-session/', { token: paying.team.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.createPortalSession).data.url).toMatch(
      /^https:\/\/billing\.stripe\.test\/p\/session\//,
    );
    expect(lastRequest('/v1/billing_portal/sessions').form).toEqual({
      customer: paying.sub.customer,
      return_url: 'https://app.example.com/subscription',
    });
  });

  it('refuses the portal to a team that never subscribed', async () => {
    const team = await newTeam(t);
    const res = await call(t.app, 'POST', '/create-portal-session/', { token: team.token });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(BillingMessages.noCustomer);
  });

  it('cancels at the period end: Professional stays until then; a second cancel is refused', async () => {
    const res = await call(t.app, 'POST', '/cancel-subscription/', { token: paying.team.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(lastRequest(`/v1/subscriptions/${paying.sub.id}`)).toMatchObject({
      method: 'POST',
      form: { cancel_at_period_end: 'true' },
    });
    expect(answerOf(res, Api.cancelSubscription).data).toMatchObject({
      err: 0,
      subscription: { plan: 'professional', ends_at_period_end: true, driver_count: 3, is_active: true },
    });
    expect((await teamBilling(t, paying.team.teamId)).plan_cancel_at_period_end).toBe(true);
    const again = await call(t.app, 'POST', '/cancel-subscription/', { token: paying.team.token });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(BillingMessages.alreadyCancelled);
  });

  it('has nothing to cancel for a team in its trial', async () => {
    const team = await newTeam(t);
    const res = await call(t.app, 'POST', '/cancel-subscription/', { token: team.token });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(BillingMessages.nothingToCancel);
  });

  it('answers 404 for the test-mode pages', async () => {
    const res = await call(t.app, 'GET', '/test-checkout/abcdefghijklmnop0123/', {
      token: paying.team.token,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('a lapsed team whose renewal Stripe has not told us about yet', () => {
  it('is refreshed from Stripe before a 402: renewed, it plans on', async () => {
    const { team, sub } = await payingTeam({ periodEnd: new Date(Date.now() - 3600_000) });
    const renewedEnd = new Date(Date.now() + 30 * DAY_MS);
    const item = sub.items.data[0];
    if (!item) throw new Error('no item');
    item.current_period_start = Math.floor(Date.now() / 1000) - 3600;
    item.current_period_end = Math.floor(renewedEnd.getTime() / 1000);
    const res = await call(t.app, 'POST', '/verify-token/', { token: team.token });
    expect(res.statusCode, res.body).toBe(200);
    const row = await teamBilling(t, team.teamId);
    expect(row.plan_current_period_end?.getTime()).toBe(Math.floor(renewedEnd.getTime() / 1000) * 1000);
  });

  it('stays 402 when Stripe says it ended, and when Stripe cannot be reached', async () => {
    const ended = await payingTeam({ periodEnd: new Date(Date.now() - 3600_000) });
    stripe.subscriptions.set(ended.sub.id, { ...ended.sub, status: 'canceled' });
    expect((await call(t.app, 'POST', '/verify-token/', { token: ended.team.token })).statusCode).toBe(402);
    expect((await teamBilling(t, ended.team.teamId)).plan_status).toBe('canceled');

    const unreachable = await payingTeam({ periodEnd: new Date(Date.now() - 3600_000) });
    const before = stripe.requests.length;
    stripe.failing = true;
    try {
      expect(
        (await call(t.app, 'POST', '/verify-token/', { token: unreachable.team.token })).statusCode,
      ).toBe(402);
    } finally {
      stripe.failing = false;
    }
    expect(stripe.requests.length).toBeGreaterThan(before);
    expect((await teamBilling(t, unreachable.team.teamId)).plan_status).toBe('active');
  });

  it('asks Stripe at most once a minute while the answer stays the same', async () => {
    const { team } = await payingTeam({ periodEnd: new Date(Date.now() - 3600_000) });
    const verify = () => call(t.app, 'POST', '/verify-token/', { token: team.token });
    const before = stripe.requests.length;
    expect((await verify()).statusCode).toBe(402);
    expect(stripe.requests.length).toBe(before + 1);
    expect((await verify()).statusCode).toBe(402);
    expect(stripe.requests.length).toBe(before + 1);
    t.setNow(new Date(Date.now() + REFRESH_INTERVAL_MS + 1000));
    try {
      expect((await verify()).statusCode).toBe(402);
      expect(stripe.requests.length).toBe(before + 2);
    } finally {
      t.setNow(new Date());
    }
  });

  it('asks Stripe nothing for a team whose paid period runs', async () => {
    const { team } = await payingTeam();
    const before = stripe.requests.length;
    expect((await call(t.app, 'POST', '/verify-token/', { token: team.token })).statusCode).toBe(200);
    expect(stripe.requests.length).toBe(before);
  });
});
