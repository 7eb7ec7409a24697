import { describe, expect, it } from 'vitest';
import { evaluateFixedOrders, type FixedOrderResult } from '../src/fixed-order.js';
import type { JobInput, SolveInput } from '../src/input.js';
import type { Solution } from '../src/output.js';
import { solve } from '../src/solver.js';
import { locationIndex, metres, seconds } from '../src/units.js';
import { checkSolution } from './checker.js';
import { lcg, randomInstance } from './instances.js';

/** Five places on a line, 1000 m (100 s) apart; place 4 has no roads in or out. One vehicle from 0 back to 0. */
function line(jobs: JobInput[]): SolveInput {
  const n = 5;
  const durations = new Float64Array(n * n);
  const distances = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      distances[a * n + b] = Math.abs(a - b) * 1000;
      durations[a * n + b] = Math.abs(a - b) * 100;
      if ((a === 4 || b === 4) && a !== b) durations[a * n + b] = Number.NaN;
    }
  }
  const vehicles = [{ start: locationIndex(0), end: locationIndex(0), shiftStart: seconds(1000) }];
  return { durations, distances, vehicles, jobs };
}

const job = (location: number, extra: Partial<JobInput> = {}): JobInput => ({
  location: locationIndex(location),
  service: seconds(60),
  ...extra,
});

/** The fixed result as a `Solution`, so the independent checker can re-time it. */
function asSolution(result: FixedOrderResult): Solution {
  const routes = result.routes;
  const sum = (f: (r: (typeof routes)[number]) => number) => routes.reduce((a, r) => a + f(r), 0);
  return {
    routes,
    unassigned: [],
    totals: {
      distance: metres(sum((r) => r.distance)),
      travelDuration: seconds(sum((r) => r.travelDuration)),
      serviceDuration: seconds(sum((r) => r.serviceDuration)),
      waitingDuration: seconds(sum((r) => r.waitingDuration)),
      totalDuration: seconds(sum((r) => r.totalDuration)),
      routesUsed: routes.filter((r) => r.stops.length > 0).length,
      assigned: sum((r) => r.stops.length),
      unassigned: 0,
    },
    stats: { iterations: 0, evaluations: 0, elapsedMs: 0, cost: 0, stoppedBy: 'done' },
  };
}

describe('evaluateFixedOrders', () => {
  it.each([11, 12, 13, 14])("gives back the solver's own routes for its orders (instance %i)", (seed) => {
    const input = randomInstance({ seed, jobs: 40, vehicles: 3, windowed: 0.5, asap: 0.2, capacity: 60 });
    const solution = solve(input, { seed, maxIterations: 300, timeLimitMs: 60_000 });
    const orders = solution.routes.map((r) => r.stops.map((s) => s.job));
    const fixed = evaluateFixedOrders(input, orders);
    expect(fixed.routes.flatMap((r) => r.stops.map((s) => s.violation))).toEqual(
      orders.flat().map(() => null),
    );
    const withoutViolations = fixed.routes.map((r) => ({
      ...r,
      stops: r.stops.map(({ violation: _, ...stop }) => stop),
    }));
    expect(withoutViolations).toEqual(solution.routes);
    expect(fixed.unvisited).toEqual(solution.unassigned.map((u) => u.job));
  });

  it('times any order without windows as the independent checker does', () => {
    const input = randomInstance({ seed: 21, jobs: 30, vehicles: 2, windowed: 0 });
    const rnd = lcg(5);
    const shuffled = input.jobs.map((_, j) => j).sort(() => rnd() - 0.5);
    const fixed = evaluateFixedOrders(input, [shuffled.slice(0, 12), shuffled.slice(12)]);
    expect(checkSolution(input, asSolution(fixed))).toEqual([]);
    expect(fixed.routes[0]?.stops.map((s) => s.job)).toEqual(shuffled.slice(0, 12));
    expect(fixed.unvisited).toEqual([]);
  });

  it('waits for a window to open, serves a late stop late and marks it time_window', () => {
    // leave 0 at 1000: place 2 at 1200 (window opens 1500), place 1 at 1500 + 60 + 100 = 1660 (closed at 1600)
    const input = line([
      job(1, { timeWindow: [seconds(0), seconds(1600)] }),
      job(2, { timeWindow: [seconds(1500), seconds(5000)] }),
    ]);
    const [route] = evaluateFixedOrders(input, [[1, 0]]).routes;
    expect(route?.stops).toMatchObject([
      { job: 1, arrival: 1200, waiting: 300, serviceStart: 1500, departure: 1560, violation: null },
      { job: 0, arrival: 1660, waiting: 0, serviceStart: 1660, legDistance: 1000, violation: 'time_window' },
    ]);
    expect(route).toMatchObject({
      distance: 4000,
      travelDuration: 400,
      endArrival: 1820,
      totalDuration: 820,
    });
  });

  it('drives past a stop no road leads to, marking it unroutable, and times the rest without it', () => {
    const input = line([job(1), job(4), job(3)]);
    const [route] = evaluateFixedOrders(input, [[0, 1, 2]]).routes;
    expect(route?.stops).toMatchObject([
      { job: 0, arrival: 1100, departure: 1160, violation: null },
      { job: 1, arrival: 1160, legDistance: 0, legDuration: 0, violation: 'unroutable' },
      { job: 2, arrival: 1360, legDistance: 2000, legDuration: 200, violation: null },
    ]);
    expect(route).toMatchObject({ distance: 6000, travelDuration: 600, serviceDuration: 120 });
  });

  it('lists the jobs in no order and leaves a vehicle without an order at home', () => {
    const input = line([job(1), job(2), job(3)]);
    const result = evaluateFixedOrders(input, [[2]]);
    expect(result.unvisited).toEqual([0, 1]);
    const twoVehicles = { ...input, vehicles: [...input.vehicles, ...input.vehicles] };
    const [, idle] = evaluateFixedOrders(twoVehicles, [[0]]).routes;
    expect(idle).toMatchObject({ stops: [], distance: 0, totalDuration: 0 });
  });

  it('rejects orders naming a missing job, a job twice, or more vehicles than there are', () => {
    const input = line([job(1), job(2)]);
    expect(() => evaluateFixedOrders(input, [[0, 2]])).toThrow(RangeError);
    expect(() => evaluateFixedOrders(input, [[0, 1, 0]])).toThrow(RangeError);
    expect(() => evaluateFixedOrders(input, [[0], [1]])).toThrow(RangeError);
  });
});
