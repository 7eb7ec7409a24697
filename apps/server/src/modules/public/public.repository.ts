import type { Db } from '../../db/database.js';

export type TPasswordTokenPurpose = 'reset' | 'invite';

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
   * Marks a live token used and answers its user, in one statement, so two requests racing with
   * the same link can't both succeed. Undefined when the token is unknown, used or expired.
   */
  consumeToken(db: Db, tokenHash: string, now: Date) {
    return db
      .updateTable('password_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'purpose'])
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

  setPassword(db: Db, userId: number, passwordHash: string, now: Date) {
    return db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', userId)
      .execute();
  },
};
