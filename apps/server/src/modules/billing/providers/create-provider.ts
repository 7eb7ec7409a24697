import type { TConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import type { TBillingProvider } from './billing-provider.js';
import { createStripeClient, createStripeProvider, stripeSettingsOf } from './stripe-provider.js';
import { createTestProvider } from './test-provider.js';

/** The deployment's payment provider: Stripe, the built-in test mode, or none (BILLING=off). */
export function createBillingProvider(config: TConfig, db: Db, now: () => Date): TBillingProvider | null {
  if (config.billingMode === 'off') return null;
  if (config.billingMode === 'test') return createTestProvider(db, now);
  const settings = stripeSettingsOf(config);
  return createStripeProvider(createStripeClient(settings), settings);
}
