import { z } from 'zod';

/** The plan a visitor picked on Pricing before signing up (`/signup?plan=`). */
export const ZChosenPlanSchema = z.enum(['free', 'professional']);
export type TChosenPlan = z.infer<typeof ZChosenPlanSchema>;

const KEY = 'chosenPlan';

/**
 * Kept in browser storage through the onboarding steps (like the team name and depots), so the last
 * step can open the Subscription page instead of the routes. Its own small module: the sign-up page
 * is public and must not pull in the onboarding steps' code.
 */
export const chosenPlan = {
  /** Remembers the `plan` query value when it names a plan, and forgets any earlier one otherwise. */
  keepFrom(queryValue: string | null): void {
    const parsed = ZChosenPlanSchema.safeParse(queryValue);
    if (parsed.success) localStorage.setItem(KEY, parsed.data);
    else localStorage.removeItem(KEY);
  },
  /** The plan chosen before sign-up, once: reading it forgets it. */
  take(): TChosenPlan | null {
    const parsed = ZChosenPlanSchema.safeParse(localStorage.getItem(KEY));
    localStorage.removeItem(KEY);
    return parsed.success ? parsed.data : null;
  },
};
