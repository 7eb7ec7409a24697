import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements.js';

/**
 * The built-in test-mode payment provider (BILLING=test) keeps its side here, as Stripe keeps its
 * own: checkout and portal sessions the app's test pages open, and the subscriptions paying them
 * creates. The team's plan_* columns are only ever set from these through the same code that
 * applies Stripe's subscriptions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE TABLE test_billing_subscriptions (
      id text PRIMARY KEY,
      customer_id text NOT NULL,
      team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
      status text NOT NULL,
      quantity integer NOT NULL,
      current_period_start timestamptz NOT NULL,
      current_period_end timestamptz NOT NULL,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX test_billing_subscriptions_team_idx ON test_billing_subscriptions (team_id);
    CREATE TABLE test_billing_sessions (
      id text PRIMARY KEY,
      team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('checkout', 'portal')),
      quantity integer NOT NULL,
      status text NOT NULL CHECK (status IN ('open', 'complete')),
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      completed_at timestamptz
    );
    CREATE INDEX test_billing_sessions_team_idx ON test_billing_sessions (team_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP TABLE test_billing_sessions;
    DROP TABLE test_billing_subscriptions;
  `,
  );
}
