import type { Db } from '../../db/database.js';
import { adminRepository } from './admin.repository.js';

/**
 * The operator's own admin flags, set outside any request (at start from ADMIN_EMAILS, and by the
 * `npm run admin` command); no caller to check, so no rules beyond the repository's own.
 */
export const operatorAdmins = {
  /** Flags ADMIN_EMAILS' users whose address and password came through a mailed link (admin-rule.ts). */
  grant: (db: Db, emails: readonly string[]): Promise<void> => adminRepository.grantAdmins(db, emails),

  /** Sets or clears one user's admin flag; false when no user has the e-mail. */
  set: (db: Db, email: string, isAdmin: boolean): Promise<boolean> =>
    adminRepository.setAdmin(db, email, isAdmin),

  list: (db: Db): Promise<string[]> => adminRepository.listAdminEmails(db),
};
