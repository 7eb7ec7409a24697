import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { startStripeTestServer, type TStripeTestServer } from './stripe-test-server.js';
import { createTestApp, type TTestApp } from './test-app.js';

export const STRIPE_TEST_ENV = {
  BILLING: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_local_only',
  STRIPE_PRICE_ID: 'price_driver_monthly',
  STRIPE_WEBHOOK_SECRET: 'whsec_local_only_secret',
  PUBLIC_URL: 'https://app.example.com',
} as const;

export const DAY_MS = 24 * 3600 * 1000;

/** The app with BILLING=stripe, talking to a local server that answers in Stripe's shapes. */
export async function createStripeTestApp(): Promise<{ t: TTestApp; stripe: TStripeTestServer }> {
  const stripe = await startStripeTestServer();
  const t = await createTestApp({ env: { ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.base } });
  return { t, stripe };
}

const signer = new Stripe('sk_test_local_only');
let eventCounter = 0;

/** A Stripe event about an object, as Stripe would deliver it (a fresh id unless given). */
export function stripeEvent(type: string, object: Record<string, unknown>, id?: string) {
  eventCounter += 1;
  return {
    id: id ?? `evt_test_${eventCounter}_${Date.now()}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
  };
}

/** The Stripe-Signature header Stripe would send with `payload`: signed with the endpoint's secret unless given another. */
export function stripeSignature(
  payload: string,
  secret: string = STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret });
}

/** Delivers an event to the webhook, signed for real with the endpoint's secret (or another one). */
export function sendWebhook(
  t: TTestApp,
  event: object,
  opts: { secret?: string; signature?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify(event);
  const signature = opts.signature === undefined ? stripeSignature(payload, opts.secret) : opts.signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe-webhook/',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

/** The team's billing columns as stored. */
export function teamBilling(t: TTestApp, teamId: number) {
  return t.deps.db
    .selectFrom('teams')
    .select([
      'plan',
      'plan_status',
      'plan_subscription_id',
      'plan_customer_id',
      'plan_quantity',
      'plan_product',
      'plan_current_period_end',
      'plan_cancel_at_period_end',
    ])
    .where('id', '=', teamId)
    .executeTakeFirstOrThrow();
}

/** Ends the team's trial a day ago, so only a paid period gives it access. */
export async function endTrial(t: TTestApp, teamId: number): Promise<void> {
  await t.deps.db
    .updateTable('teams')
    .set({ trial_ends_at: new Date(Date.now() - DAY_MS) })
    .where('id', '=', teamId)
    .execute();
}
