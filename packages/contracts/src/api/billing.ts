import { z } from 'zod';
import {
  ZCancelSubscriptionAnswerSchema,
  ZCheckoutRequestSchema,
  ZRedirectAnswerSchema,
  ZTestCheckoutAnswerSchema,
  ZTestPortalAnswerSchema,
  ZTestPortalUpdateSchema,
  ZTestSessionParamsSchema,
} from '../checkout.js';
import { ZSubscriptionSchema } from '../subscription.js';
import { defineCall } from './define.js';

const tag = 'billing';

export const ZSubscriptionAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ subscription: ZSubscriptionSchema }),
});
export type TSubscriptionAnswer = z.infer<typeof ZSubscriptionAnswerSchema>;

/** Stripe only needs a 2xx to stop retrying; the body says the event was taken. */
export const ZWebhookAnswerSchema = z.object({ received: z.literal(true) });

/** The Subscription page's calls (spec section 7); a lapsed team may make them. */
export const billingCalls = {
  subscription: defineCall({
    method: 'GET',
    path: '/subscription/',
    tag,
    summary: "The team's plan, its active-to date, paid and current drivers and its limits.",
    description: 'A lapsed team may call it (the Subscription page is how it gets out).',
    answer: ZSubscriptionAnswerSchema,
  }),
  continueOnFree: defineCall({
    method: 'POST',
    path: '/subscription/free/',
    tag,
    summary: 'Puts a team in its trial, or lapsed, on the Free plan, keeping all of its data.',
    description:
      'Dispatchers only; a lapsed team may call it. Routes over the Free limits stay readable; changes ' +
      'beyond the limits are refused. Answers 409 when the team is already on Free, pays for ' +
      'Professional, or billing is off.',
    answer: ZSubscriptionAnswerSchema,
  }),
  createCheckoutSession: defineCall({
    method: 'POST',
    path: '/create-checkout-session/',
    tag,
    summary: 'Starts paying for Professional: answers the checkout page the browser goes to.',
    description:
      'Dispatchers only; a lapsed team may call it. quantity (drivers paid for) defaults to the ' +
      "team's drivers, at least 1. With BILLING=stripe the url is Stripe Checkout's; with BILLING=test it " +
      "is this app's test-mode checkout page. Answers 409 when the team already pays or billing is off.",
    body: ZCheckoutRequestSchema,
    answer: ZRedirectAnswerSchema,
  }),
  createPortalSession: defineCall({
    method: 'POST',
    path: '/create-portal-session/',
    tag,
    summary: "Manage payments: answers the payment provider's customer portal for the team.",
    description:
      'Dispatchers only; a lapsed team may call it. Answers 409 when the team has never subscribed or ' +
      'billing is off.',
    answer: ZRedirectAnswerSchema,
  }),
  cancelSubscription: defineCall({
    method: 'POST',
    path: '/cancel-subscription/',
    tag,
    summary: "Cancels the team's subscription at the end of the period already paid for.",
    description:
      'Dispatchers only. The team keeps Professional until the period ends. Answers 409 when there is ' +
      'no paid subscription to cancel, or it is already cancelled.',
    answer: ZCancelSubscriptionAnswerSchema,
  }),
  testCheckout: defineCall({
    method: 'GET',
    path: '/test-checkout/{sessionId}/',
    tag,
    summary: "BILLING=test: the built-in checkout page's session (drivers, price, amount).",
    description:
      "Dispatchers of the session's team only; another team's session, or any session when billing " +
      'is not test, answers 404.',
    params: ZTestSessionParamsSchema,
    answer: ZTestCheckoutAnswerSchema,
  }),
  payTestCheckout: defineCall({
    method: 'POST',
    path: '/test-checkout/{sessionId}/pay/',
    tag,
    summary: 'BILLING=test: completes the test checkout, as a paid Stripe Checkout would (no card).',
    description:
      "The team gets Professional for a month for the session's drivers. Paying a session twice " +
      'changes nothing; an expired session answers 410. Same access rule as its GET.',
    params: ZTestSessionParamsSchema,
    answer: ZRedirectAnswerSchema,
  }),
  testPortal: defineCall({
    method: 'GET',
    path: '/test-portal/{sessionId}/',
    tag,
    summary: "BILLING=test: the built-in portal page's session (the team's subscription).",
    description: 'Same access rule as the test checkout.',
    params: ZTestSessionParamsSchema,
    answer: ZTestPortalAnswerSchema,
  }),
  updateTestPortal: defineCall({
    method: 'POST',
    path: '/test-portal/{sessionId}/',
    tag,
    summary: 'BILLING=test: changes the drivers paid for, or cancels at period end (or undoes it).',
    description: 'Same access rule as the test checkout.',
    params: ZTestSessionParamsSchema,
    body: ZTestPortalUpdateSchema,
    answer: ZTestPortalAnswerSchema,
  }),
  stripeWebhook: defineCall({
    method: 'POST',
    path: '/stripe-webhook/',
    tag,
    summary: "BILLING=stripe: Stripe's events about checkouts, subscriptions and invoices.",
    description:
      'Called by Stripe, not by the app. The body is checked against the Stripe-Signature header on its ' +
      'raw bytes: a missing or bad signature answers 400 and changes nothing. An event already applied ' +
      'answers 200 again and changes nothing. Answers 404 unless billing is stripe.',
    answer: ZWebhookAnswerSchema,
  }),
} as const;
