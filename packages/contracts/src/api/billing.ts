import { z } from 'zod';
import { ZSubscriptionSchema } from '../subscription.js';
import { defineCall } from './define.js';

const tag = 'billing';

export const ZSubscriptionAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ subscription: ZSubscriptionSchema }),
});
export type TSubscriptionAnswer = z.infer<typeof ZSubscriptionAnswerSchema>;

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
} as const;
