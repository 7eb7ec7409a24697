export type {
  TBillingProvider,
  TCheckoutInput,
  TPortalInput,
  TSubscriptionFacts,
} from '../../../core/ports/billing-provider.js';

/** A provider's failure (network, refusal) told apart from the app's own errors. */
export class BillingProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BillingProviderError';
  }
}
