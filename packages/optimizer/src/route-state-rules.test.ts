import { describe, expect, it } from 'vitest';
import { randomInstance } from '../test/instances.js';
import { GOAL_FEWEST_VEHICLES, goalCost } from './goal.js';
import type { SolveInput } from './input.js';
import { compileProblem, type Problem } from './problem.js';
import { Random } from './random.js';
import { RouteState } from './route-state.js';
import { locationIndex, seconds } from './units.js';

/**
 * The route state's bookkeeping against a plain recomputation of each route from its stops: every
 * figure the search reads (schedule, latest starts, load, weight, cost) must be what the route really
 * is after any insertion, removal, copy or undo, or the optimiser plans on wrong numbers.
 */

/** The figures of one route recomputed from its node list, written as plainly as the rules say. */
function expectedRoute(p: Problem, nodes: readonly number[]) {
  const N = p.nodeCount;
  const isBreak = (node: number) => node >= p.firstBreak;
  // A break is taken where the driver is: at the place of the slot before it.
  const places: number[] = [];
  for (const node of nodes) places.push(isBreak(node) ? places[places.length - 1] : node);
  const shift = p.shiftStart[nodes[0] - p.jobCount];
  const earliest = [shift];
  for (let i = 1; i < nodes.length; i++) {
    const arrival = earliest[i - 1] + p.service[nodes[i - 1]] + p.duration[places[i - 1] * N + places[i]];
    earliest.push(Math.max(arrival, p.ready[nodes[i]]));
  }
  const latest = new Array<number>(nodes.length);
  latest[nodes.length - 1] = p.due[nodes[nodes.length - 1]];
  for (let i = nodes.length - 2; i >= 0; i--) {
    const l = latest[i + 1] - p.duration[places[i] * N + places[i + 1]] - p.service[nodes[i]];
    latest[i] = Math.min(l, p.due[nodes[i]]);
  }
  const asapAfter = nodes.map(
    (_, i) => nodes.slice(i, nodes.length - 1).filter((n) => p.asap[n] === 1).length,
  );
  const jobSlots = nodes.map((_n, i) => i).filter((i) => i > 0 && i < nodes.length - 1 && !isBreak(nodes[i]));
  let travel = 0;
  for (let i = 1; i < nodes.length; i++) travel += p.cost[places[i - 1] * N + places[i]];
  const late = jobSlots.filter((i) => p.asap[nodes[i]] === 1).reduce((s, i) => s + earliest[i] - shift, 0);
  const jobs = jobSlots.length;
  return {
    places,
    earliest,
    latest,
    asapAfter,
    load: jobSlots.reduce((s, i) => s + p.demand[nodes[i]], 0),
    weight: jobSlots.reduce((s, i) => s + p.weight[nodes[i]], 0),
    count: jobs,
    travel: jobs === 0 ? 0 : travel,
    late,
    cost: jobs === 0 ? 0 : travel + p.asapWeight * late,
  };
}

const routeNodes = (s: RouteState, r: number): number[] =>
  Array.from(s.nodes.subarray(r * s.stride, r * s.stride + s.len[r] + 2));

/** Every figure of route r is the recomputed one, and each stop knows its route and slot. */
function expectRouteTrue(s: RouteState, r: number): void {
  const nodes = routeNodes(s, r);
  const want = expectedRoute(s.problem, nodes);
  const base = r * s.stride;
  const at = (a: Float64Array | Int32Array) => Array.from(a.subarray(base, base + nodes.length));
  expect(at(s.earliest)).toEqual(want.earliest.map((v) => expect.closeTo(v, 6)));
  expect(at(s.latest)).toEqual(want.latest.map((v) => expect.closeTo(v, 6)));
  expect(at(s.asapAfter)).toEqual(want.asapAfter);
  expect(at(s.phys)).toEqual(want.places);
  expect(s.load[r]).toBeCloseTo(want.load, 9);
  expect(s.weight[r]).toBeCloseTo(want.weight, 9);
  expect(s.count[r]).toBe(want.count);
  expect(s.travel[r]).toBeCloseTo(want.travel, 6);
  expect(s.late[r]).toBeCloseTo(want.late, 6);
  expect(s.cost[r]).toBeCloseTo(want.cost, 6);
  for (let i = 1; i < nodes.length - 1; i++) {
    expect(s.routeOf[nodes[i]]).toBe(r);
    expect(s.posOf[nodes[i]]).toBe(i);
  }
}

/** Everything a rollback must give back, as plain arrays. */
function snapshot(s: RouteState) {
  const routes = Array.from(s.len, (_, r) => {
    const base = r * s.stride;
    const end = base + s.len[r] + 2;
    return {
      nodes: Array.from(s.nodes.subarray(base, end)),
      phys: Array.from(s.phys.subarray(base, end)),
      earliest: Array.from(s.earliest.subarray(base, end)),
      latest: Array.from(s.latest.subarray(base, end)),
      asapAfter: Array.from(s.asapAfter.subarray(base, end)),
      figures: [s.len[r], s.load[r], s.weight[r], s.count[r], s.cost[r], s.travel[r], s.late[r]],
    };
  });
  const jobs = Array.from({ length: s.problem.jobCount }, (_, j) => [
    s.routeOf[j],
    s.routeOf[j] < 0 ? -1 : s.posOf[j],
  ]);
  return { routes, jobs, unassigned: Array.from(s.unassigned.subarray(0, s.unassignedCount)) };
}

/** Jobs with weights, ASAP jobs, windows; optionally two breaks per vehicle. */
function instance(seed: number, withBreaks: boolean): SolveInput {
  const base = randomInstance({ seed, jobs: 24, vehicles: 3, windowed: 0.5, asap: 0.4 });
  return {
    ...base,
    jobs: base.jobs.map((j, i) => ({ ...j, weight: 1.5 + (i % 4) })),
    vehicles: base.vehicles.map((v, i) => ({
      ...v,
      shiftStart: seconds(600 * i),
      ...(withBreaks
        ? {
            breaks: [
              { window: [seconds(3000), seconds(9000)] as const, duration: seconds(1200) },
              { window: [seconds(12_000), seconds(20_000)] as const, duration: seconds(600) },
            ],
          }
        : {}),
    })),
  };
}

/** Inserts every job at a random place, checking the changed route after each. */
function fillRandomly(state: RouteState, seed: number): void {
  const rnd = new Random(seed);
  for (let job = 0; job < state.problem.jobCount; job++) {
    const r = rnd.int(state.problem.vehicleCount);
    state.insert(r, rnd.int(state.len[r] + 1), job);
    expectRouteTrue(state, r);
  }
}

describe('RouteState keeps every figure of a route true', () => {
  it.each([false, true])('after each insertion (breaks: %s)', (withBreaks) => {
    const problem = compileProblem(instance(21, withBreaks), 'duration', 1);
    fillRandomly(new RouteState(problem), 4);
  });

  it.each([false, true])('after removing stops and recomputing the route (breaks: %s)', (withBreaks) => {
    const problem = compileProblem(instance(22, withBreaks), 'duration', 1);
    const state = new RouteState(problem);
    fillRandomly(state, 5);
    const before = routeNodes(state, 1);
    state.removeRange(1, 2, 3);
    expect(routeNodes(state, 1)).toEqual([...before.slice(0, 2), ...before.slice(5)]);
    state.update(1);
    expectRouteTrue(state, 1);
    // Down to no job: an empty route costs nothing, even with its breaks still in it.
    const jobsLeft = routeNodes(state, 1).filter((n) => n < problem.jobCount).length;
    while (routeNodes(state, 1).some((n) => n < problem.jobCount)) {
      const slot = routeNodes(state, 1).findIndex((n) => n < problem.jobCount);
      state.removeRange(1, slot, 1);
    }
    state.update(1);
    expect(jobsLeft).toBeGreaterThan(0);
    expect([state.count[1], state.travel[1], state.cost[1], state.load[1], state.weight[1]]).toEqual([
      0, 0, 0, 0, 0,
    ]);
    expectRouteTrue(state, 1);
  });

  it('starts each vehicle empty, from its start to its end, with its breaks in window order', () => {
    const problem = compileProblem(instance(23, true), 'duration', 1);
    const state = new RouteState(problem);
    const J = problem.jobCount;
    for (let r = 0; r < 3; r++) {
      const breaks = Array.from({ length: problem.breakCount }, (_, b) => problem.firstBreak + b).filter(
        (node) => problem.breakVehicle[node - problem.firstBreak] === r,
      );
      expect(routeNodes(state, r)).toEqual([J + r, ...breaks, J + 3 + r]);
      expect(breaks).toHaveLength(2);
      expectRouteTrue(state, r);
    }
    expect(state.stride).toBe(J + problem.breakCount + 2);
    expect(Array.from(state.routeOf.subarray(0, J))).toEqual(new Array(J).fill(-1));
  });
});

describe('RouteState feasibility', () => {
  it('a route without breaks is feasible; with breaks, exactly when no slot starts after its due time', () => {
    for (const withBreaks of [false, true]) {
      const problem = compileProblem(instance(24, withBreaks), 'duration', 1);
      const state = new RouteState(problem);
      const rnd = new Random(8);
      for (let job = 0; job < problem.jobCount; job++) {
        const r = rnd.int(3);
        state.insert(r, rnd.int(state.len[r] + 1), job);
        const nodes = routeNodes(state, r);
        const want = expectedRoute(problem, nodes);
        const late = nodes.some((n, i) => i > 0 && want.earliest[i] > problem.due[n] + 1e-9);
        expect(state.isFeasible(r)).toBe(withBreaks ? !late : true);
      }
    }
  });

  it('a break pushed past its window makes the route infeasible', () => {
    const input = instance(25, true);
    const problem = compileProblem(input, 'duration', 1);
    const state = new RouteState(problem);
    // All jobs on vehicle 0, in order: the first break cannot be reached before its window closes.
    for (let job = 0; job < problem.jobCount; job++) state.insert(0, job, job);
    const nodes = routeNodes(state, 0);
    const late = nodes.findIndex((n, i) => i > 0 && state.earliest[i] > problem.due[n]);
    expect(late).toBeGreaterThan(0);
    expect(state.isFeasible(0)).toBe(false);
    expect(state.isFeasible(1)).toBe(true);
  });
});

describe('RouteState feasibility at the end of the shift', () => {
  /**
   * One vehicle from location 0 and back (100 s each way) with a 10 s break, one stop of 50 s at
   * location 1 with no window, the break taken right after it: the vehicle is back at 260 s.
   */
  function oneStopThenBreak(shiftEnd: number) {
    const input: SolveInput = {
      durations: [0, 100, 100, 0],
      distances: [0, 1000, 1000, 0],
      vehicles: [
        {
          start: locationIndex(0),
          end: locationIndex(0),
          shiftStart: seconds(0),
          shiftEnd: seconds(shiftEnd),
          breaks: [{ window: [seconds(0), seconds(1000)], duration: seconds(10) }],
        },
      ],
      jobs: [{ location: locationIndex(1), service: seconds(50) }],
    };
    const state = new RouteState(compileProblem(input, 'duration', 1));
    state.insert(0, 0, 0);
    const nodes = routeNodes(state, 0);
    expect(nodes.slice(1, -1)).toEqual([0, state.problem.firstBreak]);
    expect(state.earliest[nodes.length - 1]).toBe(260);
    return state;
  }

  it('a route with breaks that is back after its shift ends is infeasible, though every stop is on time', () => {
    expect(oneStopThenBreak(250).isFeasible(0)).toBe(false);
  });

  it('back exactly at the end of the shift, or within a nanosecond of rounding after it, is on time', () => {
    expect(oneStopThenBreak(260).isFeasible(0)).toBe(true);
    // 260 - 1e-9 + 1e-9 is 260 in floating point: the tolerance itself is still on time.
    expect(oneStopThenBreak(260 - 1e-9).isFeasible(0)).toBe(true);
    expect(oneStopThenBreak(260 - 1e-6).isFeasible(0)).toBe(false);
  });
});

describe('RouteState undo', () => {
  it.each([false, true])(
    'rollback gives back every changed route and the left-out list (breaks: %s)',
    (withBreaks) => {
      const problem = compileProblem(instance(26, withBreaks), 'duration', 1);
      const state = new RouteState(problem);
      const rnd = new Random(6);
      for (let job = 0; job < 18; job++) {
        const r = rnd.int(3);
        state.insert(r, rnd.int(state.len[r] + 1), job);
      }
      for (let job = 18; job < problem.jobCount; job++) state.unassigned[state.unassignedCount++] = job;
      for (let round = 0; round < 4; round++) {
        state.begin();
        const saved = snapshot(state);
        // A change: stops out of two routes into the left-out list, a left-out job into a third.
        for (const r of [0, 1]) {
          const job = state.nodes[r * state.stride + 1];
          state.removeRange(r, 1, 1);
          state.update(r);
          state.routeOf[job] = -1;
          state.unassigned[state.unassignedCount++] = job;
        }
        const back = state.unassigned[0];
        state.unassigned[0] = state.unassigned[--state.unassignedCount];
        state.insert(2, 0, back);
        state.insert(2, state.len[2], state.unassigned[--state.unassignedCount]);
        expect(snapshot(state)).not.toEqual(saved);
        state.rollback();
        expect(snapshot(state)).toEqual(saved);
        for (let r = 0; r < 3; r++) expectRouteTrue(state, r);
        // The next change starts from this state: keep one change of this round.
        state.begin();
        state.insert(round % 3, 0, state.unassigned[--state.unassignedCount]);
      }
    },
  );

  it('a route changed twice in one change comes back as it was before the first', () => {
    const problem = compileProblem(instance(27, false), 'duration', 1);
    const state = new RouteState(problem);
    state.insert(0, 0, 0);
    state.unassigned.set([1, 2]);
    state.unassignedCount = 2;
    state.begin();
    const saved = snapshot(state);
    state.unassignedCount = 0;
    state.insert(0, 1, 1);
    state.insert(0, 0, 2);
    state.rollback();
    expect(snapshot(state)).toEqual(saved);
    expect([state.routeOf[1], state.routeOf[2]]).toEqual([-1, -1]);
  });

  it('a route changed after a rollback is saved again for the next one', () => {
    const problem = compileProblem(instance(28, false), 'duration', 1);
    const state = new RouteState(problem);
    state.unassigned.set([2]);
    state.unassignedCount = 1;
    state.begin();
    state.insert(0, 0, 0);
    state.rollback();
    state.begin();
    state.insert(0, 0, 1);
    const afterFirst = snapshot(state);
    state.begin();
    state.unassignedCount = 0;
    state.insert(0, 1, 2);
    state.rollback();
    expect(snapshot(state)).toEqual(afterFirst);
  });

  it('a rollback gives back only the routes of its own change, not those of an earlier kept one', () => {
    const problem = compileProblem(instance(35, false), 'duration', 1);
    const state = new RouteState(problem);
    for (let job = 0; job < 9; job++) state.insert(job % 3, 0, job);
    state.unassigned[state.unassignedCount++] = 9;
    // A kept change of two routes: route 1's first stop moves to route 2.
    state.begin();
    const moved = state.nodes[state.stride + 1];
    state.removeRange(1, 1, 1);
    state.update(1);
    state.insert(2, 0, moved);
    const kept = snapshot(state);
    // The next change touches route 0 only, and is rolled back.
    state.begin();
    state.unassignedCount = 0;
    state.insert(0, 0, 9);
    state.rollback();
    expect(snapshot(state)).toEqual(kept);
    expect(state.routeOf[moved]).toBe(2);
  });

  it('a state made without undo refuses to roll back', () => {
    const problem = compileProblem(instance(29, false), 'duration', 1);
    const state = new RouteState(problem, false);
    state.begin();
    state.insert(0, 0, 0);
    expect(() => state.rollback()).toThrow('rollback needs a RouteState created with undo');
    expect(state.len[0]).toBe(1);
  });

  it('copyFrom makes an exact copy, routes, stops and the left-out list', () => {
    for (const withBreaks of [false, true]) {
      const problem = compileProblem(instance(30, withBreaks), 'duration', 1);
      const state = new RouteState(problem);
      fillRandomly(state, 7);
      state.removeRange(0, 1, 2);
      state.update(0);
      state.unassigned[0] = 3;
      state.unassigned[1] = 5;
      state.unassignedCount = 2;
      const copy = new RouteState(problem, false);
      copy.copyFrom(state);
      expect(snapshot(copy)).toEqual(snapshot(state));
      expect(Array.from(copy.posOf)).toEqual(Array.from(state.posOf));
    }
  });
});

describe('RouteState total cost', () => {
  it('is the routes, the goal, each left-out job at the penalty and each left-out break at more than all jobs', () => {
    const problem = compileProblem(instance(31, true), 'duration', 1);
    const state = new RouteState(problem);
    for (let job = 0; job < 6; job++) state.insert(job % 3, 0, job);
    const routes = state.cost[0] + state.cost[1] + state.cost[2];
    expect(state.totalCost()).toBeCloseTo(routes, 6);
    state.unassigned[state.unassignedCount++] = 10;
    state.unassigned[state.unassignedCount++] = 11;
    expect(state.totalCost()).toBeCloseTo(routes + 2 * problem.penalty, 6);
    // A break out of its route (the search never keeps one out: it costs more than every job).
    const breakNode = problem.firstBreak;
    state.unassigned[state.unassignedCount++] = breakNode;
    const breakPenalty = problem.penalty * (problem.jobCount + 1);
    expect(state.totalCost()).toBeCloseTo(routes + 3 * problem.penalty + breakPenalty, 6);

    const fewest: Problem = { ...problem, goalKind: GOAL_FEWEST_VEHICLES, vehicleCost: 5000 };
    const withGoal = new RouteState(fewest);
    withGoal.copyFrom(state);
    expect(goalCost(withGoal)).toBe(3 * 5000);
    expect(withGoal.totalCost()).toBeCloseTo(routes + 15_000 + 3 * problem.penalty + breakPenalty, 6);
  });

  it('a break taken back out of the left-out list no longer costs anything', () => {
    const problem = compileProblem(instance(36, true), 'duration', 1);
    const state = new RouteState(problem);
    state.insert(0, 0, 0);
    const routes = state.cost[0] + state.cost[1] + state.cost[2];
    // Left out, a break costs a job's penalty and more than every job.
    state.unassigned[state.unassignedCount++] = problem.firstBreak;
    expect(state.totalCost()).toBeCloseTo(routes + problem.penalty * (problem.jobCount + 2), 6);
    // Put back, the list is one shorter: the slot past its end still holds the break, and must not count.
    state.unassignedCount--;
    expect(state.totalCost()).toBeCloseTo(routes, 6);
  });

  it('without breaks, left-out jobs cost the penalty each and nothing more', () => {
    const problem = compileProblem(instance(32, false), 'duration', 1);
    const state = new RouteState(problem);
    state.insert(1, 0, 0);
    state.unassigned[state.unassignedCount++] = problem.jobCount - 1;
    expect(state.totalCost()).toBeCloseTo(state.cost[1] + problem.penalty, 6);
  });
});

describe('RouteState with a vehicle that ends elsewhere than it starts', () => {
  it.each([false, true])(
    'an empty route costs nothing; a route with stops pays the drive to its end (breaks: %s)',
    (withBreaks) => {
      const base = instance(33, withBreaks);
      const input = { ...base, vehicles: base.vehicles.map((v) => ({ ...v, end: locationIndex(7) })) };
      const problem = compileProblem(input, 'duration', 1);
      const state = new RouteState(problem);
      for (let r = 0; r < 3; r++) expect([state.travel[r], state.cost[r]]).toEqual([0, 0]);
      fillRandomly(state, 9);
      for (let r = 0; r < 3; r++) expectRouteTrue(state, r);
    },
  );
});

describe('RouteState left-out list', () => {
  it('holds every job and break at once, and a copy keeps them all', () => {
    const problem = compileProblem(instance(34, true), 'duration', 1);
    const state = new RouteState(problem);
    const everything = Array.from({ length: problem.jobCount + problem.breakCount }, (_, i) =>
      i < problem.jobCount ? i : problem.firstBreak + i - problem.jobCount,
    );
    state.unassigned.set(everything);
    state.unassignedCount = everything.length;
    const copy = new RouteState(problem, false);
    copy.copyFrom(state);
    expect(Array.from(copy.unassigned.subarray(0, copy.unassignedCount))).toEqual(everything);
  });
});
