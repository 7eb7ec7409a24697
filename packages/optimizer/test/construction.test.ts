import { describe, expect, it } from 'vitest';
import { productInstance } from '../bench/product-instance.js';
import type { SolveInput } from '../src/input.js';
import { solve } from '../src/solver.js';
import { warmUpInput } from '../src/warm-up.js';
import { assertValidSolution } from './checker.js';

/** Only the construction runs (no search iteration), so the result is the construction's plan. */
const constructionOnly = (input: SolveInput) =>
  solve(input, { maxIterations: 0, timeLimitMs: Number.POSITIVE_INFINITY, seed: 1 });

/** A 300-stop day (above the full-scan size, so the large-instance construction runs). */
const largeDay = (capacity?: number): SolveInput => {
  const input = productInstance(4, 300, 9);
  return { ...input, vehicles: input.vehicles.map((v) => ({ ...v, capacity })) };
};

describe('construction of a large instance', () => {
  it('serves every stop of a 300-stop day with room to spare before any search', () => {
    const input = largeDay();
    const solution = constructionOnly(input);
    assertValidSolution(input, solution);
    expect(solution.totals.unassigned).toBe(0);
  });

  it('keeps capacities on a day whose packages fill the vans, leaving out only what does not fit', () => {
    const input = productInstance(4, 300, 9);
    const solution = constructionOnly(input);
    assertValidSolution(input, solution);
    for (const route of solution.routes) {
      const load = route.stops.reduce((sum, s) => sum + (input.jobs[s.job].demand ?? 0), 0);
      expect(load).toBeLessThanOrEqual(input.vehicles[0].capacity ?? 0);
    }
    expect(solution.unassigned.every((u) => u.reason === 'no_room' || u.reason === 'time_window')).toBe(true);
  });

  it('keeps breaks, stop limits and skills while filling routes one by one', () => {
    const base = warmUpInput(250, 7, { breaks: true });
    const input: SolveInput = {
      ...base,
      vehicles: base.vehicles.map((v, i) => ({
        ...v,
        ...(i === 0 ? { maxStops: 5 } : {}),
        ...(i === 1 ? { skills: ['cold'] } : {}),
      })),
      jobs: base.jobs.map((j, i) => (i % 25 === 0 ? { ...j, skills: ['cold'] } : j)),
    };
    const solution = constructionOnly(input);
    assertValidSolution(input, solution);
    expect(solution.routes[0].stops.length).toBeLessThanOrEqual(5);
    const cold = solution.routes.flatMap((r, v) => r.stops.filter((s) => s.job % 25 === 0).map(() => v));
    expect(cold.length).toBeGreaterThan(0);
    expect(cold.every((v) => v === 1)).toBe(true);
    expect(solution.routes.every((r) => r.breaks.length === 1)).toBe(true);
  });

  it('gives the same plan for the same input', () => {
    const input = largeDay(100);
    const stops = (s: ReturnType<typeof solve>) => s.routes.map((r) => r.stops.map((x) => x.job));
    expect(stops(constructionOnly(input))).toEqual(stops(constructionOnly(input)));
  });
});
