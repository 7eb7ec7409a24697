import { Api, type TAddStop, type TDragStop, type TEditStop } from '@rp/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { routeKeys } from '../route/routeApi';

export const stopKeys = {
  list: (routeId: number) => ['stops', routeId] as const,
};

/** GET /stops/{routeId}/ */
export function useStops(routeId: number | null) {
  return useQuery({
    queryKey: stopKeys.list(routeId ?? 0),
    enabled: routeId !== null,
    queryFn: () => callApi(Api.listStops, { params: { routeId: routeId ?? 0 } }).then((r) => r.stops),
  });
}

export const stopCalls = {
  /** POST /stop/{routeId}/: add, edit or drag (by the body's shape); err other than 0 comes back as data. */
  save: (routeId: number, body: TAddStop | TEditStop | TDragStop) =>
    callApi(Api.saveStop, { params: { routeId }, body }),
  remove: (routeId: number, id: number) => callApi(Api.deleteStop, { params: { routeId }, body: { id } }),
  copy: (routeId: number, id: number) => callApi(Api.copyStop, { params: { routeId }, body: { id } }),
  /** POST /optimize/: a refusal (fewer than 2 stops, no drivers, ...) is thrown with the server's message. */
  optimize: (routeId: number) =>
    callApi(Api.optimize, { body: { route_id: routeId, is_route_optimization: true } }),
  cancelOptimization: (routeId: number) => callApi(Api.cancelOptimization, { body: { route_id: routeId } }),
  send: (routeId: number) => callApi(Api.sendToDrivers, { body: { route_id: routeId } }),
};

/** After a stop changes: the stops and the route (counts, optimisation state) are reloaded. */
export async function invalidateStops(qc: QueryClient, routeId: number): Promise<void> {
  await Promise.all([
    qc.invalidateQueries({ queryKey: stopKeys.list(routeId) }),
    qc.invalidateQueries({ queryKey: routeKeys.route(routeId) }),
  ]);
}
