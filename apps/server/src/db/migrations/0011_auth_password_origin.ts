import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements.js';

/**
 * When the user's password was last set through a mailed link (verification, reset or invitation),
 * which proves that whoever chose it also reads the mailbox; null for a password chosen at sign-up
 * and not since. ADMIN_EMAILS grants admin only once it is set (issue 18, account pre-hijacking).
 *
 * Passwords change only at sign-up or through a reset or invitation link, and such a link is marked
 * used when it sets the password (other links are retired at the same moment), so a user with a used
 * reset or invitation link has a password set through one; a verification link set no password before
 * this migration, so it counts for nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE users ADD COLUMN password_set_via_link_at timestamptz;
    UPDATE users SET password_set_via_link_at = links.last_used
      FROM (
        SELECT user_id, max(used_at) AS last_used FROM password_tokens
        WHERE purpose IN ('reset', 'invite') AND used_at IS NOT NULL
        GROUP BY user_id
      ) AS links
      WHERE links.user_id = users.id AND users.password_hash IS NOT NULL;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, 'ALTER TABLE users DROP COLUMN password_set_via_link_at;');
}
