import { describe, expect, it } from 'vitest';
import { solve } from '../src/solver.js';
import { warmUpInput } from '../src/warm-up.js';
import { assertValidSolution } from './checker.js';

describe('warm-up problem', () => {
  it('is a feasible 100-stop problem with windows, ASAP stops and capacities', () => {
    const input = warmUpInput();
    expect(input.jobs).toHaveLength(100);
    expect(input.jobs.some((j) => j.timeWindow)).toBe(true);
    expect(input.jobs.some((j) => j.priority === 1)).toBe(true);
    const solution = solve(input, { seed: 1, maxIterations: 300, timeLimitMs: Number.POSITIVE_INFINITY });
    assertValidSolution(input, solution);
    expect(solution.totals.unassigned).toBe(0);
  });
});
