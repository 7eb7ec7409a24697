import { describe, expect, it } from 'vitest';
import { evaluateFixedOrders } from '../src/fixed-order.js';
import type { JobInput, SolveInput, VehicleInput } from '../src/input.js';
import type { Solution } from '../src/output.js';
import { solve } from '../src/solver.js';
import { locationIndex, seconds } from '../src/units.js';
import { assertValidSolution } from './checker.js';
import { lcg, randomInstance } from './instances.js';

/** Places 0..size-1 on a line, 1000 m (100 s) apart. */
function line(vehicles: VehicleInput[], jobs: JobInput[], size = 7): SolveInput {
  const durations = new Float64Array(size * size);
  const distances = new Float64Array(size * size);
  for (let a = 0; a < size; a++) {
    for (let b = 0; b < size; b++) {
      distances[a * size + b] = Math.abs(a - b) * 1000;
      durations[a * size + b] = Math.abs(a - b) * 100;
    }
  }
  return { durations, distances, vehicles, jobs };
}

const van = (home: number, extra: Partial<VehicleInput> = {}): VehicleInput => ({
  start: locationIndex(home),
  end: locationIndex(home),
  shiftStart: seconds(0),
  shiftEnd: seconds(20_000),
  ...extra,
});

const stop = (location: number, extra: Partial<JobInput> = {}): JobInput => ({
  location: locationIndex(location),
  service: seconds(60),
  ...extra,
});

const OPTIONS = { maxIterations: 300, timeLimitMs: Number.POSITIVE_INFINITY } as const;

/** Solves with the checker's blessing. */
function solved(input: SolveInput): Solution {
  const solution = solve(input, OPTIONS);
  assertValidSolution(input, solution);
  return solution;
}

const jobsOf = (solution: Solution): number[][] =>
  solution.routes.map((r) => r.stops.map((s) => s.job).sort((a, b) => a - b));

describe('weight capacity', () => {
  it('splits stops between vans when one van cannot carry their weight', () => {
    const jobs = [stop(1, { weight: 60 }), stop(2, { weight: 60 })];
    const free = solved(line([van(0), van(0)], jobs));
    expect(free.totals.routesUsed).toBe(1);
    const limited = solved(line([van(0, { maxWeight: 100 }), van(0, { maxWeight: 100 })], jobs));
    expect(limited.totals.routesUsed).toBe(2);
    expect(limited.routes.map((r) => r.weight)).toEqual([60, 60]);
  });

  it('leaves out a stop heavier than every van as capacity', () => {
    const input = line([van(0, { maxWeight: 100 })], [stop(1, { weight: 50 }), stop(2, { weight: 150 })]);
    expect(solved(input).unassigned).toEqual([{ job: 1, reason: 'capacity' }]);
  });
});

describe('max stops', () => {
  it('spreads stops over vans when one may serve only two', () => {
    const jobs = [stop(1), stop(2), stop(3), stop(4)];
    expect(solved(line([van(0), van(0)], jobs)).totals.routesUsed).toBe(1);
    const limited = solved(line([van(0, { maxStops: 2 }), van(0, { maxStops: 2 })], jobs));
    expect(limited.routes.map((r) => r.stops.length)).toEqual([2, 2]);
  });

  it('leaves out what no van has room to stop for as max_stops', () => {
    const input = line([van(0, { maxStops: 2 })], [stop(1), stop(2), stop(3)]);
    const solution = solved(input);
    expect(solution.unassigned).toHaveLength(1);
    expect(solution.unassigned[0].reason).toBe('max_stops');
  });
});

describe('skills and allowed vehicles', () => {
  it('sends a stop that needs a fridge to the van with one, even when another van is nearer', () => {
    const vans = [van(0), van(6, { skills: ['fridge'] })];
    const plain = solved(line(vans, [stop(1)]));
    expect(jobsOf(plain)).toEqual([[0], []]);
    const cold = solved(line(vans, [stop(1, { skills: ['fridge'] })]));
    expect(jobsOf(cold)).toEqual([[], [0]]);
  });

  it('keeps a stop with the vehicles it is allowed', () => {
    const vans = [van(0), van(6)];
    const kept = solved(line(vans, [stop(1, { vehicles: [1] }), stop(2)]));
    expect(kept.routes[1].stops.map((s) => s.job)).toContain(0);
  });

  it('leaves out a stop no van has the skill for as skill', () => {
    const input = line([van(0, { skills: ['fridge'] })], [stop(1, { skills: ['fridge', 'two-person'] })]);
    expect(solved(input).unassigned).toEqual([{ job: 0, reason: 'skill' }]);
  });
});

describe('breaks', () => {
  it('takes the break inside its window between stops and times the rest after it', () => {
    const input = line(
      [van(0, { breaks: [{ id: 'lunch', window: [seconds(250), seconds(400)], duration: seconds(600) }] })],
      [stop(1), stop(2), stop(3)],
    );
    const solution = solved(input);
    const [route] = solution.routes;
    expect(route.breaks).toHaveLength(1);
    const [lunch] = route.breaks;
    expect(lunch.breakId).toBe('lunch');
    expect(lunch.start).toBeGreaterThanOrEqual(250);
    expect(lunch.start).toBeLessThanOrEqual(400);
    expect(route.endArrival).toBe(600 + 180 + 600);
  });

  it('drops a stop that the break leaves no time for, which fits without the break', () => {
    const jobs = [
      stop(1, { timeWindow: [seconds(1000), seconds(1000)] }),
      stop(2, { timeWindow: [seconds(1500), seconds(1500)] }),
    ];
    expect(solved(line([van(0)], jobs)).unassigned).toEqual([]);
    const lunch = { window: [seconds(900), seconds(1400)], duration: seconds(400) } as const;
    const solution = solved(line([van(0, { breaks: [lunch] })], jobs));
    expect(solution.unassigned).toHaveLength(1);
    expect(solution.unassigned[0].reason).toBe('no_room');
    expect(solution.routes[0].breaks).toHaveLength(1);
  });

  it('takes a break before the first stop or after the last when its window asks for it', () => {
    const early = line(
      [van(0, { breaks: [{ window: [seconds(0), seconds(50)], duration: seconds(500) }] })],
      [stop(1)],
    );
    const first = solved(early).routes[0];
    expect(first.breaks).toMatchObject([{ afterStops: 0, start: 0 }]);
    expect(first.stops[0].arrival).toBe(600);
    const late = line(
      [van(0, { breaks: [{ window: [seconds(5000), seconds(6000)], duration: seconds(500) }] })],
      [stop(1)],
    );
    const last = solved(late).routes[0];
    expect(last.breaks).toMatchObject([{ afterStops: 1, start: 5000 }]);
    expect(last.endArrival).toBe(5600);
  });

  it('takes no break in an unused route', () => {
    const input = line(
      [van(0), van(0, { breaks: [{ window: [seconds(0), seconds(100)], duration: seconds(300) }] })],
      [stop(1)],
    );
    const solution = solved(input);
    expect(solution.routes[0].stops).toHaveLength(1);
    expect(solution.routes[1].breaks).toEqual([]);
  });

  it('reports stops of a van whose break cannot fit its shift as shift', () => {
    const input = line(
      [
        van(0, {
          shiftEnd: seconds(1000),
          breaks: [{ window: [seconds(2000), seconds(3000)], duration: seconds(60) }],
        }),
      ],
      [stop(1)],
    );
    expect(solved(input).unassigned).toEqual([{ job: 0, reason: 'shift' }]);
  });
});

describe('shift end and places', () => {
  it('drops the farthest stop when the shift ends too soon for all', () => {
    const jobs = [stop(1), stop(2), stop(3)];
    expect(solved(line([van(0)], jobs)).unassigned).toEqual([]);
    const short = solved(line([van(0, { shiftEnd: seconds(700) })], jobs));
    expect(short.unassigned).toEqual([{ job: 2, reason: 'no_room' }]);
  });

  it('reports a window outside every shift as shift', () => {
    const input = line([van(0)], [stop(1, { timeWindow: [seconds(30_000), seconds(31_000)] })]);
    expect(solved(input).unassigned).toEqual([{ job: 0, reason: 'shift' }]);
  });

  it('gives each van the stops near its own home', () => {
    const jobs = [stop(1), stop(2), stop(4), stop(5)];
    const shared = solved(line([van(0), van(0)], jobs));
    expect(shared.totals.routesUsed).toBe(1);
    const homes = solved(line([van(0), van(6)], jobs));
    expect(jobsOf(homes)).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('ends an open route at its last stop', () => {
    const input = line([{ start: locationIndex(0), shiftStart: seconds(0) }], [stop(2), stop(4)]);
    const [route] = solved(input).routes;
    expect(route.endLegDuration).toBe(0);
    expect(route.endArrival).toBe(400 + 120);
  });
});

describe('fixed orders with breaks', () => {
  it('takes the break in the gap that keeps the windows and times the stops after it', () => {
    const input = line(
      [van(0, { breaks: [{ window: [seconds(300), seconds(500)], duration: seconds(600) }] })],
      [stop(1), stop(2, { timeWindow: [seconds(0), seconds(300)] }), stop(3)],
    );
    const [route] = evaluateFixedOrders(input, [[0, 1, 2]]).routes;
    expect(route.breaks).toMatchObject([{ afterStops: 2, start: 320 }]);
    expect(route.stops.map((s) => s.violation)).toEqual([null, null, null]);
    expect(route.stops[2].arrival).toBe(320 + 600 + 100);
  });
});

describe('every rule at once', () => {
  it.each([1, 2, 3, 4])('passes the checker on a random instance with all rules (seed %i)', (seed) => {
    const base = randomInstance({ seed, jobs: 60, vehicles: 4, windowed: 0.3, asap: 0.1, capacity: 40 });
    const rnd = lcg(seed + 100);
    const skills = ['fridge', 'two-person'];
    const input: SolveInput = {
      ...base,
      vehicles: base.vehicles.map((v, i) => ({
        ...v,
        maxWeight: 300,
        maxStops: 18,
        skills: i % 2 === 0 ? skills : [],
        breaks: [{ id: `b${i}`, window: [seconds(10_000), seconds(14_000)], duration: seconds(1800) }],
      })),
      jobs: base.jobs.map((j) => ({
        ...j,
        weight: Math.round(rnd() * 30),
        ...(rnd() < 0.2 && { skills: [skills[Math.floor(rnd() * 2)]] }),
        ...(rnd() < 0.1 && { vehicles: [Math.floor(rnd() * 4)] }),
      })),
    };
    const solution = solve(input, { seed, maxIterations: 500, timeLimitMs: Number.POSITIVE_INFINITY });
    assertValidSolution(input, solution);
    for (const route of solution.routes) expect(route.breaks).toHaveLength(route.stops.length > 0 ? 1 : 0);
  });
});

/** A random instance with every rule drawn at random: shifts, weights, stop limits, skills, 0–2 breaks. */
function mixedInstance(seed: number): SolveInput {
  const rnd = lcg(seed * 7);
  const base = randomInstance({
    seed,
    jobs: 20 + Math.floor(rnd() * 60),
    vehicles: 1 + Math.floor(rnd() * 5),
    windowed: rnd(),
    asap: rnd() * 0.3,
    capacity: rnd() < 0.5 ? 30 : undefined,
    open: rnd() < 0.3,
    broken: rnd() < 0.2 ? 2 : 0,
  });
  return {
    ...base,
    vehicles: base.vehicles.map((v, i) => ({
      ...v,
      shiftStart: seconds(rnd() * 3000),
      shiftEnd: rnd() < 0.5 ? seconds(8 * 3600 * (0.5 + rnd() * 0.5)) : v.shiftEnd,
      ...(rnd() < 0.5 && { maxWeight: 100 + rnd() * 300 }),
      ...(rnd() < 0.4 && { maxStops: Math.floor(rnd() * 15) }),
      ...(rnd() < 0.5 && { skills: rnd() < 0.5 ? ['a'] : ['a', 'b'] }),
      breaks: Array.from({ length: Math.floor(rnd() * 3) }, (_, k) => {
        const from = rnd() * 20_000;
        return {
          id: `${i}-${k}`,
          window: [seconds(from), seconds(from + rnd() * 5000)] as const,
          duration: seconds(rnd() * 2000),
        };
      }),
    })),
    jobs: base.jobs.map((j) => ({
      ...j,
      ...(rnd() < 0.5 && { weight: rnd() * 40 }),
      ...(rnd() < 0.2 && { skills: [rnd() < 0.5 ? 'a' : 'b'] }),
      ...(rnd() < 0.1 && { vehicles: [Math.floor(rnd() * base.vehicles.length)] }),
    })),
  };
}

describe('random working days', () => {
  it.each(Array.from({ length: 30 }, (_, i) => i + 1))(
    'passes the checker and times its own orders without violations (seed %i)',
    (seed) => {
      const input = mixedInstance(seed);
      const solution = solve(input, { seed, maxIterations: 400, timeLimitMs: Number.POSITIVE_INFINITY });
      assertValidSolution(input, solution);
      const fixed = evaluateFixedOrders(
        input,
        solution.routes.map((r) => r.stops.map((s) => s.job)),
      );
      expect(fixed.routes.flatMap((r) => r.stops.filter((s) => s.violation !== null))).toEqual([]);
    },
  );
});

describe('large instances', () => {
  it('keeps every rule when insertion tries only the places near each stop (above 200 stops)', () => {
    const base = randomInstance({ seed: 77, jobs: 260, vehicles: 8, windowed: 0.2, capacity: 60 });
    const rnd = lcg(77);
    const input: SolveInput = {
      ...base,
      vehicles: base.vehicles.map((v, i) => ({
        ...v,
        maxWeight: 400,
        maxStops: 40,
        skills: i < 4 ? ['fridge'] : [],
        breaks: [{ window: [seconds(12_000), seconds(16_000)], duration: seconds(1800) }],
      })),
      jobs: base.jobs.map((j) => ({
        ...j,
        weight: Math.round(rnd() * 20),
        ...(rnd() < 0.15 && { skills: ['fridge'] }),
      })),
    };
    const solution = solve(input, { seed: 77, maxIterations: 300, timeLimitMs: Number.POSITIVE_INFINITY });
    assertValidSolution(input, solution);
    expect(solution.totals.assigned).toBeGreaterThan(150);
  });
});
