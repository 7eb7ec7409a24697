import { hasRole, PlanId, Role, type TTeamMember } from '@rp/contracts';
import { formatDateTime } from '../../lib/dates';

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

/** Whether the member has taken up the invitation: 'Invitation pending (sent 2025-10-01 14:05)' or 'Active'. */
export function invitationText(member: Pick<TTeamMember, 'invitation_status' | 'invited_at'>): string {
  if (member.invitation_status === 'active') return 'Active';
  return member.invited_at
    ? `Invitation pending (sent ${formatDateTime(member.invited_at)})`
    : 'Invitation pending';
}
