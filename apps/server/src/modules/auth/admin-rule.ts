/** What decides whether a user is an administrator. */
export interface TAdminFacts {
  email: string;
  /** The operator's flag (the admin CLI). */
  is_admin: boolean;
  email_verified_at: Date | null;
}

/**
 * An administrator: flagged by the operator, or listed in ADMIN_EMAILS once the address is proved.
 * An unproved address grants nothing, or signing up first as a listed address would make anyone admin.
 */
export function isAdministrator(user: TAdminFacts, adminEmails: readonly string[]): boolean {
  if (user.is_admin) return true;
  return user.email_verified_at !== null && adminEmails.includes(user.email.toLowerCase());
}
