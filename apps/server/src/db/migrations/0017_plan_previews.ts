import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements.js';

/**
 * Re-planning a sent route (issue 21, item 4): the plan a dispatcher previews is kept until they
 * confirm it, with the route's stops_version it was computed from, so a preview of a route that
 * changed since is refused rather than applied over the change. Old previews go with their route.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE TABLE plan_previews (
      id serial PRIMARY KEY,
      route_id integer NOT NULL REFERENCES routes(id) ON DELETE CASCADE,
      stops_version bigint NOT NULL,
      keep_drivers boolean NOT NULL DEFAULT false,
      plan jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX plan_previews_route_idx ON plan_previews (route_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, 'DROP TABLE plan_previews;');
}
