import type { LocationIndex, Metres, Seconds } from './units.js';

/** One visited stop of a route. */
export interface RouteStop {
  /** Index of the job in `SolveInput.jobs`. */
  readonly job: number;
  /** The job's `id`, if it had one. */
  readonly jobId?: string;
  /** Matrix index of the stop. */
  readonly location: LocationIndex;
  /** Arrival time. */
  readonly arrival: Seconds;
  /** Time waited for the window to open (`serviceStart - arrival`). */
  readonly waiting: Seconds;
  /** Start of service. */
  readonly serviceStart: Seconds;
  /** End of service (departure). */
  readonly departure: Seconds;
  /** Distance of the leg from the previous point (start or previous stop). */
  readonly legDistance: Metres;
  /** Duration of the leg from the previous point. */
  readonly legDuration: Seconds;
}

/** A break placed in a route. */
export interface RouteBreak {
  /** Index of the break in the vehicle's `breaks`. */
  readonly break: number;
  /** The break's `id`, if it had one. */
  readonly breakId?: string;
  /** Number of the route's stops served before the break (0: before the first stop). */
  readonly afterStops: number;
  /** Start of the break. */
  readonly start: Seconds;
  /** How long it lasts. */
  readonly duration: Seconds;
}

/** The route of one vehicle. An unused vehicle has no stops and zero totals. */
export interface RouteResult {
  /** Index of the vehicle in `SolveInput.vehicles`. */
  readonly vehicle: number;
  /** The vehicle's `id`, if it had one. */
  readonly vehicleId?: string;
  /** Stops in visiting order. */
  readonly stops: readonly RouteStop[];
  /** Departure from the start location (the shift start). */
  readonly departure: Seconds;
  /** Arrival at the end location (or end of the last service for an open route). */
  readonly endArrival: Seconds;
  /** Distance of the last leg (last stop to end); 0 for open or empty routes. */
  readonly endLegDistance: Metres;
  /** Duration of the last leg (last stop to end); 0 for open or empty routes. */
  readonly endLegDuration: Seconds;
  /** Total driven distance. */
  readonly distance: Metres;
  /** Total driving time. */
  readonly travelDuration: Seconds;
  /** Total service time. */
  readonly serviceDuration: Seconds;
  /** Total waiting time. */
  readonly waitingDuration: Seconds;
  /** `endArrival - departure` (travel + service + waiting); 0 for an empty route. */
  readonly totalDuration: Seconds;
  /** Sum of the demands of the route's stops. */
  readonly load: number;
  /** Sum of the weights of the route's stops. */
  readonly weight: number;
  /** The driver's breaks, in time order. */
  readonly breaks: readonly RouteBreak[];
}

/**
 * Why a job is not in any route, the first that applies:
 * - `unroutable`: no vehicle can reach it at all (no road in a matrix).
 * - `skill`: no vehicle allowed to serve it has every skill it requires.
 * - `capacity`: it alone is more than any allowed vehicle can carry (packages or weight).
 * - `shift`: its window does not meet the shift of any allowed vehicle.
 * - `time_window`: no vehicle can serve it within its window and shift, even with no other stop.
 * - `max_stops`: every vehicle that could serve it already has its maximum number of stops.
 * - `no_room`: it could be served alone, but not together with the other stops: the working day
 *   (or the vehicle's load) runs out.
 */
export type UnassignedReason =
  | 'unroutable'
  | 'skill'
  | 'capacity'
  | 'shift'
  | 'time_window'
  | 'max_stops'
  | 'no_room';

/** A job left out of every route. */
export interface UnassignedJob {
  /** Index of the job in `SolveInput.jobs`. */
  readonly job: number;
  /** The job's `id`, if it had one. */
  readonly jobId?: string;
  /** Why it was left out. */
  readonly reason: UnassignedReason;
}

/** Grand totals over all routes. */
export interface SolutionTotals {
  /** Total driven distance. */
  readonly distance: Metres;
  /** Total driving time. */
  readonly travelDuration: Seconds;
  /** Total service time. */
  readonly serviceDuration: Seconds;
  /** Total waiting time. */
  readonly waitingDuration: Seconds;
  /** Sum of the routes' total durations. */
  readonly totalDuration: Seconds;
  /** Number of routes with at least one stop. */
  readonly routesUsed: number;
  /** Number of jobs served. */
  readonly assigned: number;
  /** Number of jobs left out. */
  readonly unassigned: number;
}

/** Counters of the search. */
export interface SolveStats {
  /** Ruin-and-recreate iterations run. */
  readonly iterations: number;
  /** Insertion places evaluated. */
  readonly evaluations: number;
  /** Wall-clock time spent, in milliseconds. */
  readonly elapsedMs: number;
  /** Objective value of the returned solution (internal units: travel cost + ASAP term + penalties). */
  readonly cost: number;
  /** Why the search stopped. */
  readonly stoppedBy: 'time' | 'iterations' | 'cancelled' | 'done';
}

/** The result of a solve. */
export interface Solution {
  /** One route per vehicle, in the order of `SolveInput.vehicles`. */
  readonly routes: readonly RouteResult[];
  /** Jobs not in any route, by increasing job index. */
  readonly unassigned: readonly UnassignedJob[];
  /** Grand totals. */
  readonly totals: SolutionTotals;
  /** Search counters. */
  readonly stats: SolveStats;
}

/** A small summary of the best solution so far, for progress reports. */
export interface SolveProgress {
  /** Iterations run so far. */
  readonly iteration: number;
  /** Milliseconds since the solve started. */
  readonly elapsedMs: number;
  /** Objective value of the best solution (internal units). */
  readonly cost: number;
  /** Travel cost of the best solution (duration or distance, per the objective). */
  readonly travelCost: number;
  /** Routes with at least one stop in the best solution. */
  readonly routesUsed: number;
  /** Jobs left out of the best solution. */
  readonly unassigned: number;
}
