import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements.js';

/**
 * Indexes for the routes and stops calls: the routes a driver is selected for (a driver-only
 * member sees only those), and a route's stops in their optimised order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE INDEX route_drivers_user_idx ON route_drivers (user_id);
    CREATE INDEX stops_route_vehicle_idx ON stops (route_id, vehicle_route_id, position_on_the_route);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP INDEX stops_route_vehicle_idx;
    DROP INDEX route_drivers_user_idx;
  `,
  );
}
