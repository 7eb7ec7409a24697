import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements.js';

/**
 * Every invitation mail sent, for the invitation limits (per team, per invited address). Not tied
 * to users or teams by foreign keys: deleting the member, or the team, must not give the count back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE TABLE invitation_log (
      id bigserial PRIMARY KEY,
      team_id integer NOT NULL,
      email text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX invitation_log_team_idx ON invitation_log (team_id, created_at);
    CREATE INDEX invitation_log_email_idx ON invitation_log (email, created_at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, 'DROP TABLE invitation_log;');
}
