import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements.js';

/**
 * When a user proved their e-mail address (followed the sign-up link, or set a password through a
 * mailed link). Users who already have a password are taken as verified: the demo and live teams
 * keep their admins and their right to invite, and each of them chose a password either through a
 * mailed invitation (a proof) or at a sign-up we can no longer check after the fact. Invited users
 * without a password stay unverified until they use their link. Verification links are rows of
 * password_tokens with purpose 'verify' (purpose is free text, so no change there).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
    UPDATE users SET email_verified_at = now() WHERE password_hash IS NOT NULL;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, 'ALTER TABLE users DROP COLUMN email_verified_at;');
}
