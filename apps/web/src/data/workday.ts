import { Api, type TRouteGoal, type TSaveDriverWorkday, type TSaveRouteWorkday } from '@rp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { queryKeys } from './query-keys';

/** GET /driver_workday/{driverId}/: a driver's default working day. */
export function useDriverWorkday(driverId: number | null) {
  return useQuery({
    queryKey: queryKeys.workday.driver(driverId ?? 0),
    queryFn: () => callApi(Api.driverWorkday, { params: { driverId: driverId ?? 0 } }).then((r) => r.workday),
    enabled: driverId !== null,
  });
}

/** POST /save_driver_workday/: routes' effective days follow the new default. */
export function useSaveDriverWorkday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveDriverWorkday) => callApi(Api.saveDriverWorkday, { body }),
    onSuccess: (_, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.workday.driver(body.driver_id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.workday.routes() }),
      ]),
  });
}

/** GET /route_workdays/{routeId}/: the route's goal and each selected driver's day. */
export function useRouteWorkdays(routeId: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.workday.route(routeId),
    queryFn: () => callApi(Api.routeWorkdays, { params: { routeId } }),
    enabled,
  });
}

/** POST /save_route_workday/ */
export function useSaveRouteWorkday(routeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TSaveRouteWorkday, 'route_id'>) =>
      callApi(Api.saveRouteWorkday, { body: { ...body, route_id: routeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workday.route(routeId) }),
  });
}

/** POST /save_route_goal/: the route shows its goal too. */
export function useSaveRouteGoal(routeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goal: TRouteGoal) => callApi(Api.saveRouteGoal, { body: { route_id: routeId, goal } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.workday.route(routeId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.routes.route(routeId) }),
      ]),
  });
}
