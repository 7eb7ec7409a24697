/**
 * The one factory of TanStack Query keys. Queries, mutations (their invalidations) and the live
 * socket all name cached data through it, so a key is spelt in one place only.
 */
export const queryKeys = {
  /** The session check of a guarded page ('verify'): invalidated when the account or plan changes. */
  session: {
    all: () => ['verify'] as const,
    check: (path: string, token: string | null) => ['verify', path, token] as const,
  },
  config: () => ['config'] as const,
  addressSearch: (query: string, lat?: number, lng?: number) => ['address_search', query, lat, lng] as const,
  routes: {
    lists: () => ['routes'] as const,
    list: (date: string | null) => ['routes', date ?? 'all'] as const,
    all: () => ['route'] as const,
    /** Every route's team selection (refreshed after the socket comes back). */
    teams: () => ['team_route'] as const,
    route: (id: number) => ['route', id] as const,
    team: (id: number) => ['team_route', id] as const,
  },
  stops: {
    all: () => ['stops'] as const,
    list: (routeId: number) => ['stops', routeId] as const,
  },
  deliveries: {
    photosOfRoute: (routeId: number) => ['stop_photos', routeId] as const,
    allPhotos: () => ['stop_photos'] as const,
    allDriverPositions: () => ['drivers_position'] as const,
    photos: (routeId: number, stopId: number) => ['stop_photos', routeId, stopId] as const,
    driverPositions: (routeId: number) => ['drivers_position', routeId] as const,
  },
  team: {
    members: () => ['team'] as const,
  },
  /** Drivers' working days (defaults per driver, overrides per route) and the route's goal. */
  workday: {
    driver: (driverId: number) => ['driver_workday', driverId] as const,
    routes: () => ['route_workdays'] as const,
    route: (routeId: number) => ['route_workdays', routeId] as const,
  },
  preferences: {
    team: () => ['team_preferences'] as const,
    user: () => ['preferences'] as const,
  },
  subscription: () => ['subscription'] as const,
  /** The built-in test-mode provider's pages (BILLING=test). */
  testCheckout: (sessionId: string | null) => ['test-checkout', sessionId] as const,
  testPortal: (sessionId: string | null) => ['test-portal', sessionId] as const,
  admin: {
    teams: () => ['admin', 'teams'] as const,
    teamsPage: (page: number, search: string) => ['admin', 'teams', page, search] as const,
    routes: () => ['admin', 'routes'] as const,
    routesPage: (page: number, day: string | null) => ['admin', 'routes', page, day] as const,
  },
  /** The driver's phone app. */
  driver: {
    all: () => ['driver'] as const,
    verify: (token: string | null) => ['driver', 'verify', token] as const,
    day: (date: string | undefined) => ['driver', 'day', date ?? 'today'] as const,
    route: (id: number) => ['driver', 'route', id] as const,
  },
};
