import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Q = Kysely<Database>;

/** The only SQL of the teams' saved import mappings (migration 0010). */
export const importMappingRepository = {
  find(db: Q, teamId: number, headerHash: string) {
    return db
      .selectFrom('import_mappings')
      .select('column_config')
      .where('team_id', '=', teamId)
      .where('header_hash', '=', headerHash)
      .executeTakeFirst();
  },

  /** Keeps the mapping, replacing the team's earlier one for the same headers. */
  async save(db: Q, teamId: number, headerHash: string, columnConfig: unknown, now: Date): Promise<void> {
    const json = JSON.stringify(columnConfig);
    await db
      .insertInto('import_mappings')
      .values({ team_id: teamId, header_hash: headerHash, column_config: json, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['team_id', 'header_hash']).doUpdateSet({ column_config: json, updated_at: now }),
      )
      .execute();
  },
};
