import { describe, expect, it } from 'vitest';
import type { SolveInput } from './input.js';
import { capacityRulesOutMore } from './left-out-repair.js';
import { compileProblem } from './problem.js';
import { RouteState } from './route-state.js';
import { locationIndex, seconds } from './units.js';

/** Two vans of 4 packages (8 in all); stops of 4, 4 and 3 packages (11); `skills` on the last. */
function overfullDay(skills: string[] = []): SolveInput {
  const n = 4;
  const matrix = new Float64Array(n * n);
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) matrix[a * n + b] = a === b ? 0 : 600;
  const van = { start: locationIndex(0), shiftStart: seconds(0), shiftEnd: seconds(8 * 3600), capacity: 4 };
  const stop = (at: number, demand: number) => ({
    location: locationIndex(at),
    service: seconds(60),
    demand,
  });
  return {
    durations: matrix,
    distances: matrix,
    vehicles: [van, { ...van, skills: ['fridge'] }],
    jobs: [stop(1, 4), stop(2, 4), { ...stop(3, 3), skills }],
  };
}

/** The state with `served[r]` the jobs of van r, the other jobs left out. */
function stateOf(input: SolveInput, served: number[][]): RouteState {
  const problem = compileProblem(input, 'duration', 1);
  const state = new RouteState(problem);
  served.forEach((jobs, r) => {
    jobs.forEach((job, i) => {
      state.insert(r, i, job);
    });
  });
  for (let j = 0; j < problem.jobCount; j++) {
    if (state.routeOf[j] < 0) state.unassigned[state.unassignedCount++] = j;
  }
  return state;
}

describe('capacityRulesOutMore', () => {
  it('proves that two stops of 8 packages are the most two vans of 4 can carry', () => {
    // The lightest first: 3 + 4 fit in 8, a third stop does not.
    expect(capacityRulesOutMore(stateOf(overfullDay(), [[0], [1]]))).toBe(true);
    expect(capacityRulesOutMore(stateOf(overfullDay(), [[2], [1]]))).toBe(true);
  });

  it('leaves a plan that serves fewer stops than the vans can carry to the repair', () => {
    expect(capacityRulesOutMore(stateOf(overfullDay(), [[0], []]))).toBe(false);
  });

  it('proves nothing when a stop may ride only in some vans', () => {
    expect(capacityRulesOutMore(stateOf(overfullDay(['fridge']), [[0], [1]]))).toBe(false);
  });
});
