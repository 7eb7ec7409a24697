import { tooManyInvitationsMessage } from '@rp/contracts';
import { TooManyRequestsError } from '../../core/errors.js';
import { normaliseEmail, RateLimits, type TRateRule } from '../../core/rate-limits.js';
import type { Db } from '../../db/database.js';
import { invitationsRepository, type TInvitationFilter } from './invitations.repository.js';

interface TInvitation {
  teamId: number;
  email: string;
  now: Date;
}

/** How many invitations the log holds in the rule's window ending now, and when the oldest of them was sent. */
function windowUse(db: Db, filter: TInvitationFilter, rule: TRateRule, now: Date) {
  return invitationsRepository.countSince(db, filter, new Date(now.getTime() - rule.windowMs));
}

/** Seconds until the oldest invitation in the window leaves it, and a slot frees up (at least 1). */
const secondsUntilFree = (oldest: Date | null, rule: TRateRule, now: Date): number => {
  const freeAt = (oldest?.getTime() ?? now.getTime()) + rule.windowMs;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
};

/**
 * Refuses (429, Retry-After) an invitation over the team's hourly or daily limit or the invited
 * address's daily one. Counted in the database, so the limits hold across processes and restarts.
 * The caller holds the team's lock, so two invitations of one team cannot both pass on the same
 * count; for the address, users.email is unique, so it is in at most one team's add at a time.
 */
export async function assertInvitationAllowed(db: Db, invitation: TInvitation): Promise<void> {
  const { perTeamHour, perTeamDay, perInvitedEmail } = RateLimits.invitations;
  const checks: Array<[TInvitationFilter, TRateRule]> = [
    [{ team_id: invitation.teamId }, perTeamHour],
    [{ team_id: invitation.teamId }, perTeamDay],
    [{ email: normaliseEmail(invitation.email) }, perInvitedEmail],
  ];
  for (const [filter, rule] of checks) {
    const use = await windowUse(db, filter, rule, invitation.now);
    if (use.count >= rule.max) {
      const seconds = secondsUntilFree(use.oldest, rule, invitation.now);
      throw new TooManyRequestsError(tooManyInvitationsMessage(seconds), seconds);
    }
  }
}

/** Logs an invitation as sent (in the transaction that adds the member: a failed mail undoes both). */
export async function recordInvitation(db: Db, invitation: TInvitation): Promise<void> {
  await invitationsRepository.insert(db, { ...invitation, email: normaliseEmail(invitation.email) });
}
