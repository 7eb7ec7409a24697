import { LiveEvents, type TLiveEventName, ZLiveEventDataSchema } from '@rp/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../data/query-keys';

/**
 * The queries each live event makes stale (spec section 4, Live updates), for the route it names.
 * Only queries on screen refetch at once; the others are fetched fresh when next shown, so naming
 * a route that is not open costs nothing.
 */
export function liveEventQueryKeys(event: TLiveEventName, routeId: number): QueryKey[] {
  switch (event) {
    case LiveEvents.stopChanged:
      // Stops and the map; a stop's delivery detail shows its proof pictures too.
      return [queryKeys.stops.list(routeId), queryKeys.deliveries.photosOfRoute(routeId)];
    case LiveEvents.driverRouteChanged:
      // driver_routes (Started/Finished, the driver of each); a handed-over route changes the
      // team selection and the name on the driver's marker.
      return [
        queryKeys.routes.route(routeId),
        queryKeys.routes.team(routeId),
        queryKeys.deliveries.driverPositions(routeId),
      ];
    case LiveEvents.driverPositionChanged:
      return [queryKeys.deliveries.driverPositions(routeId)];
    case LiveEvents.routeChanged:
      // Optimising, cancelling, importing or deleting a route also rewrites its stops.
      return [queryKeys.routes.lists(), queryKeys.routes.route(routeId), queryKeys.stops.list(routeId)];
  }
}

/** The queries refreshed after the socket comes back: anything may have changed while it was down. */
export const liveQueryRoots: QueryKey[] = [
  queryKeys.routes.lists(),
  queryKeys.routes.all(),
  queryKeys.routes.teams(),
  queryKeys.stops.all(),
  queryKeys.deliveries.allPhotos(),
  queryKeys.deliveries.allDriverPositions(),
];

const liveEventNames = new Set<string>(Object.values(LiveEvents));
const isLiveEventName = (name: string): name is TLiveEventName => liveEventNames.has(name);

/**
 * Applies one event from the socket: its data must be a route id (ZLiveEventDataSchema); anything
 * else is ignored. Returns whether the event was applied.
 */
export async function applyLiveEvent(qc: QueryClient, event: string, data: unknown): Promise<boolean> {
  const routeId = ZLiveEventDataSchema.safeParse(data);
  if (!isLiveEventName(event) || !routeId.success) return false;
  await Promise.all(
    liveEventQueryKeys(event, routeId.data).map((queryKey) => qc.invalidateQueries({ queryKey })),
  );
  return true;
}

/** After a reconnect: every live-fed query is refreshed once, since events sent meanwhile were lost. */
export async function refreshAfterReconnect(qc: QueryClient): Promise<void> {
  await Promise.all(liveQueryRoots.map((queryKey) => qc.invalidateQueries({ queryKey })));
}
