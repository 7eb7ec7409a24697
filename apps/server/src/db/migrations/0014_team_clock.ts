import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements.js';

/**
 * Times as clocks (issue 20, item 7). `teams.hour_cycle`: the 12- or 24-hour clock the team chose;
 * null follows the team's country (contracts' hourCycleForCountry). `routes.plan_start_seconds`: when
 * the optimised plan starts, in seconds since midnight of the planned day, so the stops' arrivals
 * (seconds after that start) read as clock times even for a route that starts 'now'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE teams ADD COLUMN hour_cycle smallint CHECK (hour_cycle IN (12, 24));
    ALTER TABLE routes ADD COLUMN plan_start_seconds integer;
    UPDATE routes SET plan_start_seconds = start_time * 60 WHERE is_optimized AND start_time > 0;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE routes DROP COLUMN plan_start_seconds;
    ALTER TABLE teams DROP COLUMN hour_cycle;
  `,
  );
}
