import type { TSubscriptionStatus } from '@rp/contracts';

/** What a provider's subscription says, whichever provider it comes from. */
export interface TSubscriptionFacts {
  id: string;
  customerId: string;
  /** The provider's status; a status the contracts do not know is kept as given (it counts as not paying). */
  status: TSubscriptionStatus | string;
  /** Drivers paid for. */
  quantity: number;
  /** The price (Stripe) or plan name (test) sold. */
  product: string | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  created: Date;
  /** The team it was bought for (the metadata Checkout was given); null when it is not ours. */
  teamId: number | null;
}

export interface TCheckoutInput {
  team: { id: number; name: string };
  quantity: number;
  /** The team's customer at the provider, when it has paid before. */
  customerId: string | null;
  email: string;
  successUrl: string;
  cancelUrl: string;
}

export interface TPortalInput {
  teamId: number;
  customerId: string;
  returnUrl: string;
}

/** A payment provider (Stripe, or the built-in test mode): where teams pay and manage payments. */
export interface TBillingProvider {
  readonly kind: 'stripe' | 'test';
  /** The checkout page's address for the team to pay at. */
  createCheckout(input: TCheckoutInput): Promise<string>;
  /** The customer portal's address (payment method, drivers paid for, cancellation). */
  createPortal(input: TPortalInput): Promise<string>;
  /** Cancels at the end of the paid period; answers the subscription as it is then. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<TSubscriptionFacts>;
  /** The subscription as the provider has it now (null: the provider does not know it). */
  retrieveSubscription(subscriptionId: string): Promise<TSubscriptionFacts | null>;
}
