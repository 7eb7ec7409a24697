import type { TAppDeps } from '../../core/app-deps.js';
import { authRepository } from '../auth/auth.repository.js';
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
    await authRepository.deleteSessionsOfUser(trx, token.user_id);
    return token.user_id;
  });
  // Committed: the ended sessions' sockets go too, on every process.
  if (userId !== undefined) deps.live.endSessions({ userIds: [userId] });
  return userId;
}
