import type { LocationIndex, Seconds } from './units.js';

/** A square matrix over location indices stored row-major: `m[from * size + to]`. */
export type FlatMatrix = Float64Array | Float32Array | Int32Array | Uint32Array | readonly number[];

/** A break the driver takes: `duration` long, starting inside `window` (same clock as shift start). */
export interface BreakInput {
  /** Caller's identifier, echoed in the result. */
  readonly id?: string;
  /** Earliest and latest start of the break. */
  readonly window: readonly [Seconds, Seconds];
  /** How long the break lasts. */
  readonly duration: Seconds;
}

/** One vehicle (one selected driver). */
export interface VehicleInput {
  /** Caller's identifier, echoed in the result. */
  readonly id?: string;
  /** Where the route starts. */
  readonly start: LocationIndex;
  /** Where the route ends; absent means an open route that ends at its last stop. */
  readonly end?: LocationIndex;
  /** Departure time from `start`. */
  readonly shiftStart: Seconds;
  /** Latest arrival at `end` (or at the end of the last service for open routes). */
  readonly shiftEnd?: Seconds;
  /** Largest total demand the vehicle can carry; absent means unlimited. */
  readonly capacity?: number;
  /** Largest total weight (kg) the vehicle can carry; absent means unlimited. */
  readonly maxWeight?: number;
  /** Most stops the vehicle may serve; absent means unlimited. */
  readonly maxStops?: number;
  /** What the driver and vehicle can do; a job that requires a skill goes only to a vehicle that has it. */
  readonly skills?: readonly string[];
  /** Breaks of the driver, each started inside its window; a break that cannot be placed makes the route infeasible. */
  readonly breaks?: readonly BreakInput[];
}

/** One stop to visit. */
export interface JobInput {
  /** Caller's identifier, echoed in the result. */
  readonly id?: string;
  /** Where the stop is. */
  readonly location: LocationIndex;
  /** Time spent at the stop. */
  readonly service: Seconds;
  /** Hard window `[earliest, latest]` for the start of service (same clock as shift start). */
  readonly timeWindow?: readonly [Seconds, Seconds];
  /** 0 = normal, 1 = ASAP (served as early as possible). */
  readonly priority?: 0 | 1;
  /** Units loaded for this stop (package count); defaults to 0. */
  readonly demand?: number;
  /** Weight loaded for this stop (kg); defaults to 0. */
  readonly weight?: number;
  /** Skills the serving vehicle must all have. */
  readonly skills?: readonly string[];
  /** When set, only these vehicles (indices into `SolveInput.vehicles`) may serve the job. */
  readonly vehicles?: readonly number[];
}

/** Everything the solver needs to know about one problem. */
export interface SolveInput {
  /** Travel durations in seconds; an entry that is negative, NaN or infinite means "no road". */
  readonly durations: FlatMatrix;
  /** Travel distances in metres; an entry that is negative, NaN or infinite means "no road". */
  readonly distances: FlatMatrix;
  /** The fleet; the solver may leave some vehicles unused. */
  readonly vehicles: readonly VehicleInput[];
  /** The stops. */
  readonly jobs: readonly JobInput[];
}
