import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements.js';

/** A driver route's last leg (last stop back to the end point): its road geometry, distance and time. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE driver_routes ADD COLUMN end_geometry text NOT NULL DEFAULT '';
    ALTER TABLE driver_routes ADD COLUMN end_distance double precision NOT NULL DEFAULT 0;
    ALTER TABLE driver_routes ADD COLUMN end_duration integer NOT NULL DEFAULT 0;
    ALTER TABLE routes ADD COLUMN optimized_at timestamptz;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE routes DROP COLUMN optimized_at;
    ALTER TABLE driver_routes DROP COLUMN end_duration;
    ALTER TABLE driver_routes DROP COLUMN end_distance;
    ALTER TABLE driver_routes DROP COLUMN end_geometry;
  `,
  );
}
