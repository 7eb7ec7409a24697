import { RouteStatus, type TRoute } from '@rp/contracts';

/** How far the day of a route has got, from its drivers' routes: finished when all are, started when any is. */
export function routeDayState(route: Pick<TRoute, 'driver_routes' | 'sent_at'>): string {
  const statuses = route.driver_routes.map((d) => d.route_status);
  if (statuses.length > 0 && statuses.every((s) => s === RouteStatus.Finished)) return 'Finished';
  if (statuses.some((s) => s !== RouteStatus.NotStarted)) return 'Started';
  if (route.sent_at) return 'Sent, not started';
  return '';
}

/** The list's progress line: '3/12 done · Started'; '' for a route without stops. */
export function routeProgressText(
  route: Pick<TRoute, 'driver_routes' | 'sent_at' | 'stops_count' | 'stops_done_count'>,
): string {
  if (route.stops_count === 0) return '';
  return [`${route.stops_done_count}/${route.stops_count} done`, routeDayState(route)]
    .filter(Boolean)
    .join(' · ');
}
