import { describe, expect, it } from 'vitest';
import { farStopInstance, LEG } from '../test/far-stop-instance.js';
import { checkedSolutionOf } from '../test/state-solution.js';
import { EjectionPool } from './ejection.js';
import type { SolveInput } from './input.js';
import { Inserter } from './insertion.js';
import { buildNeighbours } from './neighbours.js';
import { compileProblem } from './problem.js';
import { Random } from './random.js';
import { RouteState } from './route-state.js';
import { Squeeze } from './squeeze.js';

/** The far-stop instance with van 1 (skill 'far') full at 6 legs and van 2 given `van2Legs` legs. */
const withVan2Legs = (van2Legs: number): SolveInput =>
  farStopInstance([
    [6 * LEG, ['far']],
    [van2Legs * LEG, []],
  ]);

function setUp(input: SolveInput) {
  const problem = compileProblem(input, 'duration', 1);
  const mask = new Uint8Array(problem.jobCount).fill(1);
  const neighbours = buildNeighbours(problem, mask);
  const inserter = new Inserter(problem, new Random(1), 0, neighbours, 0);
  const state = new RouteState(problem);
  for (let j = 0; j < 5; j++) state.insert(0, j, j);
  state.insert(1, 0, 5);
  return { problem, inserter, state, squeeze: new Squeeze(problem, neighbours) };
}

const FAR_STOP = 6;

/** Each route's slots of a per-slot array (slots past a route's end hold leftovers). */
function routes(state: RouteState, perSlot: Int32Array | Float64Array): number[][] {
  return Array.from(state.len, (m, r) =>
    Array.from(perSlot.subarray(r * state.stride, r * state.stride + m + 2)),
  );
}

describe('Squeeze', () => {
  it('places a stop that fits only once several stops move to another route', () => {
    const input = withVan2Legs(6);
    const { problem, inserter, state, squeeze } = setUp(input);
    inserter.find(state, FAR_STOP);
    expect(inserter.route).toBe(-1); // no feasible place as the routes stand

    expect(squeeze.place(state, FAR_STOP)).toBe(true);

    expect(state.routeOf[FAR_STOP]).toBe(0);
    expect(state.count[0]).toBe(2); // four of van 1's stops went to van 2
    expect(state.count[1]).toBe(5);
    const solution = checkedSolutionOf(input, problem, state);
    expect(solution.unassigned).toHaveLength(0);
  });

  it('lets the ejection pool place the stop, which without it cannot', () => {
    for (const withSqueeze of [false, true]) {
      const { problem, inserter, state, squeeze } = setUp(withVan2Legs(6));
      state.unassigned[state.unassignedCount++] = FAR_STOP;
      const neighbours = buildNeighbours(problem, new Uint8Array(problem.jobCount).fill(1));
      const pool = new EjectionPool(problem, inserter, new Random(1), neighbours);
      pool.takeLeftOut(state);
      const outcome = pool.run(state, 200, () => false, undefined, withSqueeze ? squeeze : null);
      expect(outcome).toBe(withSqueeze ? 'empty' : 'budget');
    }
  });

  it('gives up and leaves the routes as they were when no moves remove the violation', () => {
    // Van 2 has room for three more stops, not four: stop 7 cannot be served with the others.
    const { state, squeeze } = setUp(withVan2Legs(5));
    state.unassigned[state.unassignedCount++] = FAR_STOP;
    const before = new RouteState(state.problem, false);
    before.copyFrom(state);

    expect(squeeze.place(state, FAR_STOP)).toBe(false);

    expect(squeeze.tried).toBeGreaterThan(0); // it did insert and search before giving up
    expect(state.routeOf[FAR_STOP]).toBe(-1);
    expect(Array.from(state.len)).toEqual(Array.from(before.len));
    expect(routes(state, state.nodes)).toEqual(routes(before, before.nodes));
    expect(routes(state, state.earliest)).toEqual(routes(before, before.earliest));
    expect(routes(state, state.latest)).toEqual(routes(before, before.latest));
    expect(Array.from(state.routeOf)).toEqual(Array.from(before.routeOf));
    expect(state.unassignedCount).toBe(1);
    expect(state.totalCost()).toBe(before.totalCost());
  });
});
