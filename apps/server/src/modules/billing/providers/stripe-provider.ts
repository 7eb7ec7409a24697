import Stripe from 'stripe';
import { z } from 'zod';
import type { TConfig } from '../../../config.js';
import { BillingProviderError, type TBillingProvider, type TSubscriptionFacts } from './billing-provider.js';

/** The settings config.ts requires with BILLING=stripe. */
export type TStripeSettings = {
  secretKey: string;
  priceId: string;
  webhookSecret: string;
  /** Another API address (tests' local server); null: Stripe's own. */
  apiBase: string | null;
};

export function stripeSettingsOf(config: TConfig): TStripeSettings {
  const { STRIPE_SECRET_KEY, STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET } = config;
  if (!STRIPE_SECRET_KEY || !STRIPE_PRICE_ID || !STRIPE_WEBHOOK_SECRET) {
    throw new Error('BILLING=stripe needs STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET');
  }
  return {
    secretKey: STRIPE_SECRET_KEY,
    priceId: STRIPE_PRICE_ID,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    apiBase: config.STRIPE_API_BASE ?? null,
  };
}

export function createStripeClient(settings: TStripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    // A request waits for the caller (a user or a webhook): fail within seconds, retry a little.
    timeout: 15_000,
    maxNetworkRetries: 1,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

const ZIdOrObject = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((v) => (typeof v === 'string' ? v : v.id));

/**
 * The parts of a Stripe subscription the plan needs. The pinned API version keeps the paid period
 * on the subscription item; older versions had it on the subscription, read as a fallback.
 */
const ZStripeSubscriptionSchema = z.object({
  id: z.string(),
  customer: ZIdOrObject,
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  created: z.number().int(),
  metadata: z.record(z.string(), z.string()).nullish(),
  current_period_start: z.number().int().optional(),
  current_period_end: z.number().int().optional(),
  items: z.object({
    data: z
      .array(
        z.object({
          quantity: z.number().int().nullish(),
          price: z.object({ id: z.string() }).nullish(),
          current_period_start: z.number().int().optional(),
          current_period_end: z.number().int().optional(),
        }),
      )
      .min(1),
  }),
});

const fromEpoch = (seconds: number): Date => new Date(seconds * 1000);

/** A team id as Checkout's metadata carries it ("12"); anything else is not one of our teams. */
export function teamIdOfMetadata(metadata: Record<string, string> | null | undefined): number | null {
  const raw = metadata?.team_id;
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

export function stripeFactsOf(raw: unknown): TSubscriptionFacts {
  const parsed = ZStripeSubscriptionSchema.safeParse(raw);
  if (!parsed.success)
    throw new BillingProviderError('Stripe answered a subscription of an unexpected shape');
  const s = parsed.data;
  const item = s.items.data[0];
  const start = item?.current_period_start ?? s.current_period_start;
  const end = item?.current_period_end ?? s.current_period_end;
  if (start === undefined || end === undefined) {
    throw new BillingProviderError(`Stripe subscription ${s.id} has no current period`);
  }
  return {
    id: s.id,
    customerId: s.customer,
    status: s.status,
    quantity: item?.quantity ?? 1,
    product: item?.price?.id ?? null,
    currentPeriodStart: fromEpoch(start),
    currentPeriodEnd: fromEpoch(end),
    cancelAtPeriodEnd: s.cancel_at_period_end,
    created: fromEpoch(s.created),
    teamId: teamIdOfMetadata(s.metadata),
  };
}

/** Runs a Stripe request; its failures become BillingProviderError (logged, answered 502/402, never 500). */
async function stripeCall<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new BillingProviderError(`Stripe ${what} failed`, { cause: err });
  }
}

const isMissing = (err: unknown): boolean =>
  err instanceof BillingProviderError &&
  err.cause instanceof Stripe.errors.StripeInvalidRequestError &&
  err.cause.code === 'resource_missing';

export function createStripeProvider(stripe: Stripe, settings: TStripeSettings): TBillingProvider {
  return {
    kind: 'stripe',
    async createCheckout(input) {
      const teamId = String(input.team.id);
      const session = await stripeCall('checkout', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: settings.priceId, quantity: input.quantity }],
          client_reference_id: teamId,
          metadata: { team_id: teamId },
          subscription_data: { metadata: { team_id: teamId, team_name: input.team.name } },
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        }),
      );
      if (!session.url) throw new BillingProviderError('Stripe answered a checkout session without a url');
      return session.url;
    },
    async createPortal(input) {
      const session = await stripeCall('portal', () =>
        stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl }),
      );
      return session.url;
    },
    async cancelAtPeriodEnd(subscriptionId) {
      const s = await stripeCall('cancel', () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      );
      return stripeFactsOf(s);
    },
    async retrieveSubscription(subscriptionId) {
      try {
        const s = await stripeCall('retrieve', () => stripe.subscriptions.retrieve(subscriptionId));
        return stripeFactsOf(s);
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
  };
}
