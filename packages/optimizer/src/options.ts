import type { SolveProgress } from './output.js';

/** What the solver minimises (besides unassigned stops and late ASAP stops). */
export type Objective = 'duration' | 'distance';

/**
 * What a plan is judged by, after serving as many stops as possible:
 * - `shortest`: least total travel (the objective's cost);
 * - `fewest-vehicles`: fewest routes used first, then least travel;
 * - `balance-stops` / `balance-hours`: stop counts / working hours evened out across the vehicles,
 *   then least travel.
 */
export type Goal = 'shortest' | 'fewest-vehicles' | 'balance-stops' | 'balance-hours';

/** Something that can be asked whether work should stop, e.g. an `AbortSignal`. */
export interface AbortLike {
  /** True once cancellation was requested. */
  readonly aborted: boolean;
}

/** Tuning knobs of the ruin-and-recreate search; the defaults are the measured ones. */
export interface SearchParameters {
  /** Average number of stops removed per ruin (SISR c̄). */
  readonly averageRemoved: number;
  /** Longest removed string (SISR L_max). */
  readonly maxStringLength: number;
  /** Probability of a split string instead of a plain string. */
  readonly splitRate: number;
  /** Split depth β: probability of stopping to grow the preserved part of a split string. */
  readonly splitDepth: number;
  /** Probability of skipping an insertion place during recreate. */
  readonly blinkRate: number;
  /** On large instances, insert only next to this many nearest neighbours (and at route ends). */
  readonly insertionNeighbours: number;
  /** Instances with at most this many jobs always try every insertion place. */
  readonly fullScanUpTo: number;
  /** Start temperature as a multiple of the mean edge cost between neighbouring stops. */
  readonly initialTemperature: number;
  /** Final temperature as a multiple of the mean edge cost between neighbouring stops. */
  readonly finalTemperature: number;
}

/** Options of one solve. */
export interface SolveOptions {
  /**
   * Wall-clock budget in milliseconds (default 5000). `Infinity` leaves the end to `maxIterations` or a
   * cancellation, so the result does not depend on the machine's speed (tests do this).
   */
  readonly timeLimitMs?: number;
  /** Largest number of ruin-and-recreate iterations (default unlimited). */
  readonly maxIterations?: number;
  /** Seed of the pseudo-random generator (default 1). Same seed + iteration limit = same result. */
  readonly seed?: number;
  /** Cost of travel: 'duration' (product, default) or 'distance' (benchmark). */
  readonly objective?: Objective;
  /** What the plan is judged by (default 'shortest'). */
  readonly goal?: Goal;
  /** Cost per second between shift start and service start of an ASAP stop (default 1). */
  readonly asapWeight?: number;
  /** Polled between iterations; returning true stops the search and returns the best so far. */
  readonly shouldStop?: () => boolean;
  /** Checked between iterations like `shouldStop`. */
  readonly signal?: AbortLike;
  /** Called with a summary every time the best solution improves. */
  readonly onImprovement?: (progress: SolveProgress) => void;
  /** Called with a summary about every `progressIntervalMs`. */
  readonly onProgress?: (progress: SolveProgress) => void;
  /** Period of `onProgress` (default 250 ms). */
  readonly progressIntervalMs?: number;
  /** Overrides of the search parameters. */
  readonly search?: Partial<SearchParameters>;
}
