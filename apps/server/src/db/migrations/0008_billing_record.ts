import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements.js';

/**
 * What the plan state needs beyond the columns of 0001: the provider's subscription status and
 * whether it ends at the period's end. The customer and subscription ids, quantity and period
 * already exist. billing_events remembers every provider event applied, so a webhook delivered
 * twice is applied once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE teams ADD COLUMN plan_status text;
    ALTER TABLE teams ADD COLUMN plan_cancel_at_period_end boolean NOT NULL DEFAULT false;
    CREATE INDEX teams_plan_customer_idx ON teams (plan_customer_id) WHERE plan_customer_id IS NOT NULL;
    CREATE TABLE billing_events (
      event_id text PRIMARY KEY,
      type text NOT NULL,
      team_id integer REFERENCES teams (id) ON DELETE SET NULL,
      received_at timestamptz NOT NULL
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP TABLE billing_events;
    DROP INDEX teams_plan_customer_idx;
    ALTER TABLE teams DROP COLUMN plan_cancel_at_period_end;
    ALTER TABLE teams DROP COLUMN plan_status;
  `,
  );
}
