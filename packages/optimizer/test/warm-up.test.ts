import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH } from '../src/defaults.js';
import { solve } from '../src/solver.js';
import { WARM_UP_OPTIONS, warmUpInput, warmUpInputs } from '../src/warm-up.js';
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

describe('warm-up solves', () => {
  const inputs = warmUpInputs();
  const solved = inputs.map((input) => {
    const solution = solve(input, {
      ...WARM_UP_OPTIONS,
      maxIterations: 100,
      timeLimitMs: Number.POSITIVE_INFINITY,
    });
    assertValidSolution(input, solution);
    return { input, solution };
  });

  it('leave stops out in one problem, so the search paths for left-out stops are compiled too', () => {
    expect(solved.some(({ solution }) => solution.unassigned.some((u) => u.reason === 'no_room'))).toBe(true);
  });

  it('include a problem above the full-scan size with breaks, for the large-instance and break loops', () => {
    const large = solved.find(({ input }) => input.jobs.length > DEFAULT_SEARCH.fullScanUpTo);
    expect(large?.input.vehicles.every((v) => (v.breaks ?? []).length > 0)).toBe(true);
    expect(large?.solution.routes.every((r) => r.breaks.length === 1)).toBe(true);
  });
});
