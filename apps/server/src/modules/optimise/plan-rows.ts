import { Arrival, NO_POSITION, NO_VEHICLE_ROUTE } from '@rp/contracts';
import type { TDriverRouteResult, TRouteTotals, TStopResult } from './optimise.repository.js';
import type { TPlan, TPlannedRoute } from './route-plan.js';

/** A stop's arrival as stored: seconds after the shift start, or the spec's code when it can't be kept. */
function storedArrival(stop: TPlannedRoute['stops'][number], shiftStart: number): number {
  if (stop.violation === 'unroutable') return Arrival.CannotRoute;
  if (stop.violation === 'time_window') return Arrival.CannotReachTimeWindow;
  return stop.arrival - shiftStart;
}

/** One driver route's row, from its plan and its drawn legs (one per stop, then the way to the end). */
export function driverRouteRow(
  route: TPlannedRoute,
  position: number,
  legs: readonly string[],
): TDriverRouteResult {
  return {
    driver_id: route.driverId,
    position,
    distance: route.distance,
    duration_travel: Math.round(route.travel),
    duration_total: Math.round(route.totalDuration),
    end_geometry: legs[route.stops.length] ?? '',
    end_distance: Math.max(0, route.endDistance),
    end_duration: Math.max(0, Math.round(route.endDuration)),
  };
}

/** The results of one driver route's stops, placed in it from position 1. */
export function placedStopResults(
  route: TPlannedRoute,
  vehicleRouteId: number,
  stopIds: readonly number[],
  legs: readonly string[],
  shiftStart: number,
): TStopResult[] {
  return route.stops.map((s, position) => ({
    id: stopIds[s.index] as number,
    position_on_the_route: position + 1,
    vehicle_route_id: vehicleRouteId,
    arrival: storedArrival(s, shiftStart),
    waiting_time: s.waiting,
    when_visit_start: s.serviceStart,
    distance: s.legDistance,
    duration: s.legDuration,
    geometry: legs[position] ?? '',
  }));
}

/** The results of the stops no driver serves: no route, no position, the arrival code says why. */
export function unassignedStopResults(plan: TPlan, stopIds: readonly number[]): TStopResult[] {
  return plan.unassigned.map((u) => ({
    id: stopIds[u.index] as number,
    position_on_the_route: NO_POSITION,
    vehicle_route_id: NO_VEHICLE_ROUTE,
    arrival: u.arrival,
    waiting_time: 0,
    when_visit_start: 0,
    distance: 0,
    duration: 0,
    geometry: '',
  }));
}

/** The route's totals: the sums over its driver routes. */
export function planTotals(plan: TPlan): TRouteTotals {
  const sum = (f: (r: TPlannedRoute) => number) => plan.routes.reduce((a, r) => a + f(r), 0);
  return {
    distance: sum((r) => r.distance),
    duration_travel: Math.round(sum((r) => r.travel)),
    duration_total: Math.round(sum((r) => r.totalDuration)),
  };
}
