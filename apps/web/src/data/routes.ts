import { Api, type TCreateRoute, type TEditRoute, type TSaveDrivers } from '@rp/contracts';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../api/client';
import { queryKeys } from './query-keys';

/** POST /routes/: the routes of one planned day ('YYYY-MM-DD'), or all routes when date is null. */
export function useRoutesList(date: string | null) {
  return useQuery({
    queryKey: queryKeys.routes.list(date),
    placeholderData: keepPreviousData,
    queryFn: () => callApi(Api.listRoutes, { body: date ? { date } : {} }).then((r) => r.routes),
  });
}

/** GET /route/{id}/ */
export function useRoute(id: number | null) {
  return useQuery({
    queryKey: queryKeys.routes.route(id ?? 0),
    enabled: id !== null,
    queryFn: () => callApi(Api.getRoute, { params: { routeId: id ?? 0 } }).then((r) => r.route),
  });
}

/** GET /team_route/{id}/: the team's drivers and whether each is selected for the route. */
export function useTeamRoute(id: number | null) {
  return useQuery({
    queryKey: queryKeys.routes.team(id ?? 0),
    enabled: id !== null,
    queryFn: () => callApi(Api.teamRoute, { params: { routeId: id ?? 0 } }).then((r) => r.team),
  });
}

/**
 * After a change to one route: the lists, the route and its team selection are reloaded. Without
 * an id (a route created, copied or deleted) every open route is.
 */
export async function invalidateRoute(qc: QueryClient, routeId?: number): Promise<void> {
  await Promise.all([
    qc.invalidateQueries({ queryKey: queryKeys.routes.lists() }),
    routeId === undefined
      ? qc.invalidateQueries({ queryKey: queryKeys.routes.all() })
      : qc.invalidateQueries({ queryKey: queryKeys.routes.route(routeId) }),
    routeId === undefined
      ? Promise.resolve()
      : qc.invalidateQueries({ queryKey: queryKeys.routes.team(routeId) }),
  ]);
}

/** After the stops of a route changed (optimised, sent, cancelled, imported): its stops and the route. */
export async function invalidateRouteStops(qc: QueryClient, routeId: number): Promise<void> {
  await Promise.all([
    qc.invalidateQueries({ queryKey: queryKeys.stops.list(routeId) }),
    qc.invalidateQueries({ queryKey: queryKeys.routes.route(routeId) }),
  ]);
}

/** POST /route/ without route_id: creates a route (answers its id). */
export function useCreateRoute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateRoute) => callApi(Api.saveRoute, { body }),
    onSuccess: () => invalidateRoute(qc),
  });
}

/** POST /route/ with route_id: edits the route's details or its start and end. */
export function useEditRoute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TEditRoute) => callApi(Api.saveRoute, { body }),
    onSuccess: (_answer, body) => invalidateRoute(qc, body.route_id),
  });
}

/** POST /route_delete/ */
export function useDeleteRoute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (routeId: number) => callApi(Api.deleteRoute, { body: { route_id: routeId } }),
    onSuccess: () => invalidateRoute(qc),
  });
}

/** POST /route_copy/ */
export function useCopyRoute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (routeId: number) => callApi(Api.copyRoute, { body: { route_id: routeId } }),
    onSuccess: () => invalidateRoute(qc),
  });
}

/** POST /save_drivers/: replaces the drivers selected for the route. */
export function useSaveDrivers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveDrivers) => callApi(Api.saveDrivers, { body }),
    onSuccess: (_answer, body) =>
      Promise.all([
        invalidateRoute(qc, body.route_id),
        qc.invalidateQueries({ queryKey: queryKeys.workday.route(body.route_id) }),
      ]),
  });
}

/** POST /optimize/: a refusal (fewer than 2 stops, no drivers, ...) is thrown with the server's message. */
export function useOptimizeRoute(routeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(Api.optimize, { body: { route_id: routeId, is_route_optimization: true } }),
    onSuccess: () => invalidateRouteStops(qc, routeId),
  });
}

/** POST /send_to_drivers/ */
export function useSendRoute(routeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(Api.sendToDrivers, { body: { route_id: routeId } }),
    onSuccess: () => invalidateRouteStops(qc, routeId),
  });
}

/** POST /cancel_optimization/ */
export function useCancelOptimization(routeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(Api.cancelOptimization, { body: { route_id: routeId } }),
    onSuccess: () => invalidateRouteStops(qc, routeId),
  });
}
