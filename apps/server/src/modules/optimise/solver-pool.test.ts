import { locationIndex, type SolveInput, seconds } from '@rp/optimizer';
import { describe, expect, it } from 'vitest';
import { createSolverPool } from './solver-pool.js';

/** Three stops on a line from a depot. */
const input: SolveInput = {
  durations: [0, 60, 120, 180, 60, 0, 60, 120, 120, 60, 0, 60, 180, 120, 60, 0],
  distances: [0, 500, 1000, 1500, 500, 0, 500, 1000, 1000, 500, 0, 500, 1500, 1000, 500, 0],
  vehicles: [{ start: locationIndex(0), end: locationIndex(0), shiftStart: seconds(8 * 3600) }],
  jobs: [1, 2, 3].map((at) => ({ location: locationIndex(at), service: seconds(120) })),
};

describe('solver pool', () => {
  it('serves a job that comes while its workers warm up, in place of the warm-up', async () => {
    const pool = createSolverPool(1, { warmUp: true });
    try {
      const solution = await pool.solve(input, { maxIterations: 50, timeLimitMs: 60_000 });
      expect(solution.totals.assigned).toBe(3);
      expect(solution.stats.stoppedBy).toBe('iterations');
    } finally {
      await pool.close();
    }
  });

  it('serves every job queued while its worker goes through its warm-up solves', async () => {
    const pool = createSolverPool(1, { warmUp: true });
    try {
      const options = { maxIterations: 50, timeLimitMs: 60_000 };
      const solutions = await Promise.all([pool.solve(input, options), pool.solve(input, options)]);
      expect(solutions.map((s) => s.totals.assigned)).toEqual([3, 3]);
    } finally {
      await pool.close();
    }
  });

  it('closes while warming up', async () => {
    const pool = createSolverPool(2, { warmUp: true });
    await expect(pool.close()).resolves.toBeUndefined();
    await expect(pool.solve(input, {})).rejects.toThrow('shutting down');
  });
});
