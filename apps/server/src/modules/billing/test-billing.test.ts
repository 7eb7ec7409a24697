import { Api, BillingMessages, Role } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, errorOf } from '../../test/api-call.js';
import { DAY_MS, endTrial, teamBilling } from '../../test/billing-test-helpers.js';
import { dbDigest } from '../../test/db-digest.js';
import { newMember, newTeam, type TTestTeam } from '../../test/routes-helpers.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sessionIdOf = (url: string, page: 'test-checkout' | 'test-portal'): string => {
  const match = new RegExp(`^/${page}/([A-Za-z0-9_-]{16,64})$`).exec(url);
  if (!match?.[1]) throw new Error(`not a ${page} url: ${url}`);
  return match[1];
};

async function startCheckout(team: TTestTeam, body?: object): Promise<string> {
  const res = await call(t.app, 'POST', '/create-checkout-session/', { token: team.token, body });
  expect(res.statusCode, res.body).toBe(200);
  return sessionIdOf(answerOf(res, Api.createCheckoutSession).data.url, 'test-checkout');
}

async function payingTeam(quantity = 2): Promise<TTestTeam> {
  const team = await newTeam(t);
  await endTrial(t, team.teamId);
  const id = await startCheckout(team, { quantity });
  expect((await call(t.app, 'POST', `/test-checkout/${id}/pay/`, { token: team.token })).statusCode).toBe(
    200,
  );
  return team;
}

async function openPortal(team: TTestTeam): Promise<string> {
  const res = await call(t.app, 'POST', '/create-portal-session/', { token: team.token });
  expect(res.statusCode, res.body).toBe(200);
  return sessionIdOf(answerOf(res, Api.createPortalSession).data.url, 'test-portal');
}

describe('the test-mode checkout (BILLING=test)', () => {
  it("shows what would be charged for the team's drivers, 10 each a month", async () => {
    const team = await newTeam(t);
    await newMember(t, team.teamId, Role.Driver);
    await newMember(t, team.teamId, Role.Driver);
    const id = await startCheckout(team);
    const res = await call(t.app, 'GET', `/test-checkout/${id}/`, { token: team.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.testCheckout).data.session).toMatchObject({
      id,
      quantity: 3,
      price_per_driver: 10,
      amount: 30,
      status: 'open',
      success_url: '/subscription-success',
      cancel_url: '/subscription',
    });
  });

  it('pays: a lapsed team gets Professional for a month for the drivers chosen', async () => {
    const team = await newTeam(t);
    await endTrial(t, team.teamId);
    expect((await call(t.app, 'POST', '/verify-token/', { token: team.token })).statusCode).toBe(402);
    const id = await startCheckout(team, { quantity: 4 });
    const paid = await call(t.app, 'POST', `/test-checkout/${id}/pay/`, { token: team.token });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(answerOf(paid, Api.payTestCheckout).data).toEqual({ err: 0, url: '/subscription-success' });
    const row = await teamBilling(t, team.teamId);
    expect(row).toMatchObject({ plan: 'professional', plan_status: 'active', plan_quantity: 4 });
    expect(row.plan_subscription_id).toMatch(/^sub_test_/);
    expect(row.plan_customer_id).toMatch(/^cus_test_/);
    const days = ((row.plan_current_period_end?.getTime() ?? 0) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect((await call(t.app, 'POST', '/verify-token/', { token: team.token })).statusCode).toBe(200);
    const view = await call(t.app, 'GET', `/test-checkout/${id}/`, { token: team.token });
    expect(answerOf(view, Api.testCheckout).data.session.status).toBe('complete');
  });

  it('changes nothing when the same checkout is paid twice', async () => {
    const team = await newTeam(t);
    const id = await startCheckout(team);
    await call(t.app, 'POST', `/test-checkout/${id}/pay/`, { token: team.token });
    const digest = dbDigest(t.deps.db);
    const before = await digest.take();
    const again = await call(t.app, 'POST', `/test-checkout/${id}/pay/`, { token: team.token });
    expect(again.statusCode).toBe(200);
    expect(answerOf(again, Api.payTestCheckout).data.url).toBe('/subscription-success');
    expect(await digest.take()).toEqual(before);
  });

  it('answers 410 for an expired checkout and shows it expired', async () => {
    const team = await newTeam(t);
    const id = await startCheckout(team);
    await t.deps.db
      .updateTable('test_billing_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const res = await call(t.app, 'POST', `/test-checkout/${id}/pay/`, { token: team.token });
    expect(res.statusCode).toBe(410);
    expect(errorOf(res).message).toBe(BillingMessages.sessionExpired);
    expect((await teamBilling(t, team.teamId)).plan_status).toBeNull();
    const view = await call(t.app, 'GET', `/test-checkout/${id}/`, { token: team.token });
    expect(answerOf(view, Api.testCheckout).data.session.status).toBe('expired');
  });

  it("answers 404 for another team's session and an unknown one, 403 for a driver, 400 for a bad id", async () => {
    const team = await newTeam(t);
    const id = await startCheckout(team);
    const other = await newTeam(t);
    const driver = await newMember(t, team.teamId, Role.Driver);
    const digest = dbDigest(t.deps.db);
    const before = await digest.take();
    expect((await call(t.app, 'GET', `/test-checkout/${id}/`, { token: other.token })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/test-checkout/${id}/pay/`, { token: other.token })).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, 'POST', `/test-portal/${id}/`, { token: team.token, body: { quantity: 2 } }))
        .statusCode,
    ).toBe(404);
    const unknown = 'A'.repeat(32);
    expect((await call(t.app, 'GET', `/test-checkout/${unknown}/`, { token: team.token })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'POST', `/test-checkout/${id}/pay/`, { token: driver.token })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, 'GET', '/test-checkout/short/', { token: team.token })).statusCode).toBe(400);
    expect(await digest.take()).toEqual(before);
  });

  it('refuses a second checkout while the team pays', async () => {
    const team = await payingTeam();
    const res = await call(t.app, 'POST', '/create-checkout-session/', { token: team.token });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(BillingMessages.alreadyPaying);
  });
});

describe('the test-mode portal', () => {
  it('shows the subscription and changes the drivers paid for', async () => {
    const team = await payingTeam(2);
    const id = await openPortal(team);
    const view = await call(t.app, 'GET', `/test-portal/${id}/`, { token: team.token });
    expect(view.statusCode, view.body).toBe(200);
    expect(answerOf(view, Api.testPortal).data.session).toMatchObject({
      quantity: 2,
      cancel_at_period_end: false,
      return_url: '/subscription',
    });
    const res = await call(t.app, 'POST', `/test-portal/${id}/`, {
      token: team.token,
      body: { quantity: 5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.updateTestPortal).data.session.quantity).toBe(5);
    expect((await teamBilling(t, team.teamId)).plan_quantity).toBe(5);
  });

  it('cancels at the period end and undoes it', async () => {
    const team = await payingTeam();
    const id = await openPortal(team);
    await call(t.app, 'POST', `/test-portal/${id}/`, {
      token: team.token,
      body: { cancel_at_period_end: true },
    });
    const sub = answerOf(await call(t.app, 'GET', '/subscription/', { token: team.token }), Api.subscription)
      .data.subscription;
    expect(sub).toMatchObject({ plan: 'professional', ends_at_period_end: true });
    await call(t.app, 'POST', `/test-portal/${id}/`, {
      token: team.token,
      body: { cancel_at_period_end: false },
    });
    expect((await teamBilling(t, team.teamId)).plan_cancel_at_period_end).toBe(false);
  });

  it('refuses an empty change and one out of range', async () => {
    const team = await payingTeam();
    const id = await openPortal(team);
    for (const body of [
      {},
      { quantity: 0 },
      { quantity: 501 },
      { cancel_at_period_end: 'yes' },
      { extra: 1 },
    ]) {
      const res = await call(t.app, 'POST', `/test-portal/${id}/`, { token: team.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('is refused to a team that never subscribed', async () => {
    const team = await newTeam(t);
    const res = await call(t.app, 'POST', '/create-portal-session/', { token: team.token });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(BillingMessages.noCustomer);
  });
});

describe('renewal and cancel in test mode', () => {
  /** Moves the paid period into the past on both sides, as a month gone by would. */
  async function periodEndedAnHourAgo(teamId: number): Promise<void> {
    const end = new Date(Date.now() - 3600_000);
    const start = new Date(end.getTime() - 30 * DAY_MS);
    const { plan_subscription_id } = await teamBilling(t, teamId);
    await t.deps.db
      .updateTable('test_billing_subscriptions')
      .set({ current_period_start: start, current_period_end: end })
      .where('id', '=', plan_subscription_id ?? '')
      .execute();
    await t.deps.db
      .updateTable('teams')
      .set({ plan_current_period_start: start, plan_current_period_end: end })
      .where('id', '=', teamId)
      .execute();
  }

  it('renews a subscription whose period ended: the team plans on', async () => {
    const team = await payingTeam();
    await periodEndedAnHourAgo(team.teamId);
    expect((await call(t.app, 'POST', '/verify-token/', { token: team.token })).statusCode).toBe(200);
    const end = (await teamBilling(t, team.teamId)).plan_current_period_end?.getTime() ?? 0;
    expect(end).toBeGreaterThan(Date.now() + 27 * DAY_MS);
  });

  it('cancels at the period end: Professional until then, 402 after, and Subscribe again works', async () => {
    const team = await payingTeam(3);
    const res = await call(t.app, 'POST', '/cancel-subscription/', { token: team.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.cancelSubscription).data.subscription).toMatchObject({
      ends_at_period_end: true,
      is_active: true,
    });
    await periodEndedAnHourAgo(team.teamId);
    expect((await call(t.app, 'POST', '/verify-token/', { token: team.token })).statusCode).toBe(402);
    expect((await teamBilling(t, team.teamId)).plan_status).toBe('canceled');
    const before = await teamBilling(t, team.teamId);
    const id = await startCheckout(team);
    expect((await call(t.app, 'POST', `/test-checkout/${id}/pay/`, { token: team.token })).statusCode).toBe(
      200,
    );
    const after = await teamBilling(t, team.teamId);
    expect(after).toMatchObject({
      plan_status: 'active',
      plan_cancel_at_period_end: false,
      plan_customer_id: before.plan_customer_id,
    });
    expect((await call(t.app, 'POST', '/verify-token/', { token: team.token })).statusCode).toBe(200);
  });
});

describe('billing off', () => {
  it('has nothing to pay: checkout, portal and cancel 409, the test pages 404', async () => {
    const off = await createTestApp({ env: { BILLING: 'off' } });
    try {
      const { token } = await newTeam(off);
      for (const path of ['/create-checkout-session/', '/create-portal-session/']) {
        const res = await call(off.app, 'POST', path, { token });
        expect(res.statusCode, path).toBe(409);
        expect(errorOf(res).message).toBe(BillingMessages.billingOff);
      }
      expect((await call(off.app, 'POST', '/cancel-subscription/', { token })).statusCode).toBe(409);
      expect((await call(off.app, 'GET', `/test-checkout/${'B'.repeat(32)}/`, { token })).statusCode).toBe(
        404,
      );
    } finally {
      await off.close();
    }
  });
});
