import { Api, type TCreateRoute, type TEditRoute, type TSaveDrivers } from '@rp/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';

/** TanStack Query keys of everything about routes; invalidate through them after a change. */
export const routeKeys = {
  lists: () => ['routes'] as const,
  list: (date: string | null) => ['routes', date ?? 'all'] as const,
  route: (id: number) => ['route', id] as const,
  team: (id: number) => ['team_route', id] as const,
};

/** POST /routes/: the routes of one planned day ('YYYY-MM-DD'), or all routes when date is null. */
export function useRoutesList(date: string | null) {
  return useQuery({
    queryKey: routeKeys.list(date),
    placeholderData: keepPreviousData,
    queryFn: () => callApi(Api.listRoutes, { body: date ? { date } : {} }).then((r) => r.routes),
  });
}

/** GET /route/{id}/ */
export function useRoute(id: number | null) {
  return useQuery({
    queryKey: routeKeys.route(id ?? 0),
    enabled: id !== null,
    queryFn: () => callApi(Api.getRoute, { params: { routeId: id ?? 0 } }).then((r) => r.route),
  });
}

/** GET /team_route/{id}/: the team's drivers and whether each is selected for the route. */
export function useTeamRoute(id: number | null) {
  return useQuery({
    queryKey: routeKeys.team(id ?? 0),
    enabled: id !== null,
    queryFn: () => callApi(Api.teamRoute, { params: { routeId: id ?? 0 } }).then((r) => r.team),
  });
}

export const routeCalls = {
  create: (body: TCreateRoute) => callApi(Api.saveRoute, { body }),
  edit: (body: TEditRoute) => callApi(Api.saveRoute, { body }),
  remove: (routeId: number) => callApi(Api.deleteRoute, { body: { route_id: routeId } }),
  copy: (routeId: number) => callApi(Api.copyRoute, { body: { route_id: routeId } }),
  saveDrivers: (body: TSaveDrivers) => callApi(Api.saveDrivers, { body }),
};

/** After any change to a route: its lists, the route itself and its team selection are reloaded. */
export async function invalidateRoute(qc: QueryClient, routeId?: number): Promise<void> {
  await Promise.all([
    qc.invalidateQueries({ queryKey: routeKeys.lists() }),
    routeId === undefined
      ? qc.invalidateQueries({ queryKey: ['route'] })
      : qc.invalidateQueries({ queryKey: routeKeys.route(routeId) }),
    routeId === undefined ? Promise.resolve() : qc.invalidateQueries({ queryKey: routeKeys.team(routeId) }),
  ]);
}
