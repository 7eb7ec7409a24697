import { type Kysely, sql } from 'kysely';
import { execStatements } from '../exec-statements.js';

/**
 * routes.stops_version: a counter the database itself raises, in the writing transaction, whenever
 * a statement inserts, updates or deletes stops or driver routes of the route (the list of stops is
 * made of both: driver routes order it once optimised). A server process may keep a route's
 * encoded list of stops and serve it again while the counter (and is_optimized) is unchanged; being
 * a trigger, no write path can forget it, and every process behind a load balancer sees it.
 * Statement-level triggers with transition tables: one update of the route per statement, not one
 * per row, so writing 500 stops at once costs one extra row update.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE routes ADD COLUMN stops_version bigint NOT NULL DEFAULT 0`.execute(db);
  // One statement: the function body holds semicolons that execStatements would split on.
  await sql`
    CREATE FUNCTION bump_route_stops_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        UPDATE routes SET stops_version = stops_version + 1
          WHERE id IN (SELECT route_id FROM new_rows);
      ELSIF TG_OP = 'DELETE' THEN
        UPDATE routes SET stops_version = stops_version + 1
          WHERE id IN (SELECT route_id FROM old_rows);
      ELSE
        UPDATE routes SET stops_version = stops_version + 1
          WHERE id IN (SELECT route_id FROM new_rows UNION SELECT route_id FROM old_rows);
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);
  const triggers = ['stops', 'driver_routes'].flatMap((table) => [
    `CREATE TRIGGER ${table}_insert_bumps_route AFTER INSERT ON ${table}
       REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_route_stops_version();`,
    `CREATE TRIGGER ${table}_update_bumps_route AFTER UPDATE ON ${table}
       REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION bump_route_stops_version();`,
    `CREATE TRIGGER ${table}_delete_bumps_route AFTER DELETE ON ${table}
       REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_route_stops_version();`,
  ]);
  await execStatements(db, triggers.join('\n'));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const drops = ['stops', 'driver_routes'].flatMap((table) =>
    ['insert', 'update', 'delete'].map((op) => `DROP TRIGGER ${table}_${op}_bumps_route ON ${table};`),
  );
  await execStatements(
    db,
    [
      ...drops,
      'DROP FUNCTION bump_route_stops_version();',
      'ALTER TABLE routes DROP COLUMN stops_version;',
    ].join('\n'),
  );
}
