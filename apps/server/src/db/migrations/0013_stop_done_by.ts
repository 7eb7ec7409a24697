import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements.js';

/**
 * Who marked each stop delivered or failed (issue 20): a hand-over moves a driver route, and with
 * it its done stops, to another driver, so the route's driver no longer says who did them. Kept as
 * the user's id (their name is read by a join); null when no one is known or the user was deleted.
 *
 * Stops already done are credited to the driver of their driver route now: before this column the
 * only record, and right unless the route was handed over after the stop was done.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE stops ADD COLUMN done_by integer REFERENCES users(id) ON DELETE SET NULL;
    UPDATE stops SET done_by = driver_routes.driver_id
      FROM driver_routes
      WHERE driver_routes.id = stops.vehicle_route_id AND stops.delivery_status IN (1, 2);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, 'ALTER TABLE stops DROP COLUMN done_by;');
}
