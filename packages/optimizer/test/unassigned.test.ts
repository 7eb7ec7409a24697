import { describe, expect, it } from 'vitest';
import type { JobInput, SolveInput } from '../src/input.js';
import { solve } from '../src/solver.js';
import { locationIndex, seconds } from '../src/units.js';
import { assertValidSolution } from './checker.js';

/** Five places on a line, 1000 m (100 s) apart; place 4 has no roads in or out. */
function line(jobs: JobInput[], shiftEnd = 10_000, capacity?: number): SolveInput {
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
  return {
    durations,
    distances,
    vehicles: [
      {
        start: locationIndex(0),
        end: locationIndex(0),
        shiftStart: seconds(0),
        shiftEnd: seconds(shiftEnd),
        capacity,
      },
    ],
    jobs,
  };
}

const job = (location: number, extra: Partial<JobInput> = {}): JobInput => ({
  location: locationIndex(location),
  service: seconds(60),
  ...extra,
});

describe('unassigned jobs', () => {
  it('reports a job behind a missing road as unroutable', () => {
    const input = line([job(1), job(4), job(2)]);
    const solution = solve(input, { maxIterations: 100 });
    assertValidSolution(input, solution);
    expect(solution.unassigned).toEqual([{ job: 1, reason: 'unroutable' }]);
  });

  it('reports a window that closes before anyone can arrive as time_window', () => {
    const input = line([job(1), job(3, { timeWindow: [seconds(0), seconds(250)] }), job(2)]);
    const solution = solve(input, { maxIterations: 100 });
    assertValidSolution(input, solution);
    expect(solution.unassigned).toEqual([{ job: 1, reason: 'time_window' }]);
  });

  it('reports a job that cannot fit in the shift as time_window', () => {
    const input = line([job(1), job(3, { service: seconds(2000) })], 2500);
    const solution = solve(input, { maxIterations: 100 });
    assertValidSolution(input, solution);
    expect(solution.unassigned).toEqual([{ job: 1, reason: 'time_window' }]);
  });

  it('reports a demand larger than every vehicle as capacity', () => {
    const input = line([job(1, { demand: 3 }), job(2, { demand: 30 })], 10_000, 10);
    const solution = solve(input, { maxIterations: 100 });
    assertValidSolution(input, solution);
    expect(solution.unassigned).toEqual([{ job: 1, reason: 'capacity' }]);
  });

  it('reports jobs feasible alone but not together as no_room', () => {
    const window = [seconds(1000), seconds(1000)] as const;
    const input = line([job(1, { timeWindow: window }), job(3, { timeWindow: window })]);
    const solution = solve(input, { maxIterations: 100 });
    assertValidSolution(input, solution);
    expect(solution.unassigned).toHaveLength(1);
    expect(solution.unassigned[0].reason).toBe('no_room');
  });

  it('handles no jobs and no vehicles', () => {
    const empty = line([]);
    assertValidSolution(empty, solve(empty));
    const noFleet = { ...line([job(1), job(2)]), vehicles: [] };
    const solution = solve(noFleet);
    assertValidSolution(noFleet, solution);
    expect(solution.unassigned.map((u) => u.reason)).toEqual(['unroutable', 'unroutable']);
  });

  it('rejects malformed input', () => {
    expect(() => solve({ ...line([job(9)]) })).toThrow(RangeError);
    expect(() => solve({ ...line([]), durations: [0, 1, 2] })).toThrow(RangeError);
  });
});
