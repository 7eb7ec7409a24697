import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

/** Route names carried in the location state from one onboarding step to the next (spec section 2). */
export const OnboardingFrom = {
  Signup: 'Signup',
  Team: 'OnboardingTeam',
  Depot: 'OnboardingDepot',
} as const;
export type TOnboardingFrom = (typeof OnboardingFrom)[keyof typeof OnboardingFrom];

/** The location state of a move into the next onboarding step. */
export const fromStep = (from: TOnboardingFrom) => ({ state: { from } });

/** A step is shown only when reached from the previous one; otherwise the user goes to /routes. */
export function OnboardingGate({ after, children }: { after: TOnboardingFrom; children: ReactNode }) {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  if (from !== after) return <Navigate to="/routes" replace />;
  return <>{children}</>;
}
