import { useSearchParams } from 'react-router';

const CURRENT_ROUTE_KEY = 'currentRouteId';

/** The route a planner page works on: `?id=` of the URL (spec: /stops, /route take a route id). */
export function useRouteId(): number | null {
  const [params] = useSearchParams();
  return parseRouteId(params.get('id'));
}

export function parseRouteId(text: string | null): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The current route (the one last opened), kept so /stops without an id reopens it. */
export const currentRoute = {
  get: (): number | null => parseRouteId(localStorage.getItem(CURRENT_ROUTE_KEY)),
  set: (id: number) => localStorage.setItem(CURRENT_ROUTE_KEY, String(id)),
  clear: () => localStorage.removeItem(CURRENT_ROUTE_KEY),
};

/** Page paths of the planner, one place for the `?id=` convention. */
export const plannerPaths = {
  routes: '/routes',
  newRoute: '/route_planner',
  stops: (id: number) => `/stops?id=${id}`,
  editRoute: (id: number) => `/route?id=${id}`,
  driversNew: (id: number) => `/drivers_new?id=${id}`,
  drivers: (id: number) => `/drivers?id=${id}`,
  importData: (id: number) => `/importdata?id=${id}`,
};
