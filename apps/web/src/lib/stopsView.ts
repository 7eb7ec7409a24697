import { NO_POSITION, NO_VEHICLE_ROUTE, type TDriverRoute, type TStop } from '@rp/contracts';
import { routeColor, UNASSIGNED_STOP_COLOR } from '../map/routeColors';

/** A stop as the list and the map show it: its number and colour. */
export interface TStopView {
  stop: TStop;
  /** The number on the marker and in the list ('-' for an unreachable stop of an optimised route). */
  label: string;
  color: string;
}

/** Colour of stops of a route that is not optimised yet. */
export const PLANNING_STOP_COLOR = '#1565c0';

const bySequence = (a: TStop, b: TStop) => a.sequence - b.sequence || a.id - b.id;

/**
 * The stops in display order. Not optimised: in the order they were added, numbered 1..n.
 * Optimised: per driver route (in the route's order, coloured by its index among the 11 route
 * colours) by position on the route, numbered 1..n within it; then the unreachable stops ('-').
 */
export function stopViews(
  stops: readonly TStop[],
  isOptimized: boolean,
  driverRoutes: readonly TDriverRoute[] = [],
): TStopView[] {
  if (!isOptimized) {
    return [...stops]
      .sort(bySequence)
      .map((stop, i) => ({ stop, label: String(i + 1), color: PLANNING_STOP_COLOR }));
  }
  const order = new Map(driverRoutes.map((d, i) => [d.vehicle_route_id, i]));
  const groups = new Map<number, TStop[]>();
  for (const s of stops) {
    const key =
      s.vehicle_route_id === NO_VEHICLE_ROUTE || !order.has(s.vehicle_route_id)
        ? NO_VEHICLE_ROUTE
        : s.vehicle_route_id;
    const list = groups.get(key);
    if (list) list.push(s);
    else groups.set(key, [s]);
  }
  const views: TStopView[] = [];
  const assigned = [...groups.keys()]
    .filter((k) => k !== NO_VEHICLE_ROUTE)
    .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  for (const key of assigned) {
    const index = order.get(key) ?? 0;
    const list = (groups.get(key) ?? []).sort(
      (a, b) => a.position_on_the_route - b.position_on_the_route || bySequence(a, b),
    );
    for (const [i, stop] of list.entries()) {
      views.push({
        stop,
        label: stop.position_on_the_route === NO_POSITION ? '-' : String(i + 1),
        color: routeColor(index),
      });
    }
  }
  for (const stop of (groups.get(NO_VEHICLE_ROUTE) ?? []).sort(bySequence)) {
    views.push({ stop, label: '-', color: UNASSIGNED_STOP_COLOR });
  }
  return views;
}
