import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements.js';

const WORKDAY_COLUMNS = `
      shift_start smallint,
      shift_end smallint,
      break_duration smallint,
      break_window_start smallint,
      break_window_end smallint,
      start_place text CHECK (start_place IN ('depot', 'home')),
      end_place text CHECK (end_place IN ('depot', 'home')),
      max_stops integer,
      capacity integer,
      max_weight double precision,
      skills text`;

/**
 * Drivers' working day (issue 21, items 2, 3 and 5). `driver_workdays`: a driver's default day;
 * `route_driver_workdays`: one route's override per selected driver (null columns take the default).
 * Minutes since midnight; skills are comma-joined tags (null: not set). Stops get the skills they
 * require, a weight (kg) and why the optimiser left them out; routes their goal; driver routes what
 * the plan gave them (load, shift, break; seconds since midnight of the planned day).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE TABLE driver_workdays (
      user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,${WORKDAY_COLUMNS}
    );
    CREATE TABLE route_driver_workdays (
      route_id integer NOT NULL REFERENCES routes(id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,${WORKDAY_COLUMNS},
      PRIMARY KEY (route_id, user_id)
    );
    ALTER TABLE stops ADD COLUMN skills text NOT NULL DEFAULT '';
    ALTER TABLE stops ADD COLUMN weight double precision;
    ALTER TABLE stops ADD COLUMN unassigned_reason text NOT NULL DEFAULT '';
    ALTER TABLE routes ADD COLUMN goal text NOT NULL DEFAULT 'shortest';
    ALTER TABLE driver_routes ADD COLUMN load double precision NOT NULL DEFAULT 0;
    ALTER TABLE driver_routes ADD COLUMN weight double precision NOT NULL DEFAULT 0;
    ALTER TABLE driver_routes ADD COLUMN capacity integer;
    ALTER TABLE driver_routes ADD COLUMN max_weight double precision;
    ALTER TABLE driver_routes ADD COLUMN shift_start integer;
    ALTER TABLE driver_routes ADD COLUMN shift_end integer;
    ALTER TABLE driver_routes ADD COLUMN break_start integer;
    ALTER TABLE driver_routes ADD COLUMN break_duration integer;
    ALTER TABLE driver_routes ADD COLUMN break_after_stops integer;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE driver_routes DROP COLUMN break_after_stops;
    ALTER TABLE driver_routes DROP COLUMN break_duration;
    ALTER TABLE driver_routes DROP COLUMN break_start;
    ALTER TABLE driver_routes DROP COLUMN shift_end;
    ALTER TABLE driver_routes DROP COLUMN shift_start;
    ALTER TABLE driver_routes DROP COLUMN max_weight;
    ALTER TABLE driver_routes DROP COLUMN capacity;
    ALTER TABLE driver_routes DROP COLUMN weight;
    ALTER TABLE driver_routes DROP COLUMN load;
    ALTER TABLE routes DROP COLUMN goal;
    ALTER TABLE stops DROP COLUMN unassigned_reason;
    ALTER TABLE stops DROP COLUMN weight;
    ALTER TABLE stops DROP COLUMN skills;
    DROP TABLE route_driver_workdays;
    DROP TABLE driver_workdays;
  `,
  );
}
