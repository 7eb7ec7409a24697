import type { RouteObject } from 'react-router';
import { lazyScreen, page } from '../../routing/lazyRoute';

const SubscriptionScreen = lazyScreen(() => import('./SubscriptionScreen').then((m) => m.SubscriptionScreen));
const CancelScreen = lazyScreen(() => import('./CancelScreen').then((m) => m.CancelScreen));
const CanceledScreen = lazyScreen(() => import('./CanceledScreen').then((m) => m.CanceledScreen));
const SubscriptionSuccessScreen = lazyScreen(() =>
  import('./SubscriptionSuccessScreen').then((m) => m.SubscriptionSuccessScreen),
);
const TestCheckoutScreen = lazyScreen(() => import('./TestCheckoutScreen').then((m) => m.TestCheckoutScreen));
const TestPortalScreen = lazyScreen(() => import('./TestPortalScreen').then((m) => m.TestPortalScreen));

/**
 * Pages a lapsed team (402) may still open, in the sidebar (spec section 2): the way out of a
 * lapsed plan must never be behind the check that sent the team there.
 */
export const subscriptionPages: RouteObject[] = [
  page('/subscription', 'Subscription', 'Subscription', <SubscriptionScreen />),
  page('/cancel', 'Cancel subscription', 'Cancel', <CancelScreen />),
  page('/canceled', 'Account canceled', 'Canceled', <CanceledScreen />),
  page('/subscription-success', 'Subscription success', 'SubscriptionSuccess', <SubscriptionSuccessScreen />),
];

/** The built-in test-mode provider's pages (BILLING=test): full pages of their own, as a provider's are. */
export const testPaymentPages: RouteObject[] = [
  page('/test-checkout/:sessionId', 'Checkout (test mode)', 'TestCheckout', <TestCheckoutScreen />),
  page('/test-portal/:sessionId', 'Manage payments (test mode)', 'TestPortal', <TestPortalScreen />),
];
