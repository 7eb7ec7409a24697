import { z } from 'zod';
import { SubscriptionTexts } from './billing-pages.js';
import { type TPlanLimits, type TPlanState, ZBillingModeSchema } from './plan-state.js';
import { ZPlanKindSchema } from './plans.js';

/** A limit as JSON carries it: null means none. */
const ZLimitSchema = z.number().int().positive().nullable();

/**
 * The team's subscription (spec section 3: valid_to_date in epoch seconds, has_customer, is_active,
 * driver_count, driver_count_current, is_subscription_active), with the plan state it comes from.
 */
export const ZSubscriptionSchema = z.object({
  /** When the trial or paid access ends, in epoch seconds; null when it does not end. */
  valid_to_date: z.number().int().nullable(),
  /** The team has a customer record at the payment provider (Manage payments opens its portal). */
  has_customer: z.boolean(),
  is_active: z.boolean(),
  /** Drivers paid for (0 unless paying). */
  driver_count: z.number().int().min(0),
  /** Members with the Driver role now. */
  driver_count_current: z.number().int().min(0),
  /** A paid subscription gives the access now. */
  is_subscription_active: z.boolean(),
  plan: ZPlanKindSchema,
  billing: ZBillingModeSchema,
  /** The paid subscription was cancelled and ends at valid_to_date. */
  ends_at_period_end: z.boolean(),
  limits: z.object({
    max_drivers: ZLimitSchema,
    max_drivers_per_route: ZLimitSchema,
    max_stops_per_route: z.number().int().positive(),
  }),
  /** Continue on Free is offered: billing is on and the team is neither paying nor on Free. */
  can_continue_on_free: z.boolean(),
});
export type TSubscription = z.infer<typeof ZSubscriptionSchema>;

const limitOf = (n: number): number | null => (Number.isFinite(n) ? n : null);

export const limitsForJson = (limits: TPlanLimits): TSubscription['limits'] => ({
  max_drivers: limitOf(limits.maxDrivers),
  max_drivers_per_route: limitOf(limits.maxDriversPerRoute),
  max_stops_per_route: limits.maxStopsPerRoute,
});

/** Free can be chosen by a team in its trial or lapsed; a paying team cancels first. */
export const canContinueOnFree = (state: TPlanState): boolean =>
  state.kind === 'trial' || state.kind === 'lapsed';

/** Server texts about plans and subscriptions, shown to the user as they are. */
export const BillingMessages = {
  /** The same words the Subscription page shows when billing is off. */
  billingOff: SubscriptionTexts.billingOff,
  alreadyOnFree: 'Your team is already on the Free plan.',
  payingCannotChooseFree:
    'Your team has an active Professional subscription. Cancel it under Manage payments before moving to Free.',
  alreadyPaying:
    'Your team already pays for Professional. Change the number of drivers under Manage payments.',
  noCustomer: 'Your team has not subscribed yet, so there are no payments to manage.',
  nothingToCancel: 'Your team has no paid subscription to cancel.',
  alreadyCancelled: 'Your subscription is already cancelled; it ends at the end of the paid period.',
  subscriptionEnded: 'This subscription has ended. Subscribe again from the Subscription page.',
  sessionExpired: 'This page has expired. Start again from the Subscription page.',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a few minutes.',
  paidDriversExceeded: (quantity: number): string =>
    `Your subscription covers ${quantity} driver${quantity === 1 ? '' : 's'}. ` +
    'Add drivers to it under Manage payments to select more.',
} as const;
