import { describe, expect, it } from 'vitest';
import { productInstance } from '../bench/product-instance.js';
import { readBestKnown, readSolomon } from '../bench/solomon-reader.js';
import type { SolveInput } from '../src/input.js';
import { solve } from '../src/solver.js';
import { assertValidSolution } from './checker.js';
import { randomInstance } from './instances.js';

/** Only the iteration limit ends these runs, so results do not depend on how busy the machine is. */
const NO_TIME_LIMIT = Number.POSITIVE_INFINITY;

const sequences = (input: SolveInput, seed: number, maxIterations: number) =>
  solve(input, { seed, maxIterations, timeLimitMs: NO_TIME_LIMIT }).routes.map((r) =>
    r.stops.map((s) => s.job),
  );

describe('random instances', () => {
  const specs = Array.from({ length: 40 }, (_, i) => ({
    seed: 1000 + i,
    jobs: 5 + ((i * 7) % 70),
    vehicles: 1 + (i % 5),
    windowed: [0, 0.3, 0.7, 1][i % 4],
    asap: [0, 0.1, 0.3][i % 3],
    capacity: i % 3 === 0 ? undefined : 20 + (i % 4) * 15,
    broken: i % 5 === 0 ? 3 : 0,
    open: i % 7 === 3,
  }));
  it.each(specs)(
    'solution of random instance $seed ($jobs jobs, $vehicles vehicles) passes the checker',
    (spec) => {
      const input = randomInstance(spec);
      const solution = solve(input, { seed: spec.seed, maxIterations: 400, timeLimitMs: NO_TIME_LIMIT });
      assertValidSolution(input, solution);
      expect(solution.stats.stoppedBy).toBe('iterations');
    },
  );

  it('gives the same routes for the same seed and iteration limit', () => {
    const input = randomInstance({ seed: 7, jobs: 60, vehicles: 4, windowed: 0.5, asap: 0.2, capacity: 60 });
    expect(sequences(input, 3, 800)).toEqual(sequences(input, 3, 800));
  });

  it('improves on the construction with more iterations', () => {
    const input = randomInstance({ seed: 8, jobs: 70, vehicles: 4, windowed: 0.3 });
    const first = solve(input, { seed: 1, maxIterations: 0, timeLimitMs: NO_TIME_LIMIT });
    const later = solve(input, { seed: 1, maxIterations: 3000, timeLimitMs: NO_TIME_LIMIT });
    expect(later.totals.travelDuration).toBeLessThan(first.totals.travelDuration * 0.97);
  });
});

describe('Solomon instances', () => {
  const bks = readBestKnown();
  it.each(['C101', 'R101', 'R201', 'RC102', 'RC202'])(
    '%s within 3 percent of the best known distance',
    (name) => {
      const input = readSolomon(name);
      const solution = solve(input, {
        objective: 'distance',
        seed: 1,
        maxIterations: 15_000,
        timeLimitMs: NO_TIME_LIMIT,
      });
      assertValidSolution(input, solution);
      expect(solution.totals.unassigned).toBe(0);
      const best = bks.get(name)?.distance ?? Number.NaN;
      expect(solution.totals.distance / best - 1).toBeLessThan(0.03);
    },
  );
});

describe('limits and cancellation', () => {
  const input = readSolomon('R201');

  // How good a 500-stop plan gets within the product's time limit is a speed figure:
  // `npm run bench:product -w packages/optimizer` measures it.
  it('places most of a 500-stop product instance within 300 iterations', () => {
    const product = productInstance(3, 500, 10);
    const solution = solve(product, { maxIterations: 300, seed: 3, timeLimitMs: NO_TIME_LIMIT });
    expect(solution.stats.stoppedBy).toBe('iterations');
    // Construction alone leaves 63 out; the search must bring it well below.
    expect(solution.totals.unassigned).toBeLessThan(40);
    assertValidSolution(product, solution);
  });

  it('ends the search at the time limit when no iteration limit comes first', () => {
    const solution = solve(input, { objective: 'distance', timeLimitMs: 300 });
    expect(solution.stats.stoppedBy).toBe('time');
    assertValidSolution(input, solution);
  });

  it('stops when shouldStop returns true and returns a valid solution', () => {
    let calls = 0;
    const solution = solve(input, {
      objective: 'distance',
      timeLimitMs: NO_TIME_LIMIT,
      shouldStop: () => ++calls > 50,
    });
    expect(solution.stats.stoppedBy).toBe('cancelled');
    expect(solution.stats.iterations).toBe(50);
    assertValidSolution(input, solution);
  });

  it('stops on an aborted signal', () => {
    const controller = new AbortController();
    let iterationsAtAbort = -1;
    const solution = solve(input, {
      objective: 'distance',
      timeLimitMs: NO_TIME_LIMIT,
      progressIntervalMs: 10,
      onProgress: (progress) => {
        iterationsAtAbort = progress.iteration;
        controller.abort();
      },
      signal: controller.signal,
    });
    expect(solution.stats.stoppedBy).toBe('cancelled');
    // The iteration under way when the signal fired is the last one.
    expect(solution.stats.iterations).toBe(iterationsAtAbort + 1);
    assertValidSolution(input, solution);
  });

  it('reports improvements', () => {
    const costs: number[] = [];
    solve(input, {
      objective: 'distance',
      maxIterations: 2000,
      timeLimitMs: NO_TIME_LIMIT,
      onImprovement: (p) => costs.push(p.cost),
    });
    expect(costs.length).toBeGreaterThan(1);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
  });
});

describe('ASAP stops', () => {
  it('serves ASAP stops earlier than the same stops without priority', () => {
    let withPriority = 0;
    let without = 0;
    for (let seed = 1; seed <= 5; seed++) {
      const base = randomInstance({ seed, jobs: 40, vehicles: 2, windowed: 0, asap: 0 });
      const asapJobs = new Set([3, 11, 17, 25, 33]);
      const prioritised = {
        ...base,
        jobs: base.jobs.map((j, k) => ({ ...j, priority: asapJobs.has(k) ? 1 : 0 }) as const),
      };
      const startOf = (input: SolveInput) => {
        const solution = solve(input, { seed, maxIterations: 2000, timeLimitMs: NO_TIME_LIMIT });
        assertValidSolution(input, solution);
        return solution.routes
          .flatMap((r) => r.stops)
          .filter((s) => asapJobs.has(s.job))
          .reduce((sum, s) => sum + s.serviceStart, 0);
      };
      withPriority += startOf(prioritised);
      without += startOf(base);
    }
    expect(withPriority).toBeLessThan(without * 0.6);
  });
});
