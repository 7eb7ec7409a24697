import { RouteStatus, type TDriverRouteSummary } from '@rp/contracts';
import { formatClockAt } from '../../lib/clock';

/** 'Not started' / 'Started 08:12' / 'Finished 4:40 PM' on the team's clock. */
export function routeStatusText(route: TDriverRouteSummary): string {
  const time = (iso: string | null) => formatClockAt(iso, route.clock);
  if (route.route_status === RouteStatus.Finished) return `Finished ${time(route.finished_time)}`.trim();
  if (route.route_status === RouteStatus.Started) return `Started ${time(route.started_time)}`.trim();
  return 'Not started';
}
