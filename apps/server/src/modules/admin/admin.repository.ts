import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Q = Kysely<Database>;

/** The only SQL of the operator's admin flag on users. */
export const adminRepository = {
  /** Flags the users with these e-mails (lower-cased) as admins, once they have proved the address. */
  async grantAdmins(db: Q, emails: readonly string[]): Promise<void> {
    if (!emails.length) return;
    await db
      .updateTable('users')
      .set({ is_admin: true })
      .where(sql<string>`lower(email)`, 'in', emails)
      .where('email_verified_at', 'is not', null)
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
};
