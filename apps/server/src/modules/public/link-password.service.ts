import type { TAppDeps } from '../../core/app-deps.js';
import type { Db } from '../../db/database.js';
import { endSessionsOfUser } from '../auth/accounts.service.js';
import { hashPassword } from '../auth/password.js';
import { assertStrongPassword } from '../auth/password-strength.js';
import { hashToken } from '../auth/tokens.js';
import { publicRepository, type TPasswordTokenPurpose } from './public.repository.js';

/**
 * Sets a password through a mailed link (verification, reset or invitation). The password is checked
 * against the link's user (e-mail, name, team name); then, in one transaction, the link is used up,
 * the password set (which proves the address and that its chooser reads the mailbox), the user's
 * other links retired and every session of the user ended: a session opened by whoever held the
 * account before (e.g. someone who signed up with an address not theirs) does not survive.
 * Answers the user's id, or undefined when the link is unknown, used, expired or of another purpose;
 * nothing changes then.
 */
export async function setPasswordThroughLink(
  deps: TAppDeps,
  input: { token: string; password: string },
  purposes: readonly TPasswordTokenPurpose[],
): Promise<number | undefined> {
  const tokenHash = hashToken(input.token);
  const holder = await publicRepository.findLiveTokenHolder(deps.db, tokenHash, purposes, deps.now());
  if (!holder) return undefined;
  assertStrongPassword(input.password, {
    email: holder.email,
    name: holder.name,
    teamName: holder.team_name,
  });
  const passwordHash = await hashPassword(input.password, deps.config.scrypt);
  const now = deps.now();
  const userId = await deps.db.transaction().execute(async (trx) => {
    // Used up in one statement: of two requests racing with one link, only one gets here.
    const token = await publicRepository.consumeToken(trx, tokenHash, purposes, now);
    if (!token) return undefined;
    await publicRepository.setPassword(trx, token.user_id, passwordHash, now);
    await publicRepository.retireTokensOfUser(trx, token.user_id, now);
    await endSessionsOfUser(trx, token.user_id);
    return token.user_id;
  });
  // Committed: the ended sessions' sockets go too, on every process.
  if (userId !== undefined) deps.live.endSessions({ userIds: [userId] });
  return userId;
}

/** The holder of a link already used up (with whether their address is verified), or undefined. */
export function usedLinkHolder(db: Db, token: string, purpose: TPasswordTokenPurpose) {
  return publicRepository.findUsedTokenUser(db, hashToken(token), purpose);
}

/** How many links of this purpose were made for the user since a moment (the per-hour limits). */
export function linksMadeSince(db: Db, userId: number, purpose: TPasswordTokenPurpose, since: Date) {
  return publicRepository.countTokensSince(db, userId, purpose, since);
}
