import { describe, expect, it } from 'vitest';
import { checkedSolutionOf } from '../test/state-solution.js';
import { EjectionPool } from './ejection.js';
import type { SolveInput } from './input.js';
import { Inserter } from './insertion.js';
import { buildNeighbours } from './neighbours.js';
import { compileProblem } from './problem.js';
import { Random } from './random.js';
import { RouteState } from './route-state.js';
import { locationIndex, seconds } from './units.js';

/**
 * Two vans of 4 packages from one depot. Van 1 (the only one with the skill stop "e" needs) carries
 * a, b (1 each) and c (2): full. Van 2 carries d (2). Stop e (2 packages) fits only once c moves to
 * van 2.
 */
function fullVanInstance(): SolveInput {
  const n = 6;
  const matrix = new Float64Array(n * n);
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) matrix[a * n + b] = a === b ? 0 : 600;
  const van = (skills: string[]) => ({
    start: locationIndex(0),
    end: locationIndex(0),
    shiftStart: seconds(0),
    shiftEnd: seconds(8 * 3600),
    capacity: 4,
    skills,
  });
  const stop = (at: number, demand: number, skills: string[] = []) => ({
    location: locationIndex(at),
    service: seconds(300),
    demand,
    skills,
  });
  return {
    durations: matrix,
    distances: matrix,
    vehicles: [van(['fridge']), van([])],
    jobs: [stop(1, 1), stop(2, 1), stop(3, 2), stop(4, 2), stop(5, 2, ['fridge'])],
  };
}

/**
 * Van 1 (3 packages, the only one with the fridge) carries a, b and c (1 each): full. Van 2 (10
 * packages) carries d. Stop e (fridge, 3 packages) fits only once all three leave van 1.
 */
function threeOutInstance(): SolveInput {
  const input = fullVanInstance();
  const [fridgeVan, otherVan] = input.vehicles;
  const [a, b, c, d, e] = input.jobs;
  return {
    ...input,
    vehicles: [
      { ...fridgeVan, capacity: 3 },
      { ...otherVan, capacity: 10 },
    ],
    jobs: [a, b, { ...c, demand: 1 }, d, { ...e, demand: 3 }],
  };
}

/**
 * The instance's solver parts, with van 1 serving stops 0, 1 and 2, van 2 stop 3, and stop 4 left
 * out in the pool.
 */
function poolWithStopLeftOut(input: SolveInput) {
  const problem = compileProblem(input, 'duration', 1);
  const mask = new Uint8Array(5).fill(1);
  const random = new Random(1);
  const neighbours = buildNeighbours(problem, mask);
  const inserter = new Inserter(problem, random, 0, neighbours, 0);
  const state = new RouteState(problem);
  state.insert(0, 0, 0);
  state.insert(0, 1, 1);
  state.insert(0, 2, 2);
  state.insert(1, 0, 3);
  state.unassigned[state.unassignedCount++] = 4;
  inserter.find(state, 4);
  const placedWithoutEjection = inserter.route >= 0;
  const pool = new EjectionPool(problem, inserter, random, neighbours);
  pool.takeLeftOut(state);
  return { problem, state, pool, placedWithoutEjection };
}

describe('EjectionPool', () => {
  it('places a left-out stop by ejecting one that then fits in another route', () => {
    const input = fullVanInstance();
    const { problem, state, pool, placedWithoutEjection } = poolWithStopLeftOut(input);
    expect(placedWithoutEjection).toBe(false); // no place without moving another stop

    expect(pool.run(state, 20, () => false)).toBe('empty');

    expect(state.unassignedCount).toBe(0);
    expect(state.routeOf[4]).toBe(0);
    expect(state.count[1]).toBeGreaterThan(1); // a stop of van 1 moved to van 2
    expect(pool.failures[4]).toBe(1);
    expect(checkedSolutionOf(input, problem, state).unassigned).toHaveLength(0);
  });

  it('ejects three stops when no two make room', () => {
    const input = threeOutInstance();
    const { problem, state, pool } = poolWithStopLeftOut(input);
    // One step: e takes the place of a, b and c, which wait in the pool (the random moves after an
    // ejection that fails could otherwise make the room).
    expect(pool.run(state, 1, () => false)).toBe('budget');
    expect(state.routeOf[4]).toBe(0);
    expect(pool.size).toBe(3);

    expect(pool.run(state, 20, () => false)).toBe('empty');
    expect(state.count[0]).toBe(1);
    expect(state.count[1]).toBe(4);
    expect(checkedSolutionOf(input, problem, state).unassigned).toHaveLength(0);
  });
});
