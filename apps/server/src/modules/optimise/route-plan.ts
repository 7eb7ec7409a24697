import { Arrival, NO_POSITION, NO_VEHICLE_ROUTE } from '@rp/contracts';
import {
  evaluateFixedOrders,
  type OrderViolation,
  type RouteResult,
  type RouteStop,
  type Solution,
} from '@rp/optimizer';
import { buildSolveInput, type TStopForSolve } from './build-problem.js';
import type { TDriverRouteResult, TRouteTotals, TStopResult } from './optimise.repository.js';
import type { TMatrices } from './routing/routing-provider.js';

/** One driver's ordered stops with their times, as the solver or the kept order produced them. */
export interface TPlannedRoute {
  driverId: number;
  stops: {
    /** Index in the stops handed to the optimiser. */
    index: number;
    arrival: number;
    waiting: number;
    serviceStart: number;
    legDistance: number;
    legDuration: number;
    violation: OrderViolation | null;
  }[];
  distance: number;
  travel: number;
  totalDuration: number;
  endDistance: number;
  endDuration: number;
}

/** What an optimisation decided: the driver routes, the stops left out (with their arrival code), the search time. */
export interface TPlan {
  routes: TPlannedRoute[];
  unassigned: { index: number; arrival: number }[];
  seconds: number;
}

/** A route timed by the optimiser: a solved one (no violations) or a kept order (each stop says). */
type TRouteTiming = Omit<RouteResult, 'stops'> & {
  stops: readonly (RouteStop & { violation?: OrderViolation | null })[];
};

function plannedRoute(route: TRouteTiming, driverId: number): TPlannedRoute {
  return {
    driverId,
    stops: route.stops.map((s) => ({
      index: s.job,
      arrival: s.arrival,
      waiting: s.waiting,
      serviceStart: s.serviceStart,
      legDistance: s.legDistance,
      legDuration: s.legDuration,
      violation: s.violation ?? null,
    })),
    distance: route.distance,
    travel: route.travelDuration,
    totalDuration: route.totalDuration,
    endDistance: route.endLegDistance,
    endDuration: route.endLegDuration,
  };
}

/** The solver's answer as a plan: drivers without stops get no driver route. */
export function planFromSolution(solution: Solution, driverIds: readonly number[]): TPlan {
  return {
    routes: solution.routes
      .filter((r) => r.stops.length > 0)
      .map((r) => plannedRoute(r, driverIds[r.vehicle] as number)),
    unassigned: solution.unassigned.map((u) => ({
      index: u.job,
      arrival: u.reason === 'unroutable' ? Arrival.CannotRoute : Arrival.CannotReachTimeWindow,
    })),
    seconds: solution.stats.elapsedMs / 1000,
  };
}

type TPlacedStop = TStopForSolve & { vehicle_route_id: number; position_on_the_route: number };

/** Each driver route's stops in their order; without driver routes, the first driver takes the list. */
function keptOrders(
  stops: readonly TPlacedStop[],
  driverRoutes: readonly { id: number; driver_id: number | null }[],
  driverIds: readonly number[],
): { driverId: number; order: number[] }[] {
  const assigned = driverRoutes.filter(
    (d) => d.driver_id !== null && stops.some((s) => s.vehicle_route_id === d.id),
  );
  if (!assigned.length) return [{ driverId: driverIds[0] as number, order: stops.map((_, i) => i) }];
  return assigned.map((dr) => ({
    driverId: dr.driver_id as number,
    order: stops
      .map((s, i) => ({ s, i }))
      .filter(({ s }) => s.vehicle_route_id === dr.id)
      .sort((a, b) => a.s.position_on_the_route - b.s.position_on_the_route)
      .map(({ i }) => i),
  }));
}

/**
 * is_route_optimization false: each driver keeps the order it has (or the first driver takes the list),
 * timed by the optimiser's own schedule; a late or unreachable stop keeps its place and is flagged.
 */
export function planFromKeptOrder(
  matrices: TMatrices,
  stops: readonly TPlacedStop[],
  driverRoutes: readonly { id: number; driver_id: number | null }[],
  driverIds: readonly number[],
  shiftStart: number,
): TPlan {
  const groups = keptOrders(stops, driverRoutes, driverIds);
  const input = buildSolveInput(
    matrices,
    stops,
    groups.map((g) => g.driverId),
    shiftStart,
  );
  const timed = evaluateFixedOrders(
    input,
    groups.map((g) => g.order),
  );
  return {
    routes: timed.routes.map((r, k) => plannedRoute(r, (groups[k] as { driverId: number }).driverId)),
    unassigned: timed.unvisited.map((index) => ({ index, arrival: Arrival.CannotReachTimeWindow })),
    seconds: 0,
  };
}

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
