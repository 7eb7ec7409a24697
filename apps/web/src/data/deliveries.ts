import { Api, type TSaveDriver } from '@rp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { useIsLiveConnected } from '../live/liveStatus';
import { queryKeys } from './query-keys';
import { invalidateRoute } from './routes';

/** While the socket is down, driver markers are refreshed this often instead of on each event. */
export const DRIVER_POSITIONS_POLL_MS = 30_000;

/** POST /stop_photos/{routeId}/: the stop's photo and signature (data URLs) with when and where they were taken. */
export function useStopPhotos(routeId: number, stopId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.deliveries.photos(routeId, stopId),
    enabled,
    queryFn: () => callApi(Api.stopPhotos, { params: { routeId }, body: { id: stopId } }),
  });
}

/**
 * GET /drivers_position/{routeId}/: the last position of each driver of the route. Refreshed on
 * driver-position-changed; polled slowly only while the socket is down.
 */
export function useDriverPositions(routeId: number | null, enabled: boolean) {
  const isLive = useIsLiveConnected();
  return useQuery({
    queryKey: queryKeys.deliveries.driverPositions(routeId ?? 0),
    enabled: enabled && routeId !== null,
    refetchInterval: isLive ? false : DRIVER_POSITIONS_POLL_MS,
    queryFn: () => callApi(Api.driversPosition, { params: { routeId: routeId ?? 0 } }).then((a) => a.drivers),
  });
}

/**
 * POST /save_driver/: hands a driver route to another team driver; a refusal is thrown with the
 * server's message. The route, its team selection and the names on the driver markers change.
 */
export function useHandOverDriverRoute(routeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TSaveDriver, 'route_id'>) =>
      callApi(Api.saveDriver, { body: { ...body, route_id: routeId } }),
    onSuccess: () =>
      Promise.all([
        invalidateRoute(qc, routeId),
        qc.invalidateQueries({ queryKey: queryKeys.deliveries.driverPositions(routeId) }),
      ]),
  });
}
