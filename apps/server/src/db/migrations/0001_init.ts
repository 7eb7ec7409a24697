import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements.js';

/** Teams, people, sessions and one-time tokens, login attempts, geocoder cache; routes, stops, driver routes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE TABLE teams (
      id serial PRIMARY KEY,
      name text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      trial_ends_at timestamptz NOT NULL,
      plan text NOT NULL DEFAULT 'trial',
      plan_active_to_date_manual timestamptz,
      plan_current_period_start timestamptz,
      plan_current_period_end timestamptz,
      plan_customer_id text,
      plan_subscription_id text,
      plan_quantity integer NOT NULL DEFAULT 0,
      plan_product text,
      start_address text NOT NULL DEFAULT '',
      start_lat double precision,
      start_lng double precision,
      end_address text NOT NULL DEFAULT '',
      end_lat double precision,
      end_lng double precision,
      distance_unit smallint NOT NULL DEFAULT 0,
      country_code text NOT NULL DEFAULT '',
      latitude double precision,
      longitude double precision,
      timezone text NOT NULL DEFAULT 'UTC'
    );

    CREATE TABLE users (
      id serial PRIMARY KEY,
      team_id integer NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
      email text NOT NULL,
      name text NOT NULL DEFAULT '',
      password_hash text,
      role smallint NOT NULL DEFAULT 2,
      plan_id smallint NOT NULL DEFAULT -1,
      is_admin boolean NOT NULL DEFAULT false,
      distance_unit smallint,
      start_address text NOT NULL DEFAULT '',
      start_lat double precision,
      start_lng double precision,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));
    CREATE INDEX users_team_idx ON users (team_id);

    CREATE TABLE sessions (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      last_used_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sessions_user_idx ON sessions (user_id);

    CREATE TABLE password_tokens (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      purpose text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );

    CREATE TABLE login_attempts (
      id serial PRIMARY KEY,
      email text NOT NULL,
      ip text NOT NULL,
      success boolean NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX login_attempts_email_idx ON login_attempts (email, at);
    CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, at);

    CREATE TABLE geocode_cache (
      provider text NOT NULL,
      query_key text NOT NULL,
      results jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider, query_key)
    );

    CREATE TABLE routes (
      id serial PRIMARY KEY,
      team_id integer NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
      name text NOT NULL DEFAULT '',
      description text NOT NULL DEFAULT '',
      planned_on date NOT NULL,
      start_time integer NOT NULL DEFAULT 0,
      start_point_address text NOT NULL DEFAULT '',
      start_point_lat double precision,
      start_point_lng double precision,
      end_point_address text NOT NULL DEFAULT '',
      end_point_lat double precision,
      end_point_lng double precision,
      is_optimized boolean NOT NULL DEFAULT false,
      distance double precision NOT NULL DEFAULT 0,
      duration_travel integer NOT NULL DEFAULT 0,
      duration_total integer NOT NULL DEFAULT 0,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX routes_team_day_idx ON routes (team_id, planned_on);

    CREATE TABLE route_drivers (
      route_id integer NOT NULL REFERENCES routes(id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      PRIMARY KEY (route_id, user_id)
    );

    CREATE TABLE driver_routes (
      id serial PRIMARY KEY,
      route_id integer NOT NULL REFERENCES routes(id) ON DELETE CASCADE,
      driver_id integer REFERENCES users(id) ON DELETE SET NULL,
      position smallint NOT NULL DEFAULT 0,
      distance double precision NOT NULL DEFAULT 0,
      duration_travel integer NOT NULL DEFAULT 0,
      duration_total integer NOT NULL DEFAULT 0,
      route_status smallint NOT NULL DEFAULT 0,
      started_time timestamptz,
      finished_time timestamptz,
      sent_at timestamptz
    );
    CREATE INDEX driver_routes_route_idx ON driver_routes (route_id);
    CREATE INDEX driver_routes_driver_idx ON driver_routes (driver_id);

    CREATE TABLE stops (
      id serial PRIMARY KEY,
      route_id integer NOT NULL REFERENCES routes(id) ON DELETE CASCADE,
      sequence integer NOT NULL DEFAULT 0,
      name text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      lat double precision NOT NULL,
      lng double precision NOT NULL,
      note text NOT NULL DEFAULT '',
      priority smallint NOT NULL DEFAULT 0,
      service_time integer NOT NULL DEFAULT 5,
      time_window_start integer NOT NULL DEFAULT 0,
      time_window_end integer NOT NULL DEFAULT 0,
      recipient_name text NOT NULL DEFAULT '',
      recipient_phone_number text NOT NULL DEFAULT '',
      recipient_email text NOT NULL DEFAULT '',
      order_info_package_count integer,
      order_info_products text NOT NULL DEFAULT '',
      order_info_products_barcodes text NOT NULL DEFAULT '',
      order_info_products_barcodes_scanned text NOT NULL DEFAULT '',
      position_on_the_route integer NOT NULL DEFAULT 999999,
      vehicle_route_id integer NOT NULL DEFAULT -1,
      delivery_status smallint NOT NULL DEFAULT 0,
      delivery_status_additional_info smallint NOT NULL DEFAULT 0,
      delivered_at integer,
      proof_of_delivery_note text NOT NULL DEFAULT '',
      photo_path text,
      signature_path text,
      arrival integer NOT NULL DEFAULT 0,
      waiting_time integer NOT NULL DEFAULT 0,
      when_visit_start integer NOT NULL DEFAULT 0,
      distance double precision NOT NULL DEFAULT 0,
      duration integer NOT NULL DEFAULT 0,
      geometry text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX stops_route_idx ON stops (route_id, sequence);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP TABLE stops;
    DROP TABLE driver_routes;
    DROP TABLE route_drivers;
    DROP TABLE routes;
    DROP TABLE geocode_cache;
    DROP TABLE login_attempts;
    DROP TABLE password_tokens;
    DROP TABLE sessions;
    DROP TABLE users;
    DROP TABLE teams;
  `,
  );
}
