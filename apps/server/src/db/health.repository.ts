import type { Db } from './database.js';

/** The database's own check, for GET /api/health: it answers a query. */
export const healthRepository = {
  async ping(db: Db): Promise<void> {
    await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
  },
};
