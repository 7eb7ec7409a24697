import type { FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { TAppDeps } from '../../core/app-deps.js';
import { AppError, notFound } from '../../core/errors.js';
import { applySubscriptionFacts } from './apply-subscription.js';
import { billingRepository } from './billing.repository.js';
import { withProvider } from './checkout.service.js';
import type { TSubscriptionFacts } from './providers/billing-provider.js';
import { createStripeClient, stripeSettingsOf, teamIdOfMetadata } from './providers/stripe-provider.js';

/** Told to Stripe (its dashboard shows it), not to a user. */
const BAD_SIGNATURE = 'The Stripe-Signature header is missing or does not match the body.';

/** The events that may change a subscription; each is answered by reading the subscription afresh. */
const SUBSCRIPTION_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
]);

const ZIdRef = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((v) => (typeof v === 'string' ? v : v.id));

/** What an event carries that we read, whatever the type: its id, type and the object's references. */
const ZEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({
    object: z.object({
      object: z.string().optional(),
      id: z.string().optional(),
      /** A checkout session's subscription, or an invoice's in older API versions. */
      subscription: ZIdRef.nullish(),
      client_reference_id: z.string().nullish(),
      metadata: z.record(z.string(), z.string()).nullish(),
      /** An invoice's subscription in the pinned API version. */
      parent: z
        .object({ subscription_details: z.object({ subscription: ZIdRef.nullish() }).nullish() })
        .nullish(),
    }),
  }),
});
export type TEvent = z.infer<typeof ZEventSchema>;

/** The subscription an event is about, or null when it is about none. */
export function subscriptionIdOf(event: TEvent): string | null {
  if (!SUBSCRIPTION_EVENTS.has(event.type)) return null;
  const o = event.data.object;
  if (event.type.startsWith('customer.subscription.')) return o.id ?? null;
  return o.subscription ?? o.parent?.subscription_details?.subscription ?? null;
}

/** The team Checkout was opened for, when the subscription itself does not name one. */
export function checkoutTeamOf(event: TEvent): number | null {
  if (event.type !== 'checkout.session.completed') return null;
  const o = event.data.object;
  return teamIdOfMetadata(o.metadata) ?? teamIdOfMetadata({ team_id: o.client_reference_id ?? '' });
}

/** The event, when the raw body is what Stripe signed with our endpoint's secret; else 400. */
export function verifiedEvent(
  stripe: Stripe,
  secret: string,
  request: Pick<FastifyRequest, 'headers' | 'body'>,
): TEvent {
  const signature = z.string().min(1).safeParse(request.headers['stripe-signature']);
  const body = request.body;
  if (!signature.success || !Buffer.isBuffer(body)) throw new AppError(400, BAD_SIGNATURE);
  let event: unknown;
  try {
    event = stripe.webhooks.constructEvent(body, signature.data, secret);
  } catch {
    throw new AppError(400, BAD_SIGNATURE);
  }
  const parsed = ZEventSchema.safeParse(event);
  if (!parsed.success) throw new AppError(400, 'The event does not have the shape of a Stripe event.');
  return parsed.data;
}

/**
 * Applies an event once: its id goes into billing_events in the same transaction as the team's
 * update, so a second delivery changes nothing. The subscription was read from Stripe just before,
 * so events arriving out of order each apply the latest state.
 */
export async function recordAndApply(
  deps: Pick<TAppDeps, 'db' | 'now'>,
  event: TEvent,
  facts: TSubscriptionFacts | null,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const recorded = await billingRepository.recordEvent(trx, event, now);
    if (!recorded || !facts) return;
    const result = await applySubscriptionFacts(trx, facts, now);
    if (result.teamId !== null) await billingRepository.setEventTeam(trx, event.id, result.teamId);
  });
}

/**
 * The handler of POST /stripe-webhook/: its request's body is the raw bytes Stripe signed (the
 * route's scope parses JSON as a buffer, see billing.routes.ts). Without Stripe it is a 404.
 */
export function stripeWebhookHandler(
  deps: Pick<TAppDeps, 'db' | 'now' | 'config' | 'billing'>,
): (req: Pick<FastifyRequest, 'headers' | 'body' | 'log'>) => Promise<{ received: true }> {
  const stripeMode = deps.config.billingMode === 'stripe';
  const settings = stripeMode ? stripeSettingsOf(deps.config) : null;
  const stripe = settings ? createStripeClient(settings) : null;
  return async (req) => {
    if (!stripe || !settings || !deps.billing) throw notFound();
    const event = verifiedEvent(stripe, settings.webhookSecret, req);
    if (await billingRepository.eventRecorded(deps.db, event.id)) return { received: true as const };
    const subscriptionId = subscriptionIdOf(event);
    const provider = deps.billing;
    const fresh = subscriptionId
      ? await withProvider(req.log, () => provider.retrieveSubscription(subscriptionId))
      : null;
    const facts = fresh && fresh.teamId === null ? { ...fresh, teamId: checkoutTeamOf(event) } : fresh;
    await recordAndApply(deps, event, facts);
    return { received: true as const };
  };
}
