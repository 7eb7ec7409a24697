import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The retention job's SQL: what is old enough to go, and which proof files stops still name. */
export const retentionRepository = {
  /** Positions older than their team's position_retention_days; answers how many went. */
  async deleteExpiredPositions(db: Db, now: Date): Promise<number> {
    const result = await db
      .deleteFrom('driver_positions')
      .using('teams')
      .whereRef('teams.id', '=', 'driver_positions.team_id')
      .where(
        sql<boolean>`driver_positions.taken_at < ${now.toISOString()}::timestamptz - teams.position_retention_days * interval '1 day'`,
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  async deleteAppliedClientIdsBefore(db: Db, before: Date): Promise<number> {
    const result = await db
      .deleteFrom('applied_client_ids')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Which of these file keys a stop still names as its photo or signature. */
  async proofKeysInUse(db: Db, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await db
      .selectFrom('stops')
      .select(['photo_path', 'signature_path'])
      .where((eb) => eb.or([eb('photo_path', 'in', keys), eb('signature_path', 'in', keys)]))
      .execute();
    return new Set(
      rows.flatMap((r) => [r.photo_path, r.signature_path]).filter((k): k is string => k !== null),
    );
  },
};
