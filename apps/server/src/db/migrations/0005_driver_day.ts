import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements.js';

/**
 * The driver's day: the client ids already applied (a phone that resends an update after a flaky
 * network must not apply it twice), the positions drivers send (kept as history; the map reads the
 * last one of each driver route) and when and where each proof of delivery was taken.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE TABLE applied_client_ids (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      client_id text NOT NULL,
      kind text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, client_id)
    );

    CREATE TABLE driver_positions (
      id bigserial PRIMARY KEY,
      driver_route_id integer NOT NULL REFERENCES driver_routes(id) ON DELETE CASCADE,
      team_id integer NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      lat double precision NOT NULL,
      lng double precision NOT NULL,
      accuracy double precision,
      taken_at timestamptz NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX driver_positions_last_idx ON driver_positions (driver_route_id, taken_at DESC, id DESC);

    ALTER TABLE stops ADD COLUMN photo_taken_at timestamptz;
    ALTER TABLE stops ADD COLUMN photo_lat double precision;
    ALTER TABLE stops ADD COLUMN photo_lng double precision;
    ALTER TABLE stops ADD COLUMN signature_taken_at timestamptz;
    ALTER TABLE stops ADD COLUMN signature_lat double precision;
    ALTER TABLE stops ADD COLUMN signature_lng double precision;
    ALTER TABLE stops ADD COLUMN delivered_lat double precision;
    ALTER TABLE stops ADD COLUMN delivered_lng double precision;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE stops DROP COLUMN delivered_lng;
    ALTER TABLE stops DROP COLUMN delivered_lat;
    ALTER TABLE stops DROP COLUMN signature_lng;
    ALTER TABLE stops DROP COLUMN signature_lat;
    ALTER TABLE stops DROP COLUMN signature_taken_at;
    ALTER TABLE stops DROP COLUMN photo_lng;
    ALTER TABLE stops DROP COLUMN photo_lat;
    ALTER TABLE stops DROP COLUMN photo_taken_at;
    DROP TABLE driver_positions;
    DROP TABLE applied_client_ids;
  `,
  );
}
