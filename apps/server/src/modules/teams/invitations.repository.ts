import type { Db } from '../../db/database.js';

/** Whose invitations to count: a team's, or those sent to one (normalised) address. */
export type TInvitationFilter = { team_id: number } | { email: string };

/** The only SQL of the invitation limits: the log of invitations sent. */
export const invitationsRepository = {
  /** How many logged invitations match the filter since a moment, and when the oldest of them was sent. */
  async countSince(
    db: Db,
    filter: TInvitationFilter,
    since: Date,
  ): Promise<{ count: number; oldest: Date | null }> {
    let query = db
      .selectFrom('invitation_log')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('created_at', '>', since);
    query =
      'team_id' in filter
        ? query.where('team_id', '=', filter.team_id)
        : query.where('email', '=', filter.email);
    const row = await query.executeTakeFirstOrThrow();
    return { count: Number(row.n), oldest: row.oldest ? new Date(row.oldest) : null };
  },

  async insert(db: Db, row: { teamId: number; email: string; now: Date }): Promise<void> {
    await db
      .insertInto('invitation_log')
      .values({ team_id: row.teamId, email: row.email, created_at: row.now })
      .execute();
  },
};
