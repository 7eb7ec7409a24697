import { adminTeamPlanState, type TAdminTeam, type TBillingMode, type TPlanState } from '@rp/contracts';

const day = (d: Date | null): string => (d ? d.toISOString().slice(0, 10) : '');

/** The plan state in a few words, with the day it ends: what an operator checks before extending a team. */
export function planStateLabel(state: TPlanState): string {
  const to = day(state.activeTo);
  switch (state.kind) {
    case 'trial':
      return `Trial to ${to}`;
    case 'professional': {
      const drivers = state.paidQuantity === null ? '' : ` (${state.paidQuantity} paid)`;
      const ending = state.endsAtPeriodEnd ? ', cancelled' : '';
      return `Professional${drivers} to ${to}${ending}`;
    }
    case 'free':
      return 'Free';
    case 'lapsed':
      return to ? `Lapsed since ${to}` : 'Lapsed';
    case 'unbilled':
      return 'No billing';
  }
}

/** The same rule the server decides access by, applied to the admin record now. */
export const adminTeamStateLabel = (team: TAdminTeam, mode: TBillingMode, now: Date = new Date()): string =>
  planStateLabel(adminTeamPlanState(team, mode, now));
