/** The admin pages' addresses (spec section 2). */
export const adminPaths = { teams: '/admin-teams', routes: '/admin-routes' } as const;
