import { Api, StopErr, type TAddStop, type TDragStop, type TEditStop } from '@rp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { queryKeys } from './query-keys';
import { invalidateRouteStops } from './routes';

/** GET /stops/{routeId}/ */
export function useStops(routeId: number | null) {
  return useQuery({
    queryKey: queryKeys.stops.list(routeId ?? 0),
    enabled: routeId !== null,
    queryFn: () => callApi(Api.listStops, { params: { routeId: routeId ?? 0 } }).then((r) => r.stops),
  });
}

/**
 * POST /stop/{routeId}/ to add or edit a stop (by the body's shape). A refusal with err other than
 * 0 comes back as data and changes nothing, so only a saved stop reloads the stops and the route.
 */
export function useSaveStop(routeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddStop | TEditStop) => callApi(Api.saveStop, { params: { routeId }, body }),
    onSuccess: (answer) => (answer.err === StopErr.Ok ? invalidateRouteStops(qc, routeId) : undefined),
  });
}

/**
 * POST /stop/{routeId}/ with a dragged stop's new place, or null for a place that can't be saved.
 * The stops are reloaded whatever the outcome, so a refused marker goes back where it was.
 */
export function useMoveStop(routeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: TDragStop | null) =>
      body === null ? null : callApi(Api.saveStop, { params: { routeId }, body }),
    onSettled: () => invalidateRouteStops(qc, routeId),
  });
}

/** POST /stop_copy/{routeId}/: answers the new stop; a refusal (plan limit) comes back as data. */
export function useCopyStop(routeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(Api.copyStop, { params: { routeId }, body: { id } }),
    onSuccess: (answer) => (answer.err === StopErr.Ok ? invalidateRouteStops(qc, routeId) : undefined),
  });
}

/** POST /stop_delete/{routeId}/ */
export function useDeleteStop(routeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(Api.deleteStop, { params: { routeId }, body: { id } }),
    onSuccess: () => invalidateRouteStops(qc, routeId),
  });
}
