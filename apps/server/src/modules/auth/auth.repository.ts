import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The only SQL of the auth module: users by e-mail, sessions and log-in attempts. */
export const authRepository = {
  findUserByEmail(db: Db, email: string) {
    return db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  },

  findUserById(db: Db, userId: number) {
    return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  },

  /** A new team and its first user (not yet verified, not admin), in the caller's transaction. */
  async insertTeamWithUser(
    db: Db,
    team: { trialEndsAt: Date; createdAt: Date },
    user: { email: string; passwordHash: string; role: number },
  ) {
    const { id } = await db
      .insertInto('teams')
      .values({ name: '', trial_ends_at: team.trialEndsAt, created_at: team.createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return db
      .insertInto('users')
      .values({
        team_id: id,
        email: user.email,
        password_hash: user.passwordHash,
        role: user.role,
      })
      .returning([
        'id',
        'team_id',
        'email',
        'role',
        'is_admin',
        'email_verified_at',
        'password_set_via_link_at',
      ])
      .executeTakeFirstOrThrow();
  },

  /** What a new session tells the web about the team: its name, country, unit and place. */
  findTeamForSession(db: Db, teamId: number) {
    return db
      .selectFrom('teams')
      .select(['name', 'country_code', 'distance_unit', 'latitude', 'longitude', 'start_lat', 'start_lng'])
      .where('id', '=', teamId)
      .executeTakeFirstOrThrow();
  },

  createSession(db: Db, userId: number, tokenHash: string, expiresAt: Date) {
    return db
      .insertInto('sessions')
      .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
      .execute();
  },

  /** The session with its user and team, or undefined when the token is unknown or expired. */
  findLiveSession(db: Db, tokenHash: string, now: Date) {
    return db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .innerJoin('teams', 'teams.id', 'users.team_id')
      .select([
        'sessions.id as session_id',
        'sessions.last_used_at',
        'users.id as user_id',
        'users.email',
        'users.name as user_name',
        'users.role',
        'users.is_admin',
        'users.email_verified_at',
        'users.password_set_via_link_at',
        'users.team_id',
        'teams.name as team_name',
        'teams.plan',
        'teams.trial_ends_at',
        'teams.plan_current_period_end',
        'teams.plan_active_to_date_manual',
        'teams.plan_status',
        'teams.plan_quantity',
        'teams.plan_cancel_at_period_end',
        'teams.plan_subscription_id',
        'teams.country_code',
        'teams.distance_unit',
        'teams.latitude',
        'teams.longitude',
        'teams.start_lat',
        'teams.start_lng',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
  },

  touchSession(db: Db, sessionId: number, now: Date) {
    return db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', sessionId).execute();
  },

  /** Answers the id of the session deleted (none: there was no such session). */
  async deleteSession(db: Db, tokenHash: string): Promise<number[]> {
    const rows = await db
      .deleteFrom('sessions')
      .where('token_hash', '=', tokenHash)
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  },

  deleteSessionsOfUser(db: Db, userId: number) {
    return db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  },

  setPasswordHash(db: Db, userId: number, passwordHash: string) {
    return db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
  },

  recordAttempt(db: Db, attempt: { email: string; ip: string; success: boolean; at: Date }) {
    return db
      .insertInto('login_attempts')
      .values({
        email: attempt.email.toLowerCase(),
        ip: attempt.ip,
        success: attempt.success,
        at: attempt.at,
      })
      .execute();
  },

  /**
   * Failures of one e-mail from one address since its last success there (a success clears the pair),
   * looking back at most to `since`; `limit` bounds the rows read, as counts past the cap change nothing.
   */
  async pairFailures(db: Db, email: string, ip: string, since: Date, limit: number) {
    const rows = await db
      .selectFrom('login_attempts')
      .select(['success', 'at'])
      .where('email', '=', email.toLowerCase())
      .where('ip', '=', ip)
      .where('at', '>', since)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    const sinceSuccess = rows.findIndex((r) => r.success);
    const failures = sinceSuccess === -1 ? rows : rows.slice(0, sinceSuccess);
    return { count: failures.length, lastAt: failures[0]?.at ?? null };
  },

  /** Failures from one address, whatever the e-mail, since a moment. */
  async addressFailures(db: Db, ip: string, since: Date) {
    const row = await db
      .selectFrom('login_attempts')
      .select([sql<number>`count(*)`.as('count'), sql<Date | null>`max(at)`.as('last_at')])
      .where('ip', '=', ip)
      .where('success', '=', false)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), lastAt: row.last_at ? new Date(row.last_at) : null };
  },
};
