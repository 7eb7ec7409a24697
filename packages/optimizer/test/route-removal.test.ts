import { describe, expect, it } from 'vitest';
import { readSolomon } from '../bench/solomon-reader.js';
import { solve } from '../src/solver.js';
import { assertValidSolution } from './checker.js';

describe('route removal by ejection (goal fewest-vehicles)', () => {
  it('closes a route of Solomon R105 that the search without it keeps, every stop served', () => {
    const input = readSolomon('R105');
    const solution = solve(input, {
      goal: 'fewest-vehicles',
      maxIterations: 2000,
      timeLimitMs: Number.POSITIVE_INFINITY,
      seed: 1,
    });
    assertValidSolution(input, solution);
    expect(solution.totals.unassigned).toBe(0);
    // Without the route removal the same run uses 15 vans; 14 is the best known.
    expect(solution.totals.routesUsed).toBe(14);
  });
});
