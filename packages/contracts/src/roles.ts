// No zod here: the driver app's sign-in checks the role, and its first load carries no schema library.

/** Role bit mask of a team member (spec section 3). */
export const Role = { Driver: 1, Dispatcher: 2 } as const;
export type TRoleBit = (typeof Role)[keyof typeof Role];

export const hasRole = (mask: number, bit: TRoleBit): boolean => (mask & bit) === bit;

/** A member who drives but does not plan: their place is the driver app. */
export const isDriverOnly = (mask: number): boolean =>
  hasRole(mask, Role.Driver) && !hasRole(mask, Role.Dispatcher);
