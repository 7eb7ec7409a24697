import type { Db } from '../../db/database.js';

/** The only SQL of the report: the team's unit, country and clock (the route and stops come from their modules). */
export const reportRepository = {
  teamPrintSettings(db: Db, teamId: number) {
    return db
      .selectFrom('teams')
      .select(['distance_unit', 'country_code', 'timezone', 'hour_cycle'])
      .where('id', '=', teamId)
      .executeTakeFirstOrThrow();
  },
};
