import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements.js';

/**
 * How long a team keeps its drivers' positions (issue 22, retention): the retention job deletes older
 * ones. The indexes let it find old positions and applied client ids without reading the tables whole.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE teams ADD COLUMN position_retention_days integer NOT NULL DEFAULT 30
      CHECK (position_retention_days BETWEEN 1 AND 3650);
    CREATE INDEX driver_positions_team_taken ON driver_positions (team_id, taken_at);
    CREATE INDEX applied_client_ids_created ON applied_client_ids (created_at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP INDEX applied_client_ids_created;
    DROP INDEX driver_positions_team_taken;
    ALTER TABLE teams DROP COLUMN position_retention_days;
  `,
  );
}
