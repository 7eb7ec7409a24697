import { describe, expect, it } from 'vitest';
import { checkedSolutionOf } from '../test/state-solution.js';
import type { SolveInput } from './input.js';
import { Inserter } from './insertion.js';
import { buildNeighbours } from './neighbours.js';
import { polishByRelocation } from './polish.js';
import { polishByExchange } from './polish-exchange.js';
import { compileProblem } from './problem.js';
import { Random } from './random.js';
import { RouteState } from './route-state.js';
import { locationIndex, seconds } from './units.js';

/** Location 0 is the depot at (0, 0); the stops are locations 1.. in the order given. */
function instance(
  points: readonly (readonly [number, number])[],
  capacity: number,
  skills: readonly (readonly string[])[] = [],
  vanSkills: readonly (readonly string[])[] = [[], []],
): SolveInput {
  const all = [[0, 0] as const, ...points];
  const n = all.length;
  const matrix = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) matrix[a * n + b] = Math.hypot(all[a][0] - all[b][0], all[a][1] - all[b][1]);
  }
  return {
    durations: matrix,
    distances: matrix,
    vehicles: vanSkills.map((vanSkill) => ({
      start: locationIndex(0),
      end: locationIndex(0),
      shiftStart: seconds(0),
      shiftEnd: seconds(10_000),
      capacity,
      skills: [...vanSkill],
    })),
    jobs: points.map((_, i) => ({
      location: locationIndex(i + 1),
      service: seconds(0),
      demand: 1,
      skills: [...(skills[i] ?? [])],
    })),
  };
}

/** Compiles the instance and routes van r through `routes[r]` (job indexes). */
function routed(input: SolveInput, routes: readonly (readonly number[])[]) {
  const problem = compileProblem(input, 'distance', 1);
  const mask = new Uint8Array(problem.jobCount).fill(1);
  const neighbours = buildNeighbours(problem, mask);
  const state = new RouteState(problem);
  // insert(r, pos, job) puts the job after slot `pos` (0: right after the start).
  routes.forEach((jobs, r) => {
    jobs.forEach((job, after) => {
      state.insert(r, after, job);
    });
  });
  const inserter = new Inserter(problem, new Random(1), 0, neighbours, 0);
  const jobs = Int32Array.from({ length: problem.jobCount }, (_, j) => j);
  return { problem, neighbours, state, inserter, jobs };
}

const never = () => false;
/** Depot → (10, ±10) → (20, ±10) → depot: the shortest two routes of the four stops below. */
const UNCROSSED = 2 * (Math.hypot(10, 10) + 10 + Math.hypot(20, 10));

describe('polishByExchange', () => {
  it('uncrosses two routes by a tail exchange that relocation cannot make (each van is full)', () => {
    // Van 1 goes up then down, van 2 down then up: the routes cross.
    const input = instance(
      [
        [10, 10],
        [20, -10],
        [10, -10],
        [20, 10],
      ],
      2,
    );
    const { problem, neighbours, state, inserter, jobs } = routed(input, [
      [0, 1],
      [2, 3],
    ]);
    const crossed = state.totalCost();
    expect(polishByRelocation(state, inserter, jobs, never)).toBe(0);

    expect(polishByExchange(state, neighbours, jobs, never)).toBeGreaterThan(0);

    expect(crossed).toBeGreaterThan(UNCROSSED + 1);
    expect(state.totalCost()).toBeCloseTo(UNCROSSED, 9);
    expect(checkedSolutionOf(input, problem, state).unassigned).toHaveLength(0);
  });

  it('swaps two stops that sit in each other’s route', () => {
    const input = instance(
      [
        [10, 10],
        [15, -10],
        [20, 10],
        [10, -10],
        [15, 10],
        [20, -10],
      ],
      3,
    );
    const { problem, neighbours, state, jobs } = routed(input, [
      [0, 1, 2],
      [3, 4, 5],
    ]);

    expect(polishByExchange(state, neighbours, jobs, never)).toBeGreaterThan(0);

    expect(state.totalCost()).toBeCloseTo(UNCROSSED, 9);
    const solution = checkedSolutionOf(input, problem, state);
    const served = solution.routes.map((route) => route.stops.map((stop) => stop.job));
    expect(served).toEqual([
      [0, 4, 2],
      [3, 1, 5],
    ]);
  });

  it('never leaves a driver without stops, even when one route for all would be shorter', () => {
    // Three stops on a line: one van for the three is the shortest plan, but the search chose two.
    const input = instance(
      [
        [10, 0],
        [20, 0],
        [21, 0],
      ],
      3,
    );
    const { problem, neighbours, state, jobs } = routed(input, [[0, 1], [2]]);

    expect(polishByExchange(state, neighbours, jobs, never)).toBeGreaterThan(0);

    expect(state.count[0]).toBeGreaterThan(0);
    expect(state.count[1]).toBeGreaterThan(0);
    expect(state.totalCost()).toBeGreaterThan(2 * 21 + 1e-9);
    expect(checkedSolutionOf(input, problem, state).routes).toHaveLength(2);
  });

  it('keeps the crossing when the shorter routes would break a skill rule', () => {
    // Van 1's stops need what only van 1 has, van 2's what only van 2 has: no stop may change vans.
    const input = instance(
      [
        [10, 10],
        [20, -10],
        [10, -10],
        [20, 10],
      ],
      2,
      [['a'], ['a'], ['b'], ['b']],
      [['a'], ['b']],
    );
    const { problem, neighbours, state, jobs } = routed(input, [
      [0, 1],
      [2, 3],
    ]);
    const before = state.totalCost();

    expect(polishByExchange(state, neighbours, jobs, never)).toBe(0);

    expect(state.totalCost()).toBe(before);
    expect(checkedSolutionOf(input, problem, state).unassigned).toHaveLength(0);
  });
});
