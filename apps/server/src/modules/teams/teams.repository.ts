import { type ExpressionBuilder, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, TeamsTable, UsersTable } from '../../db/schema.js';

const memberColumns = ['id', 'team_id', 'email', 'name', 'role', 'plan_id'] as const;

/** A member's columns and their invitation's state: whether a password is set, when the newest invitation went out. */
const memberWithInvitation = (eb: ExpressionBuilder<Database, 'users'>) => [
  ...memberColumns,
  sql<boolean>`users.password_hash is not null`.as('has_password'),
  eb
    .selectFrom('password_tokens')
    .select((t) => t.fn.max('password_tokens.created_at').as('sent_at'))
    .whereRef('password_tokens.user_id', '=', 'users.id')
    .where('password_tokens.purpose', '=', 'invite')
    .as('invited_at'),
];

/** The only SQL of teams: the team row, its members and the members' own preferences. */
export const teamsRepository = {
  findTeam(db: Db, teamId: number) {
    return db.selectFrom('teams').selectAll().where('id', '=', teamId).executeTakeFirstOrThrow();
  },

  /** The team row, locked until the transaction ends: member changes of one team run one at a time. */
  lockTeam(db: Db, teamId: number) {
    return db.selectFrom('teams').selectAll().where('id', '=', teamId).forUpdate().executeTakeFirstOrThrow();
  },

  updateTeam(db: Db, teamId: number, patch: Updateable<TeamsTable>) {
    return db
      .updateTable('teams')
      .set(patch)
      .where('id', '=', teamId)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  listMembers(db: Db, teamId: number) {
    return db
      .selectFrom('users')
      .select(memberWithInvitation)
      .where('team_id', '=', teamId)
      .orderBy(sql`lower(email)`)
      .orderBy('id')
      .execute();
  },

  /** A member of this team, or undefined (also for another team's user). */
  findMember(db: Db, teamId: number, userId: number) {
    return db
      .selectFrom('users')
      .select(memberWithInvitation)
      .where('team_id', '=', teamId)
      .where('id', '=', userId)
      .executeTakeFirst();
  },

  /** Any user of the product with this e-mail, in any case. */
  findUserByEmail(db: Db, email: string) {
    return db
      .selectFrom('users')
      .select(memberColumns)
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  },

  /** Members holding a role bit, leaving one user out (the one being changed). */
  async countWithRole(db: Db, teamId: number, bit: number, exceptUserId: number | null) {
    let q = db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('team_id', '=', teamId)
      .where(sql<boolean>`(role & ${bit}) = ${bit}`);
    if (exceptUserId !== null) q = q.where('id', '<>', exceptUserId);
    const row = await q.executeTakeFirstOrThrow();
    return Number(row.n);
  },

  insertMember(db: Db, row: { teamId: number; email: string; name: string; role: number; now: Date }) {
    return db
      .insertInto('users')
      .values({
        team_id: row.teamId,
        email: row.email,
        name: row.name,
        role: row.role,
        password_hash: null,
        created_at: row.now,
        updated_at: row.now,
      })
      .returning(memberColumns)
      .executeTakeFirstOrThrow();
  },

  updateMember(db: Db, teamId: number, userId: number, patch: { name: string; role: number; now: Date }) {
    return db
      .updateTable('users')
      .set({ name: patch.name, role: patch.role, updated_at: patch.now })
      .where('team_id', '=', teamId)
      .where('id', '=', userId)
      .returning(memberWithInvitation)
      .executeTakeFirstOrThrow();
  },

  deleteMember(db: Db, teamId: number, userId: number) {
    return db
      .deleteFrom('users')
      .where('team_id', '=', teamId)
      .where('id', '=', userId)
      .returning('id')
      .executeTakeFirst();
  },

  findUserPreferences(db: Db, userId: number) {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'name', 'distance_unit', 'start_address', 'start_lat', 'start_lng'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  },

  updateUser(db: Db, userId: number, patch: Updateable<UsersTable>) {
    return db.updateTable('users').set(patch).where('id', '=', userId).execute();
  },
};
