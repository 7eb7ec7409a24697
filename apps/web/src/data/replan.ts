import { Api } from '@rp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { invalidateRouteStops } from './routes';

/** POST /optimize/preview/: what re-planning a sent route would change; nothing is written yet. */
export function usePreviewReplan(routeId: number) {
  return useMutation({
    mutationFn: (keepDrivers: boolean) =>
      callApi(Api.previewOptimize, {
        body: { route_id: routeId, is_route_optimization: true, keep_drivers: keepDrivers },
      }),
  });
}

/** POST /optimize/confirm/: applies the previewed plan; the stops and the route are reloaded. */
export function useConfirmReplan(routeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (previewId: number) =>
      callApi(Api.confirmOptimize, { body: { route_id: routeId, preview_id: previewId } }),
    onSuccess: () => invalidateRouteStops(qc, routeId),
  });
}
