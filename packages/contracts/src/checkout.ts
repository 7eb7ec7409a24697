import { z } from 'zod';
import { ZSubscriptionSchema } from './subscription.js';

/** Most drivers one subscription may cover; a typo of 10000 must not reach the card. */
export const MAX_PAID_DRIVERS = 500;

const ZPaidDriversSchema = z.number().int().min(1).max(MAX_PAID_DRIVERS);

/**
 * Subscribe: the spec's payload is empty; `quantity` (drivers to pay for) defaults to the team's
 * drivers, at least 1.
 */
export const ZCheckoutRequestSchema = z
  .object({ quantity: ZPaidDriversSchema.optional() })
  .strict()
  .nullish();
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequestSchema>;

/** Checkout and portal (spec section 7): data.err 0 and the page the browser goes to next. */
export const ZRedirectAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    err: z.literal(0),
    /** Absolute (the payment provider's page) or a path of this app (the test-mode pages). */
    url: z.string().min(1),
  }),
});
export type TRedirectAnswer = z.infer<typeof ZRedirectAnswerSchema>;

/** Cancel (spec section 7): data.err 0 leads to the Canceled page; the subscription runs to its period's end. */
export const ZCancelSubscriptionAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ err: z.literal(0), subscription: ZSubscriptionSchema }),
});
export type TCancelSubscriptionAnswer = z.infer<typeof ZCancelSubscriptionAnswerSchema>;

/** A built-in test-mode session id (checkout or portal): opaque, unguessable. */
export const ZTestSessionParamsSchema = z.object({ sessionId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/** The test-mode checkout page's data: what would be charged, were this real. */
export const ZTestCheckoutSessionSchema = z.object({
  id: z.string(),
  team_name: z.string(),
  quantity: ZPaidDriversSchema,
  price_per_driver: z.number().nonnegative(),
  currency: z.string(),
  /** quantity × price_per_driver, per month. */
  amount: z.number().nonnegative(),
  status: z.enum(['open', 'complete', 'expired']),
  /** Where Pay leads (the Subscription success page) and where Back leads (Subscription). */
  success_url: z.string(),
  cancel_url: z.string(),
});
export type TTestCheckoutSession = z.infer<typeof ZTestCheckoutSessionSchema>;

export const ZTestCheckoutAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ session: ZTestCheckoutSessionSchema }),
});

/** The test-mode portal page's data: the subscription a team manages there. */
export const ZTestPortalSessionSchema = z.object({
  id: z.string(),
  team_name: z.string(),
  quantity: ZPaidDriversSchema,
  price_per_driver: z.number().nonnegative(),
  currency: z.string(),
  /** End of the paid period, epoch seconds. */
  current_period_end: z.number().int(),
  cancel_at_period_end: z.boolean(),
  /** Back to the app's Subscription page. */
  return_url: z.string(),
});
export type TTestPortalSession = z.infer<typeof ZTestPortalSessionSchema>;

export const ZTestPortalAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ session: ZTestPortalSessionSchema }),
});

/** Changes made in the test-mode portal: drivers paid for, and cancel at period end (or undo it). */
export const ZTestPortalUpdateSchema = z
  .object({ quantity: ZPaidDriversSchema.optional(), cancel_at_period_end: z.boolean().optional() })
  .strict()
  .refine((b) => b.quantity !== undefined || b.cancel_at_period_end !== undefined, {
    message: 'Give quantity or cancel_at_period_end.',
  });
export type TTestPortalUpdate = z.infer<typeof ZTestPortalUpdateSchema>;
