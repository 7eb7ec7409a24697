import { z } from 'zod';

/**
 * Plans and trial (spec section 9, settled in decisions.md): the numbers the Pricing and Subscription
 * pages show. The server's billing module enforces the same limits.
 */
export const TRIAL_LENGTH_DAYS = 10;

/** Price in the plan's currency per driver per month; maxDrivers null means unlimited. */
export const PlanRules = {
  free: { name: 'Free', pricePerDriverMonth: 0, maxDrivers: 1, maxStopsPerRoute: 10 },
  professional: { name: 'Professional', pricePerDriverMonth: 10, maxDrivers: null, maxStopsPerRoute: 500 },
} as const;

/**
 * Where a team stands: in its trial, on Free, paying, or lapsed (trial or paid period over, no plan
 * chosen); `unbilled` when the deployment runs with billing off (no plans at all).
 */
export const ZPlanKindSchema = z.enum(['trial', 'free', 'professional', 'lapsed', 'unbilled']);
export type TPlanKind = z.infer<typeof ZPlanKindSchema>;
