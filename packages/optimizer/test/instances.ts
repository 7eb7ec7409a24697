/** Seeded random instances for the tests (independent of the solver's own generator). */
import type { JobInput, SolveInput, VehicleInput } from '../src/input.js';
import { locationIndex, seconds } from '../src/units.js';

/** A tiny deterministic generator for test data. */
export function lcg(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** Shape of a random instance. */
export interface RandomInstanceSpec {
  readonly seed: number;
  readonly jobs: number;
  readonly vehicles: number;
  /** Share of jobs with a time window. */
  readonly windowed?: number;
  /** Share of ASAP jobs. */
  readonly asap?: number;
  /** Vehicle capacity (undefined = none). */
  readonly capacity?: number;
  /** Number of jobs made unreachable by broken matrix entries. */
  readonly broken?: number;
  /** Leave the route ends open. */
  readonly open?: boolean;
}

/** Points in a 10 km square, 10 m/s, one depot at location 0, shift 0..8 h. */
export function randomInstance(spec: RandomInstanceSpec): SolveInput {
  const rnd = lcg(spec.seed);
  const n = spec.jobs + 1;
  const xs = Array.from({ length: n }, () => rnd() * 10_000);
  const ys = Array.from({ length: n }, () => rnd() * 10_000);
  const distances = new Float64Array(n * n);
  const durations = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      const d = Math.hypot(xs[a] - xs[b], ys[a] - ys[b]) * (a === b ? 1 : 1 + rnd() * 0.3);
      distances[a * n + b] = d;
      durations[a * n + b] = d / 10;
    }
  }
  for (let k = 0; k < (spec.broken ?? 0); k++) {
    const loc = 1 + Math.floor(rnd() * spec.jobs);
    const bad = [Number.NaN, -1, Number.POSITIVE_INFINITY][k % 3];
    for (let o = 0; o < n; o++) {
      if (o === loc) continue;
      durations[o * n + loc] = bad;
      distances[loc * n + o] = bad;
    }
  }
  const shift = 8 * 3600;
  const vehicles: VehicleInput[] = Array.from({ length: spec.vehicles }, (_, i) => ({
    id: `v${i}`,
    start: locationIndex(0),
    ...(spec.open ? {} : { end: locationIndex(0) }),
    shiftStart: seconds(0),
    shiftEnd: seconds(shift),
    ...(spec.capacity === undefined ? {} : { capacity: spec.capacity }),
  }));
  const jobs: JobInput[] = Array.from({ length: spec.jobs }, (_, j) => {
    const windowed = rnd() < (spec.windowed ?? 0.3);
    const from = Math.floor(rnd() * (shift - 3600));
    const width = 1800 + Math.floor(rnd() * 7200);
    return {
      id: `j${j}`,
      location: locationIndex(j + 1),
      service: seconds(120 + Math.floor(rnd() * 300)),
      ...(windowed ? { timeWindow: [seconds(from), seconds(Math.min(shift, from + width))] as const } : {}),
      priority: rnd() < (spec.asap ?? 0.1) ? 1 : 0,
      demand: 1 + Math.floor(rnd() * 5),
    };
  });
  return { durations, distances, vehicles, jobs };
}
