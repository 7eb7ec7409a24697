import { describe, expect, it } from 'vitest';
import { readSolomon } from '../bench/solomon-reader.js';
import { solve } from '../src/solver.js';
import { assertValidSolution } from './checker.js';

/**
 * The search's path for a seed and an iteration count, pinned to the last bit: work that only makes
 * the inner loop cheaper must keep it (then more iterations fit in a time limit, and nothing else
 * changes). A change of the search itself, or of the final polish, updates these figures, measured on
 * the benchmark first.
 */
describe('search path for a seed', () => {
  it.each([
    ['R201', 1166.2648869759792],
    ['RC105', 1554.730944899342],
    ['C203', 620.2954381447233],
  ])('%s after 3,000 iterations of seed 7 is %f long', (name, distance) => {
    const input = readSolomon(name);
    const solution = solve(input, {
      objective: 'distance',
      timeLimitMs: Number.POSITIVE_INFINITY,
      maxIterations: 3000,
      seed: 7,
    });
    assertValidSolution(input, solution);
    expect(solution.totals.distance).toBe(distance);
  });
});
