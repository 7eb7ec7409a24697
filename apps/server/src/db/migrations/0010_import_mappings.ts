import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements.js';

/**
 * The team's last column mapping per file layout (issue 12): a file with the same header row is
 * offered the mapping the team used for it last time. Keyed by a hash of the normalised header row
 * (contracts' headerSignature), so the headers themselves are not kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE TABLE import_mappings (
      team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
      header_hash text NOT NULL,
      column_config jsonb NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (team_id, header_hash)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, 'DROP TABLE import_mappings;');
}
