/** What decides whether a user is an administrator. */
export interface TAdminFacts {
  email: string;
  /** The operator's flag (the admin CLI). */
  is_admin: boolean;
  email_verified_at: Date | null;
  /** When the password was last set through a mailed link (verification, reset or invitation). */
  password_set_via_link_at: Date | null;
}

/**
 * An administrator: flagged by the operator, or listed in ADMIN_EMAILS once the mailbox's owner has
 * both proved the address and chosen the password through a mailed link. A proved address alone is
 * not enough: someone who signed up first with a listed address would hold the password, and the
 * owner's click on the verification mail would make their session an admin one.
 */
export function isAdministrator(user: TAdminFacts, adminEmails: readonly string[]): boolean {
  if (user.is_admin) return true;
  return (
    user.email_verified_at !== null &&
    user.password_set_via_link_at !== null &&
    adminEmails.includes(user.email.toLowerCase())
  );
}
