import { describe, expect, it } from 'vitest';
import { readSolomon } from '../bench/solomon-reader.js';
import type { JobInput, SolveInput, VehicleInput } from '../src/input.js';
import type { Goal } from '../src/options.js';
import type { Solution } from '../src/output.js';
import { solve } from '../src/solver.js';
import { locationIndex, seconds } from '../src/units.js';
import { assertValidSolution } from './checker.js';
import { lcg } from './instances.js';

/** Only the iteration limit ends these runs, so results do not depend on how busy the machine is. */
const NO_TIME_LIMIT = Number.POSITIVE_INFINITY;

/** A plane of points in seconds of driving (distance = duration), jobs after the vehicles' points. */
function planeInstance(
  points: readonly (readonly [number, number])[],
  vehicles: readonly VehicleInput[],
  jobs: readonly JobInput[],
): SolveInput {
  const n = points.length;
  const matrix = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      matrix[a * n + b] = Math.hypot(points[a][0] - points[b][0], points[a][1] - points[b][1]);
    }
  }
  return { durations: matrix, distances: matrix, vehicles, jobs };
}

/** Points scattered around a centre, reproducibly. */
function cluster(random: () => number, x: number, y: number, count: number, radius: number) {
  return Array.from(
    { length: count },
    () => [x + (random() - 0.5) * radius, y + (random() - 0.5) * radius] as const,
  );
}

/**
 * Two towns 1 h apart with 8 stops each (5 min), a driver at home in each with a 12-hour shift: the
 * shortest plan sends each to their own town, one driver can do both within the shift.
 */
function twoTowns(vehicleRules: Partial<VehicleInput> = {}, jobRules: Partial<JobInput> = {}): SolveInput {
  const random = lcg(11);
  const points = [
    [0, 0] as const,
    [3600, 0] as const,
    ...cluster(random, 0, 0, 8, 900),
    ...cluster(random, 3600, 0, 8, 900),
  ];
  const vehicle = (at: number): VehicleInput => ({
    start: locationIndex(at),
    end: locationIndex(at),
    shiftStart: seconds(0),
    shiftEnd: seconds(12 * 3600),
    ...vehicleRules,
  });
  const jobs = points
    .slice(2)
    .map((_, i) => ({ location: locationIndex(i + 2), service: seconds(300), ...jobRules }));
  return planeInstance(points, [vehicle(0), vehicle(1)], jobs);
}

/**
 * A depot between a busy district (18 stops of 5 min) and a quiet one (4 stops of an hour), three
 * drivers: the shortest plan gives the busy district to one driver.
 */
function busyAndQuiet(
  vehicleRules: Partial<VehicleInput> = {},
  jobRules: Partial<JobInput> = {},
): SolveInput {
  const random = lcg(23);
  const points = [
    [0, 0] as const,
    ...cluster(random, 2400, 0, 18, 1200),
    ...cluster(random, -2400, 0, 4, 1200),
  ];
  const vehicles = Array.from({ length: 3 }, () => ({
    start: locationIndex(0),
    end: locationIndex(0),
    shiftStart: seconds(0),
    ...vehicleRules,
  }));
  const jobs = points.slice(1).map((_, i) => ({
    location: locationIndex(i + 1),
    service: seconds(i < 18 ? 300 : 3600),
    ...jobRules,
  }));
  return planeInstance(points, vehicles, jobs);
}

const solveFor = (input: SolveInput, goal: Goal, maxIterations = 3000): Solution => {
  const solution = solve(input, { goal, seed: 1, maxIterations, timeLimitMs: NO_TIME_LIMIT });
  assertValidSolution(input, solution);
  expect(solution.totals.unassigned).toBe(0);
  return solution;
};

const spread = (values: readonly number[]) => Math.max(...values) - Math.min(...values);
const stopCounts = (s: Solution) => s.routes.map((r) => r.stops.length);
const workingHours = (s: Solution) => s.routes.map((r) => (r.stops.length ? r.endArrival - r.departure : 0));

describe('goal fewest-vehicles', () => {
  const input = twoTowns();

  it('uses fewer vehicles than the shortest plan, which it pays for in travel', () => {
    const shortest = solveFor(input, 'shortest');
    const fewest = solveFor(input, 'fewest-vehicles');
    expect(shortest.totals.routesUsed).toBe(2);
    expect(fewest.totals.routesUsed).toBe(1);
    expect(fewest.totals.distance).toBeGreaterThan(shortest.totals.distance);
  });

  it('still serves every stop when one vehicle cannot do them all', () => {
    const tight = twoTowns({ shiftEnd: seconds(3 * 3600) });
    expect(solveFor(tight, 'fewest-vehicles').totals.routesUsed).toBe(2);
  });

  it('closes routes on Solomon R201 (wide windows), at some cost in distance', () => {
    const r201 = readSolomon('R201');
    const shortest = solveFor(r201, 'shortest');
    const fewest = solveFor(r201, 'fewest-vehicles');
    expect(fewest.totals.routesUsed).toBeLessThan(shortest.totals.routesUsed);
    expect(fewest.totals.routesUsed).toBeLessThanOrEqual(5);
  });
});

describe('goal balance', () => {
  const input = busyAndQuiet();

  it('balance-stops evens out the stop counts', () => {
    const shortest = solveFor(input, 'shortest');
    const balanced = solveFor(input, 'balance-stops');
    expect(spread(stopCounts(shortest))).toBeGreaterThan(4);
    expect(spread(stopCounts(balanced))).toBeLessThanOrEqual(1);
    expect(balanced.totals.routesUsed).toBe(3);
  });

  it('balance-hours evens out the working hours, not the stop counts', () => {
    const shortest = solveFor(input, 'shortest');
    const byStops = solveFor(input, 'balance-stops');
    const byHours = solveFor(input, 'balance-hours');
    const hoursSpread = spread(workingHours(byHours));
    expect(hoursSpread).toBeLessThan(spread(workingHours(shortest)) / 2);
    expect(hoursSpread).toBeLessThan(spread(workingHours(byStops)) / 2);
    expect(spread(stopCounts(byHours))).toBeGreaterThan(spread(stopCounts(byStops)));
  });

  it('is the same for the same seed and iteration limit', () => {
    const order = (s: Solution) => s.routes.map((r) => r.stops.map((stop) => stop.job));
    expect(order(solveFor(input, 'balance-hours', 500))).toEqual(
      order(solveFor(input, 'balance-hours', 500)),
    );
  });
});

describe('goals with working-day rules', () => {
  const lunch = { id: 'lunch', window: [seconds(3600), seconds(3 * 3600)], duration: seconds(1800) } as const;
  /** Every used route takes each of its breaks inside the break's window; an unused route takes none. */
  const expectBreaksInWindows = (input: SolveInput, solution: Solution) => {
    for (const route of solution.routes) {
      const declared = input.vehicles[route.vehicle].breaks ?? [];
      expect(route.breaks).toHaveLength(route.stops.length > 0 ? declared.length : 0);
      for (const b of route.breaks) {
        const [from, to] = declared[b.break].window;
        expect(b.start).toBeGreaterThanOrEqual(from);
        expect(b.start).toBeLessThanOrEqual(to);
      }
    }
  };

  it('fewest-vehicles closes a route whose van only holds its break, within capacity', () => {
    const withLunch = (capacity: number) => twoTowns({ capacity, breaks: [lunch] }, { demand: 1 });
    const roomy = withLunch(16);
    const shortest = solveFor(roomy, 'shortest');
    const fewest = solveFor(roomy, 'fewest-vehicles');
    expect(shortest.totals.routesUsed).toBe(2);
    expect(fewest.totals.routesUsed).toBe(1);
    expectBreaksInWindows(roomy, shortest);
    expectBreaksInWindows(roomy, fewest);
    // Capacity binds: 16 packages do not fit one van of 10.
    const full = withLunch(10);
    const split = solveFor(full, 'fewest-vehicles');
    expect(split.totals.routesUsed).toBe(2);
    for (const route of split.routes) expect(route.load).toBeLessThanOrEqual(10);
    expectBreaksInWindows(full, split);
  });

  it('balance-hours evens out working hours that include the breaks, within capacity', () => {
    const input = busyAndQuiet({ capacity: 12, breaks: [lunch] }, { demand: 1 });
    const shortest = solveFor(input, 'shortest');
    const byHours = solveFor(input, 'balance-hours');
    expectBreaksInWindows(input, shortest);
    expectBreaksInWindows(input, byHours);
    expect(byHours.totals.routesUsed).toBe(3);
    for (const route of byHours.routes) expect(route.load).toBeLessThanOrEqual(12);
    expect(spread(workingHours(byHours))).toBeLessThan(spread(workingHours(shortest)) / 2);
  });
});
