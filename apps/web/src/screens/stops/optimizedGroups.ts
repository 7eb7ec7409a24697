import { NO_VEHICLE_ROUTE, RouteStatus, type TDriverRoute } from '@rp/contracts';
import { formatClockAt, type TTeamClock } from '../../lib/clock';
import type { TStopView } from '../../lib/stopsView';
import { routeColor, UNASSIGNED_STOP_COLOR } from '../../map/routeColors';

/** One panel of the optimised stop list: a driver route with its stops, or the unreachable stops. */
export interface TStopGroup {
  key: string;
  driverRoute: TDriverRoute | null;
  color: string;
  views: TStopView[];
}

/** Splits the optimised list (already in display order) into one group per driver route, then 'No route to stops'. */
export function optimizedGroups(
  views: readonly TStopView[],
  driverRoutes: readonly TDriverRoute[],
): TStopGroup[] {
  const groups: TStopGroup[] = driverRoutes.map((dr, index) => ({
    key: `dr-${dr.vehicle_route_id}`,
    driverRoute: dr,
    color: routeColor(index),
    views: views.filter((v) => v.stop.vehicle_route_id === dr.vehicle_route_id),
  }));
  const known = new Set(driverRoutes.map((d) => d.vehicle_route_id));
  const unrouted = views.filter(
    (v) => v.stop.vehicle_route_id === NO_VEHICLE_ROUTE || !known.has(v.stop.vehicle_route_id),
  );
  if (unrouted.length)
    groups.push({ key: 'none', driverRoute: null, color: UNASSIGNED_STOP_COLOR, views: unrouted });
  return groups;
}

/** 'Started {time}' or 'Finished {time}' (spec section 4) on the team's clock; empty before the driver starts. */
export function driverRouteStatus(dr: TDriverRoute, clock: TTeamClock): string {
  if (dr.route_status === RouteStatus.Finished && dr.finished_time)
    return `Finished ${formatClockAt(dr.finished_time, clock)}`;
  if (dr.route_status === RouteStatus.Started && dr.started_time)
    return `Started ${formatClockAt(dr.started_time, clock)}`;
  return '';
}
