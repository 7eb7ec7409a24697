import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import { TooManyRequestsError } from '../../core/errors.js';
import { inviteMail, issuePasswordLink } from '../public/password-links.js';
import { assertInvitationAllowed, recordInvitation } from './invitation-limits.js';
import { teamsRepository } from './teams.repository.js';

/** An invited user who has not set a password yet. */
export interface TPendingInvitee {
  id: number;
  team_id: number;
  email: string;
}

/**
 * Mails a pending invitation again, with a fresh link (the earlier ones keep working until a password
 * is set). Sign-up calls it for an invited address instead of taking the address out of the team:
 * whoever signs up may not be the invitee, and the invitee may have lost the mail. It counts as an
 * invitation of the team: over the invitation limits nothing is sent (and nothing is said, as the
 * sign-up's answer must not tell a pending invitation from an account). True when the mail went out.
 */
export async function remailPendingInvitation(
  deps: Pick<TAppDeps, 'db' | 'now' | 'mailer'>,
  invitee: TPendingInvitee,
  ctx: { baseUrl: string; log: FastifyBaseLogger },
): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    // The team's lock: its invitations are counted one at a time (invitation-limits.ts).
    const team = await teamsRepository.lockTeam(trx, invitee.team_id);
    const invitation = { teamId: team.id, email: invitee.email, now };
    try {
      await assertInvitationAllowed(trx, invitation);
    } catch (err) {
      if (!(err instanceof TooManyRequestsError)) throw err;
      ctx.log.warn({ userId: invitee.id }, 'invitation not mailed again: over the invitation limits');
      return false;
    }
    await recordInvitation(trx, invitation);
    const { url } = await issuePasswordLink(trx, {
      userId: invitee.id,
      purpose: 'invite',
      now,
      baseUrl: ctx.baseUrl,
    });
    // In the transaction, as when the member was added: a failed mail neither counts nor leaves a link.
    await deps.mailer.send(inviteMail({ to: invitee.email, teamName: team.name, invitedBy: '', url }), {
      db: trx,
    });
    return true;
  });
}
