import { describe, expect, it } from 'vitest';
import { checkedSolutionOf } from '../test/state-solution.js';
import { EjectionPool } from './ejection.js';
import type { SolveInput } from './input.js';
import { Inserter } from './insertion.js';
import { buildNeighbours } from './neighbours.js';
import { compileProblem } from './problem.js';
import { Random } from './random.js';
import { RouteState } from './route-state.js';
import { Squeeze } from './squeeze.js';
import { locationIndex, seconds } from './units.js';

const LEG = 600;
const FAR_LEG = 1500;

/**
 * One depot (location 0), stops 1-5 and 6 10 minutes apart, stop 7 25 minutes from everything.
 * Van 1 (the only one with the skill stop 7 needs) serves 1-5 in a shift of exactly 6 legs: full.
 * Van 2 serves 6 and has `van2Legs` legs of shift. Stop 7 adds 40 minutes to van 1 wherever it goes,
 * so it fits only once four of van 1's stops move to van 2: no single insertion, and no ejection of
 * two stops, makes room.
 */
function farStopInstance(van2Legs: number): SolveInput {
  const n = 8;
  const matrix = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) matrix[a * n + b] = a === b ? 0 : a === 7 || b === 7 ? FAR_LEG : LEG;
  }
  const van = (legs: number, skills: string[]) => ({
    start: locationIndex(0),
    end: locationIndex(0),
    shiftStart: seconds(0),
    shiftEnd: seconds(legs * LEG),
    skills,
  });
  const stop = (at: number, skills: string[] = []) => ({
    location: locationIndex(at),
    service: seconds(0),
    skills,
  });
  return {
    durations: matrix,
    distances: matrix,
    vehicles: [van(6, ['far']), van(van2Legs, [])],
    jobs: [stop(1), stop(2), stop(3), stop(4), stop(5), stop(6), stop(7, ['far'])],
  };
}

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
    const input = farStopInstance(6);
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
      const { problem, inserter, state, squeeze } = setUp(farStopInstance(6));
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
    const { state, squeeze } = setUp(farStopInstance(5));
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
