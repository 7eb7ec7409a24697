import type { Db } from '../../db/database.js';

/** The only SQL of the report: the team's unit and country (the route and stops come from their modules). */
export const reportRepository = {
  teamPrintSettings(db: Db, teamId: number) {
    return db
      .selectFrom('teams')
      .select(['distance_unit', 'country_code'])
      .where('id', '=', teamId)
      .executeTakeFirstOrThrow();
  },
};
