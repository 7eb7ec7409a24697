import { RouteStatus, type TDriverRouteSummary } from '@rp/contracts';

/** 'Not started' / 'Started 08:12' / 'Finished 16:40' on the phone's clock. */
export function routeStatusText(route: TDriverRouteSummary): string {
  const time = (iso: string | null) =>
    iso ? new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : '';
  if (route.route_status === RouteStatus.Finished) return `Finished ${time(route.finished_time)}`.trim();
  if (route.route_status === RouteStatus.Started) return `Started ${time(route.started_time)}`.trim();
  return 'Not started';
}
