import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements.js';

/**
 * A driver's day without sharp edges (issue 20): what proof a team requires before a stop is marked
 * delivered ('none' for every team until it chooses), and when the driver marked a stop's outcome
 * on the phone, to the millisecond, so that the server can judge the 5 minutes in which the driver
 * may undo it (delivered_at keeps only the minute of the day). Outcomes marked before this
 * migration have no such moment and can no longer be undone by the driver.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE teams ADD COLUMN proof_required text NOT NULL DEFAULT 'none'
      CHECK (proof_required IN ('none', 'photo', 'signature', 'photo_and_signature'));
    ALTER TABLE stops ADD COLUMN outcome_taken_at timestamptz;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE stops DROP COLUMN outcome_taken_at;
    ALTER TABLE teams DROP COLUMN proof_required;
  `,
  );
}
