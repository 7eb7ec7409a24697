import { hasRole, PlanId, Role } from '@rp/contracts';

/** 'Driver', 'Dispatcher' or 'Dispatcher, Driver' from the role bit mask. */
export function roleLabel(role: number): string {
  const names: string[] = [];
  if (hasRole(role, Role.Dispatcher)) names.push('Dispatcher');
  if (hasRole(role, Role.Driver)) names.push('Driver');
  return names.join(', ') || '-';
}

/** The Subscription column of /team from plan_id (spec section 3). */
export function planLabel(planId: number): string {
  if (planId === PlanId.GooglePlay) return 'Professional (Google Play)';
  if (planId === PlanId.Direct) return 'Professional';
  return 'Trial';
}
