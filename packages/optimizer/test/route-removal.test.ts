import { describe, expect, it } from 'vitest';
import { readSolomon } from '../bench/solomon-reader.js';
import { EjectionPool } from '../src/ejection.js';
import type { SolveInput } from '../src/input.js';
import { Inserter } from '../src/insertion.js';
import { buildNeighbours } from '../src/neighbours.js';
import { compileProblem } from '../src/problem.js';
import { Random } from '../src/random.js';
import { removeRoutes } from '../src/route-removal.js';
import { RouteState } from '../src/route-state.js';
import { solve } from '../src/solver.js';
import { Squeeze } from '../src/squeeze.js';
import { assertValidSolution } from './checker.js';
import { FAR_LEG, farStopInstance, LEG } from './far-stop-instance.js';
import { checkedSolutionOf } from './state-solution.js';

describe('route removal by ejection (goal fewest-vehicles)', () => {
  it('closes a route of Solomon R105 that the search without it keeps, every stop served', () => {
    const input = readSolomon('R105');
    const solution = solve(input, {
      goal: 'fewest-vehicles',
      maxIterations: 2000,
      timeLimitMs: Number.POSITIVE_INFINITY,
      seed: 1,
    });
    assertValidSolution(input, solution);
    expect(solution.totals.unassigned).toBe(0);
    // Without the route removal the same run uses 15 vans; 14 is the best known.
    expect(solution.totals.routesUsed).toBe(14);
  });
});

/**
 * One depot (location 0), stops 1-5 and 6 10 minutes apart, stop 7 25 minutes from everything. Van 1
 * (skill "far") serves 1-5 in a shift of exactly 6 legs: full. Van 2 serves 6 and has room for four
 * more stops. Van 3 (skill "far") serves only stop 7, which needs the skill. Stop 7 fits van 1 only
 * once four of van 1's stops move to van 2: no single insertion, and no ejection of two stops, makes
 * room, so closing van 3's route needs the squeeze.
 */
function threeVanInstance(): SolveInput {
  return farStopInstance([
    [6 * LEG, ['far']],
    [6 * LEG, []],
    [2 * FAR_LEG, ['far']],
  ]);
}

/** Always the last of the routes offered: route removal tries van 3's route first. */
class LastPick extends Random {
  override int(n: number): number {
    return n - 1;
  }
}

/** Route removal on the instance's routes as planned above, with or without the squeeze. */
function removeFromPlan(withSqueeze: boolean) {
  const input = threeVanInstance();
  const problem = compileProblem(input, 'distance', 1);
  const neighbours = buildNeighbours(problem, new Uint8Array(problem.jobCount).fill(1));
  const random = new Random(1);
  const inserter = new Inserter(problem, random, 0, neighbours, 0);
  const state = new RouteState(problem);
  for (let j = 0; j < 5; j++) state.insert(0, j, j);
  state.insert(1, 0, 5);
  state.insert(2, 0, 6);
  const pool = new EjectionPool(problem, inserter, random, neighbours);
  const squeeze = withSqueeze ? new Squeeze(problem, neighbours) : null;
  const saved = new RouteState(problem, false);
  const closed = removeRoutes(state, saved, pool, inserter, new LastPick(1), 200, () => false, squeeze);
  return { input, problem, state, closed, squeeze, inserter };
}

describe('route removal with the squeeze', () => {
  it('closes a route whose stop fits only once several stops move between the other routes', () => {
    const { input, problem, state, closed, squeeze, inserter } = removeFromPlan(true);

    expect(closed).toBe(1);
    expect(Array.from(state.count)).toEqual([2, 5, 0]); // four of van 1's stops went to van 2
    expect(state.routeOf[6]).toBe(0);
    expect(squeeze?.placed).toBeGreaterThan(0);
    // Van 2's route, tried next, cannot be closed: the solution with van 3 closed is kept.
    expect(checkedSolutionOf(input, problem, state).totals.routesUsed).toBe(2);
    expect(inserter.opensRoutes).toBe(true);
    expect(squeeze?.opensRoutes).toBe(true);
  });

  it('keeps every route without the squeeze, the routes as they were', () => {
    const { input, problem, state, closed } = removeFromPlan(false);

    expect(closed).toBe(0);
    expect(Array.from(state.count)).toEqual([5, 1, 1]);
    expect(state.routeOf[6]).toBe(2);
    expect(checkedSolutionOf(input, problem, state).unassigned).toHaveLength(0);
  });

  it('squeezes a stop into the used routes only, not into an unused van that could take it', () => {
    // Van 3's route emptied: unused, it could serve stop 7 alone.
    for (const opensRoutes of [true, false]) {
      const input = threeVanInstance();
      const problem = compileProblem(input, 'distance', 1);
      const neighbours = buildNeighbours(problem, new Uint8Array(problem.jobCount).fill(1));
      const state = new RouteState(problem);
      for (let j = 0; j < 5; j++) state.insert(0, j, j);
      state.insert(1, 0, 5);
      const squeeze = new Squeeze(problem, neighbours);
      squeeze.opensRoutes = opensRoutes;

      expect(squeeze.place(state, 6)).toBe(true);

      expect(Array.from(state.count)).toEqual(opensRoutes ? [5, 1, 1] : [2, 5, 0]);
      checkedSolutionOf(input, problem, state);
    }
  });
});
