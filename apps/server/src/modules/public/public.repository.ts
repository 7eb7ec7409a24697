import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** What a mailed link is for: setting a password (reset, invite) or proving the address (verify). */
export type TPasswordTokenPurpose = 'reset' | 'invite' | 'verify';

/** The only SQL of password links: single-use tokens (stored hashed) and setting a password. */
export const publicRepository = {
  insertPasswordToken(
    db: Db,
    row: {
      userId: number;
      tokenHash: string;
      purpose: TPasswordTokenPurpose;
      createdAt: Date;
      expiresAt: Date;
    },
  ) {
    return db
      .insertInto('password_tokens')
      .values({
        user_id: row.userId,
        token_hash: row.tokenHash,
        purpose: row.purpose,
        created_at: row.createdAt,
        expires_at: row.expiresAt,
      })
      .execute();
  },

  /** How many links of one purpose a user was sent since a moment (to stop mail-bombing). */
  async countTokensSince(db: Db, userId: number, purpose: TPasswordTokenPurpose, since: Date) {
    const row = await db
      .selectFrom('password_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * Marks a live token of one of these purposes used and answers its user, in one statement, so two
   * requests racing with the same link can't both succeed. Undefined when the token is unknown, used,
   * expired or for another purpose (a verification link must never set a password).
   */
  consumeToken(db: Db, tokenHash: string, purposes: readonly TPasswordTokenPurpose[], now: Date) {
    return db
      .updateTable('password_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('purpose', 'in', purposes)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'purpose'])
      .executeTakeFirst();
  },

  /**
   * Who a live token of one of these purposes belongs to, with what their password is checked
   * against (e-mail, name, team name); nothing is used up. Undefined like consumeToken.
   */
  findLiveTokenHolder(db: Db, tokenHash: string, purposes: readonly TPasswordTokenPurpose[], now: Date) {
    return db
      .selectFrom('password_tokens')
      .innerJoin('users', 'users.id', 'password_tokens.user_id')
      .innerJoin('teams', 'teams.id', 'users.team_id')
      .select(['users.id as user_id', 'users.email', 'users.name', 'teams.name as team_name'])
      .where('password_tokens.token_hash', '=', tokenHash)
      .where('password_tokens.purpose', 'in', purposes)
      .where('password_tokens.used_at', 'is', null)
      .where('password_tokens.expires_at', '>', now)
      .executeTakeFirst();
  },

  /** The role bits of a user, or undefined. */
  async roleOfUser(db: Db, userId: number) {
    const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
    return row?.role;
  },

  /** The user of a token already used, with whether their address is verified (a link clicked twice). */
  findUsedTokenUser(db: Db, tokenHash: string, purpose: TPasswordTokenPurpose) {
    return db
      .selectFrom('password_tokens')
      .innerJoin('users', 'users.id', 'password_tokens.user_id')
      .select(['users.id', 'users.email_verified_at'])
      .where('password_tokens.token_hash', '=', tokenHash)
      .where('password_tokens.purpose', '=', purpose)
      .where('password_tokens.used_at', 'is not', null)
      .executeTakeFirst();
  },

  /** Every other outstanding link of the user stops working once a password has been set. */
  retireTokensOfUser(db: Db, userId: number, now: Date) {
    return db
      .updateTable('password_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  },

  /**
   * Sets the password from a mailed link, which also proves the address (if it was not yet) and that
   * whoever chose the password reads the mailbox (password_set_via_link_at).
   */
  setPassword(db: Db, userId: number, passwordHash: string, now: Date) {
    return db
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        updated_at: now,
        email_verified_at: sql<Date>`coalesce(email_verified_at, ${now})`,
        password_set_via_link_at: now,
      })
      .where('id', '=', userId)
      .execute();
  },
};
