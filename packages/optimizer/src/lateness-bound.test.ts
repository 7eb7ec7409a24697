import { describe, expect, it } from 'vitest';
import { lcg } from '../test/instances.js';
import type { SolveInput } from './input.js';
import { LatenessBound } from './lateness-bound.js';
import { compileProblem, type Problem } from './problem.js';
import { RouteState } from './route-state.js';
import { TimeWarpSegments } from './time-warp.js';
import { locationIndex, seconds } from './units.js';

/**
 * Stops on a plane, travel time the straight line (so the triangle inequality holds), tight windows;
 * with `detours`, one leg in three takes twice as long (so it does not hold).
 */
function planeInstance(seed: number, jobs: number, detours = false): SolveInput {
  const rnd = lcg(seed);
  const n = jobs + 1;
  const xs = Array.from({ length: n }, () => rnd() * 10_000);
  const ys = Array.from({ length: n }, () => rnd() * 10_000);
  const durations = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      const detour = detours && rnd() < 1 / 3 ? 2 : 1;
      durations[a * n + b] = (detour * Math.hypot(xs[a] - xs[b], ys[a] - ys[b])) / 10;
    }
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

/** Twelve stops in three routes in random order (late at some stops); the others to be placed. */
function routedState(problem: Problem): RouteState {
  const state = new RouteState(problem);
  const rnd = lcg(11);
  for (let job = 0; job < 12; job++) {
    const r = Math.floor(rnd() * state.len.length);
    state.insert(r, Math.floor(rnd() * (state.len[r] + 1)), job);
  }
  return state;
}

/** The bound and the joined route's time warp for every other stop after every slot of every route. */
function boundsAndWarps(problem: Problem): { late: number; warp: number; slot: number }[] {
  const state = routedState(problem);
  const segments = new TimeWarpSegments(problem, problem.jobCount + 2);
  const bound = new LatenessBound(problem);
  const seen: { late: number; warp: number; slot: number }[] = [];
  for (let r = 0; r < state.len.length; r++) {
    segments.build(state, r);
    for (let job = 12; job < problem.jobCount; job++) {
      bound.start(state, job, r);
      for (let j = 0; j <= state.len[r]; j++) {
        seen.push({ late: bound.after(j), warp: segments.joinedWarp(state, r, j, job, r, j + 1), slot: j });
      }
    }
  }
  return seen;
}

describe('LatenessBound', () => {
  it('stays under the time warp of the joined route and grows from slot to slot', () => {
    const problem = compileProblem(planeInstance(3, 40), 'duration', 1);
    expect(problem.triangular).toBe(true);
    const seen = boundsAndWarps(problem);
    for (const [k, { late, warp, slot }] of seen.entries()) {
      expect(late).toBeLessThanOrEqual(warp);
      if (slot > 0) expect(late).toBeGreaterThanOrEqual(seen[k - 1].late);
    }
    // The bound is not 0 everywhere (it prunes), and it is often the warp itself (a bound any
    // higher would be wrong there).
    expect(seen.filter((s) => s.late > 0).length).toBeGreaterThan(50);
    expect(seen.filter((s) => s.late > 0 && s.warp - s.late < 1e-6).length).toBeGreaterThan(5);
  });

  it('stays under the time warp when the travel times break the triangle inequality', () => {
    const problem = compileProblem(planeInstance(3, 40, true), 'duration', 1);
    expect(problem.triangular).toBe(false);
    const seen = boundsAndWarps(problem);
    for (const { late, warp } of seen) expect(late).toBeLessThanOrEqual(warp);
    expect(seen.filter((s) => s.late > 0).length).toBeGreaterThan(50);
  });
});
