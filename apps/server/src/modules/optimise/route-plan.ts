import { Arrival, type TDriverRouteDay } from '@rp/contracts';
import type { OrderViolation, RouteResult, RouteStop, Solution } from '@rp/optimizer';

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
  /** The working day the plan gave this driver (load, shift, break), when solved. */
  day?: TDriverRouteDay;
}

/** What an optimisation decided: the driver routes, the stops left out (with their arrival code), the search time. */
export interface TPlan {
  routes: TPlannedRoute[];
  unassigned: { index: number; arrival: number; reason?: string }[];
  seconds: number;
}

/** A route timed by the optimiser: a solved one (no violations) or a kept order (each stop says). */
type TRouteTiming = Omit<RouteResult, 'stops'> & {
  stops: readonly (RouteStop & { violation?: OrderViolation | null })[];
};

export function plannedRoute(route: TRouteTiming, driverId: number): TPlannedRoute {
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
      reason: u.reason,
    })),
    seconds: solution.stats.elapsedMs / 1000,
  };
}
