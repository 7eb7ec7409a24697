import type { BreakInput, JobInput, SolveInput, VehicleInput } from './input.js';
import type { SerializableSolveOptions } from './job.js';
import { Random } from './random.js';
import { locationIndex, seconds } from './units.js';

/** Shape of a warm-up problem. */
export interface WarmUpShape {
  /** Number of stops (above 200 the large-instance construction and insertion run). */
  readonly stops?: number;
  /** Number of vehicles. */
  readonly vehicles?: number;
  /** Whether each vehicle has a lunch break (the search then runs its break-aware loops). */
  readonly breaks?: boolean;
}

const LUNCH: BreakInput = { window: [seconds(11.5 * 3600), seconds(13.5 * 3600)], duration: seconds(1800) };

/**
 * A small synthetic problem that runs every hot path of the solver (windows, ASAP stops, capacities,
 * a shift end), for warming a fresh process up: its first solve is otherwise much worse at a short
 * time limit, as the JIT has not yet compiled the search's inner loops.
 */
export function warmUpInput(stops = 100, vehicles = 5, shape: WarmUpShape = {}): SolveInput {
  const random = new Random(7);
  const n = stops + 1;
  const x = Float64Array.from({ length: n }, (_, i) => (i === 0 ? 0.5 : random.next()) * 20_000);
  const y = Float64Array.from({ length: n }, (_, i) => (i === 0 ? 0.5 : random.next()) * 20_000);
  const distances = new Float64Array(n * n);
  const durations = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      // Unrounded, like real matrices: with whole numbers the compiled problem's fields started as small
      // integers, and the first real solve deoptimised `compileProblem` when they became doubles.
      const d = Math.hypot(x[a] - x[b], y[a] - y[b]) * 1.3;
      distances[a * n + b] = d;
      durations[a * n + b] = d / 8.3;
    }
  }
  const shiftStart = 8 * 3600;
  const fleet: VehicleInput[] = Array.from({ length: vehicles }, () => ({
    start: locationIndex(0),
    end: locationIndex(0),
    shiftStart: seconds(shiftStart),
    shiftEnd: seconds(shiftStart + 8 * 3600),
    capacity: Math.ceil((stops * 3) / vehicles),
    ...(shape.breaks ? { breaks: [LUNCH] } : {}),
  }));
  const jobs: JobInput[] = Array.from({ length: stops }, (_, j) => {
    const kind = random.next();
    const open = shiftStart + 3600 * random.int(6);
    return {
      location: locationIndex(j + 1),
      service: seconds(180 + 60 * random.int(3)),
      demand: 1 + random.int(4),
      ...(kind < 0.3 ? { timeWindow: [seconds(open), seconds(open + 2 * 3600)] as const } : {}),
      ...(kind > 0.95 ? { priority: 1 as const } : {}),
    };
  });
  return { durations, distances, vehicles: fleet, jobs };
}

/**
 * The warm-up solves a solver worker runs at start, in turn: the small plain problem (full-scan
 * insertion), the same stops on two vehicles (stops left out: the search's paths for them), then 250
 * stops with lunch breaks (the large-instance construction, insertion near neighbours, the
 * break-aware loops). After the small one alone, a first real solve still deoptimised in exactly
 * those paths (`node --trace-deopt`), and a first day with breaks got no search iteration in 0.25 s
 * (`bench/warm-up.ts --instance day`).
 */
export function warmUpInputs(): SolveInput[] {
  return [warmUpInput(), warmUpInput(100, 2), warmUpInput(250, 7, { breaks: true })];
}

/**
 * Options of each warm-up solve. A count of iterations, not a time: a fresh process's first solve is
 * much worse at a short limit until the JIT has compiled the search, and on a busy machine a wall-clock
 * cap leaves it cold (at load 30 on 2 cores a 600 ms cap ran 0 of the 2,000 iterations, and the first
 * real solve then ran at a third of the third one's iterations per CPU second,
 * `npm run bench:optimizer:day -- --repeat 3 --warm-up`). The wall-clock cap only bounds a machine
 * that is busier still; a real job cancels a warm-up at once, so the wait costs nobody.
 */
export const WARM_UP_OPTIONS: SerializableSolveOptions = {
  maxIterations: 2000,
  timeLimitMs: 10_000,
  seed: 1,
};
