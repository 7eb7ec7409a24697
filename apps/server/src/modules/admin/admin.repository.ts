import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, TeamsTable } from '../../db/schema.js';

type Q = Kysely<Database>;
export type TAdminTeamRow = Selectable<TeamsTable>;

/** One page of a table: how many rows to skip and to take. */
export interface TPageWindow {
  offset: number;
  limit: number;
}

export interface TAdminRouteRow {
  id: number;
  name: string;
  planned_on: string;
  team_id: number;
  team_name: string;
  is_optimized: boolean;
  sent_at: Date | null;
  created_at: Date;
  stop_count: number;
  driver_count: number;
}

/** LIKE treats % and _ as wildcards: an operator's search for them means the characters. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Teams whose name or a member's e-mail contains the text (case-insensitive). */
const teamMatches = (search: string) => (eb: ExpressionBuilder<Database, 'teams'>) => {
  const pattern = likePattern(search);
  return eb.or([
    eb('teams.name', 'ilike', pattern),
    eb.exists(
      eb
        .selectFrom('users')
        .select('users.id')
        .whereRef('users.team_id', '=', 'teams.id')
        .where('users.email', 'ilike', pattern),
    ),
  ]);
};

/** The only SQL of the operator's admin: the admin flag on users, and the all-teams and all-routes tables. */
export const adminRepository = {
  /**
   * Flags the users with these e-mails (lower-cased) as admins, once they have proved the address and
   * chosen their password through a mailed link (admin-rule.ts says why both).
   */
  async grantAdmins(db: Q, emails: readonly string[]): Promise<void> {
    if (!emails.length) return;
    await db
      .updateTable('users')
      .set({ is_admin: true })
      .where(sql<string>`lower(email)`, 'in', emails)
      .where('email_verified_at', 'is not', null)
      .where('password_set_via_link_at', 'is not', null)
      .execute();
  },

  /** Sets or clears one user's admin flag; false when no user has the e-mail. */
  async setAdmin(db: Q, email: string, isAdmin: boolean): Promise<boolean> {
    const result = await db
      .updateTable('users')
      .set({ is_admin: isAdmin })
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async listAdminEmails(db: Q): Promise<string[]> {
    const rows = await db.selectFrom('users').select('email').where('is_admin', '=', true).execute();
    return rows.map((r) => r.email);
  },

  async countTeams(db: Q, search: string): Promise<number> {
    let q = db.selectFrom('teams').select((eb) => eb.fn.countAll<string>().as('n'));
    if (search) q = q.where(teamMatches(search));
    const row = await q.executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** One page of teams, newest first. */
  async listTeams(db: Q, search: string, window: TPageWindow): Promise<TAdminTeamRow[]> {
    let q = db.selectFrom('teams').selectAll('teams');
    if (search) q = q.where(teamMatches(search));
    return q.orderBy('teams.id', 'desc').offset(window.offset).limit(window.limit).execute();
  },

  findTeam(db: Q, teamId: number, opts: { forUpdate?: boolean } = {}): Promise<TAdminTeamRow | undefined> {
    const q = db.selectFrom('teams').selectAll('teams').where('teams.id', '=', teamId);
    return (opts.forUpdate ? q.forUpdate() : q).executeTakeFirst();
  },

  /** The members of these teams, oldest first. */
  listUsersOfTeams(db: Q, teamIds: readonly number[]) {
    if (!teamIds.length) return Promise.resolve([]);
    return db
      .selectFrom('users')
      .select(['id', 'team_id', 'email', 'name', 'role'])
      .where('team_id', 'in', teamIds)
      .orderBy('id')
      .execute();
  },

  async setManualActiveTo(db: Q, teamId: number, activeTo: Date | null): Promise<void> {
    await db
      .updateTable('teams')
      .set({ plan_active_to_date_manual: activeTo })
      .where('id', '=', teamId)
      .execute();
  },

  async countRoutes(db: Q, day: string | null): Promise<number> {
    let q = db.selectFrom('routes').select((eb) => eb.fn.countAll<string>().as('n'));
    if (day) q = q.where('routes.planned_on', '=', day);
    const row = await q.executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** One page of every team's routes: of one day by team, or of all days newest first. */
  async listRoutes(db: Q, day: string | null, window: TPageWindow): Promise<TAdminRouteRow[]> {
    let q = db
      .selectFrom('routes')
      .innerJoin('teams', 'teams.id', 'routes.team_id')
      .select((eb) => [
        'routes.id',
        'routes.name',
        'routes.planned_on',
        'routes.team_id',
        'teams.name as team_name',
        'routes.is_optimized',
        'routes.sent_at',
        'routes.created_at',
        eb
          .selectFrom('stops')
          .select((s) => s.fn.countAll<string>().as('n'))
          .whereRef('stops.route_id', '=', 'routes.id')
          .as('stop_count'),
        eb
          .selectFrom('route_drivers')
          .select((s) => s.fn.countAll<string>().as('n'))
          .whereRef('route_drivers.route_id', '=', 'routes.id')
          .as('driver_count'),
      ]);
    if (day) q = q.where('routes.planned_on', '=', day);
    const rows = await q
      .orderBy('routes.planned_on', 'desc')
      .orderBy('routes.id', 'desc')
      .offset(window.offset)
      .limit(window.limit)
      .execute();
    return rows.map((r) => ({
      ...r,
      stop_count: Number(r.stop_count),
      driver_count: Number(r.driver_count),
    }));
  },
};
