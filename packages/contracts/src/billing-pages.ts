import { PlanRules, type TPlanKind } from './plans.js';

/**
 * Texts of the Subscription, Cancel, Canceled, Subscription success and test-mode payment pages
 * (spec sections 2 and 4), kept here once so the pages and the browser tests read the same words.
 */
export const SubscriptionTexts = {
  /** Plan names as the Subscription page shows them (spec section 4: trial is Basic). */
  planNames: {
    trial: 'Basic',
    lapsed: 'Basic',
    professional: 'Professional - Driver',
    free: PlanRules.free.name,
    unbilled: 'No subscription needed',
  } satisfies Record<TPlanKind, string>,
  trialNote: 'Free trial with all Professional features.',
  billingOff: 'This server does not use subscriptions: every team may plan without a plan or a trial.',
  expired: (date: string | null): string =>
    date
      ? `Your trial or subscription ended on ${date}. Subscribe or continue on Free to plan again.`
      : 'Your trial or subscription has ended. Subscribe or continue on Free to plan again.',
  endsAtPeriodEnd: (date: string): string =>
    `Your subscription is canceled: Professional stays until ${date}.`,
  subscribeTitle: 'Professional',
  subscribeButton: 'Subscribe',
  continueOnFreeButton: 'Continue on Free',
  continueOnFreeNote:
    'Free keeps all your routes and team. Routes over the Free limits stay readable; changing them needs Professional.',
  managePaymentsButton: 'Manage payments',
  cancelLink: 'Cancel subscription',
  errorTitle: 'Error',
  driversToPayFor: 'Drivers to pay for',
  priceLine: (quantity: number, pricePerDriver: number, amount: number, currency = ''): string => {
    const unit = currency ? ` ${currency.toUpperCase()}` : '';
    return `${quantity} driver${quantity === 1 ? '' : 's'} × ${pricePerDriver}${unit} = ${amount}${unit} per month`;
  },
  professionalFeatures: [
    `${PlanRules.professional.pricePerDriverMonth} per driver per month`,
    'Unlimited drivers',
    `Up to ${PlanRules.professional.maxStopsPerRoute} locations per route`,
    'Route optimization across drivers',
    'Driver app with proof of delivery',
    'Live driver positions',
    'Unlimited delivery history',
  ],

  cancelTitle: 'Cancel subscription',
  cancelQuestion: (date: string): string =>
    `Your team keeps Professional until ${date}. After that, subscribe again or continue on Free; your routes and team stay.`,
  cancelConfirmButton: 'Cancel subscription',
  keepButton: 'Keep subscription',

  canceledTitle: 'Account canceled',
  canceledBody: (date: string): string =>
    `Your subscription is canceled. Your team keeps Professional until ${date}; no further payment will be taken.`,
  canceledKept: 'Your routes, stops, drivers and delivery history stay. You can subscribe again at any time.',
  subscribeAgainButton: 'Subscribe again',

  successTitle: 'Thank you for subscribing',
  successWaiting: 'Your payment is being confirmed. This page updates by itself.',
  goToRoutesButton: 'Go to routes',

  testModeNotice: 'Test mode: no card is charged and no money moves.',
  testCheckoutTitle: 'Checkout (test mode)',
  payButton: 'Pay (test mode)',
  backButton: 'Back',
  checkoutPaid: 'This checkout is already paid.',
  checkoutExpired: 'This checkout has expired. Go back and subscribe again.',
  continueButton: 'Continue',
  testPortalTitle: 'Manage payments (test mode)',
  changeDriversButton: 'Change drivers',
  cancelAtPeriodEndButton: 'Cancel at period end',
  undoCancelButton: 'Keep subscription after the period',
  returnButton: 'Return',
  portalSaved: 'Saved.',
} as const;
