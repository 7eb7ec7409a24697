import { describe, expect, it } from 'vitest';
import { randomInstance } from '../test/instances.js';
import { Inserter } from './insertion.js';
import { buildNeighbours } from './neighbours.js';
import { compileProblem, type Problem } from './problem.js';
import { Random } from './random.js';
import { RouteState } from './route-state.js';

/** Cheapest feasible travel increase of `job` found by trying every place and recomputing the route. */
function cheapestByTrial(problem: Problem, state: RouteState, job: number): number {
  const trial = new RouteState(problem, false);
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < problem.vehicleCount; r++) {
    if (state.load[r] + problem.demand[job] > problem.capacity[r]) continue;
    for (let s = 0; s <= state.len[r]; s++) {
      trial.copyFrom(state);
      trial.insert(r, s, job);
      trial.update(r);
      const base = r * trial.stride;
      let late = false;
      for (let i = 1; i <= trial.len[r] + 1; i++) {
        if (trial.earliest[base + i] > problem.due[trial.nodes[base + i]]) late = true;
      }
      if (!late) best = Math.min(best, trial.cost[r] - state.cost[r]);
    }
  }
  return best;
}

describe('Inserter', () => {
  it('finds the cheapest feasible place that trying every place finds, with tight windows', () => {
    const input = randomInstance({ seed: 11, jobs: 40, vehicles: 3, windowed: 0.8, asap: 0 });
    const problem = compileProblem(input, 'duration', 1);
    const active = new Uint8Array(problem.jobCount).fill(1);
    const random = new Random(4);
    const inserter = new Inserter(problem, random, 0, buildNeighbours(problem, active), 0);
    const state = new RouteState(problem);
    for (let job = 0; job < problem.jobCount; job++) {
      inserter.find(state, job);
      const expected = cheapestByTrial(problem, state, job);
      if (expected === Number.POSITIVE_INFINITY) {
        expect(inserter.route).toBe(-1);
        continue;
      }
      expect(inserter.route).toBeGreaterThanOrEqual(0);
      expect(inserter.delta).toBeCloseTo(expected, 6);
      state.insert(inserter.route, inserter.slot, job);
    }
    expect(state.count.reduce((a, b) => a + b, 0)).toBeGreaterThan(20);
  });
});
