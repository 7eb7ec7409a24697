import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements.js';

/**
 * Travel times a dispatcher can believe (issue 21, item 1; docs/travel-model.md). `teams.vehicle_type`
 * and `teams.speed_factor` (percent of the road model's speeds) are the team's travel defaults;
 * `routes.vehicle_type` a route's own choice (null: the team's). `routes.travel_model` and
 * `routes.travel_vehicle` record what made the saved plan's times (null before a plan).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE teams ADD COLUMN vehicle_type text NOT NULL DEFAULT 'car'
      CHECK (vehicle_type IN ('car', 'van', 'bicycle', 'foot'));
    ALTER TABLE teams ADD COLUMN speed_factor smallint NOT NULL DEFAULT 100
      CHECK (speed_factor BETWEEN 50 AND 200);
    ALTER TABLE routes ADD COLUMN vehicle_type text
      CHECK (vehicle_type IN ('car', 'van', 'bicycle', 'foot'));
    ALTER TABLE routes ADD COLUMN travel_model text;
    ALTER TABLE routes ADD COLUMN travel_vehicle text;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE routes DROP COLUMN travel_vehicle;
    ALTER TABLE routes DROP COLUMN travel_model;
    ALTER TABLE routes DROP COLUMN vehicle_type;
    ALTER TABLE teams DROP COLUMN speed_factor;
    ALTER TABLE teams DROP COLUMN vehicle_type;
  `,
  );
}
