import { describe, expect, it } from 'vitest';
import { lcg, randomInstance } from '../test/instances.js';
import type { SolveInput } from './input.js';
import { LatenessBound } from './lateness-bound.js';
import { compileProblem } from './problem.js';
import { RouteState } from './route-state.js';
import { TimeWarpSegments } from './time-warp.js';
import { locationIndex, seconds } from './units.js';

/** Stops on a plane, travel time the straight line (so the triangle inequality holds), tight windows. */
function planeInstance(seed: number, jobs: number): SolveInput {
  const rnd = lcg(seed);
  const n = jobs + 1;
  const xs = Array.from({ length: n }, () => rnd() * 10_000);
  const ys = Array.from({ length: n }, () => rnd() * 10_000);
  const durations = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) durations[a * n + b] = Math.hypot(xs[a] - xs[b], ys[a] - ys[b]) / 10;
  }
  return {
    durations,
    distances: durations,
    vehicles: [0, 1, 2].map((i) => ({
      id: `v${i}`,
      start: locationIndex(0),
      end: locationIndex(0),
      shiftStart: seconds(0),
      shiftEnd: seconds(8 * 3600),
    })),
    jobs: Array.from({ length: jobs }, (_, j) => {
      const from = Math.floor(rnd() * 6 * 3600);
      return {
        id: `j${j}`,
        location: locationIndex(j + 1),
        service: seconds(300),
        timeWindow: [seconds(from), seconds(from + 1800)] as const,
      };
    }),
  };
}

describe('LatenessBound', () => {
  it('stays under the time warp of the joined route and grows from slot to slot', () => {
    const problem = compileProblem(planeInstance(3, 40), 'duration', 1);
    expect(problem.triangular).toBe(true);
    const state = new RouteState(problem);
    const rnd = lcg(11);
    // 12 stops in three routes in random order (late at some stops); the other 28 for the bound.
    for (let job = 0; job < 12; job++) {
      const r = Math.floor(rnd() * 3);
      state.insert(r, Math.floor(rnd() * (state.len[r] + 1)), job);
    }
    const segments = new TimeWarpSegments(problem, problem.jobCount + 2);
    const bound = new LatenessBound(problem);
    expect(bound.bounds).toBe(true);
    let positive = 0;
    let tight = 0;
    for (let r = 0; r < 3; r++) {
      segments.build(state, r);
      for (let job = 12; job < 40; job++) {
        bound.start(state, job, r);
        let before = Number.NEGATIVE_INFINITY;
        for (let j = 0; j <= state.len[r]; j++) {
          const late = bound.after(j);
          const warp = segments.joinedWarp(state, r, j, job, r, j + 1);
          expect(late).toBeLessThanOrEqual(warp);
          if (late > 0 && warp - late < 1e-6) tight++;
          expect(late).toBeGreaterThanOrEqual(before);
          before = late;
          if (late > 0) positive++;
        }
      }
    }
    // The bound is not 0 everywhere (it prunes), and it is often the warp itself (a bound any
    // higher would be wrong there).
    expect(positive).toBeGreaterThan(50);
    expect(tight).toBeGreaterThan(5);
  });

  it('does not bound a scan when the travel times break the triangle inequality', () => {
    const problem = compileProblem(randomInstance({ seed: 2, jobs: 20, vehicles: 2 }), 'duration', 1);
    expect(problem.triangular).toBe(false);
    expect(new LatenessBound(problem).bounds).toBe(false);
  });
});
