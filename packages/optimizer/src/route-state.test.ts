import { describe, expect, it } from 'vitest';
import { randomInstance } from '../test/instances.js';
import { compileProblem } from './problem.js';
import { Random } from './random.js';
import { RouteState } from './route-state.js';
import { buildRoute, routePlans } from './solution-builder.js';
import { seconds } from './units.js';

describe('RouteState', () => {
  it('keeps incremental insertions equal to a full recomputation', () => {
    const input = randomInstance({ seed: 5, jobs: 60, vehicles: 3, windowed: 0.5, asap: 0.3 });
    const problem = compileProblem(input, 'duration', 1);
    const state = new RouteState(problem);
    const check = new RouteState(problem, false);
    const rnd = new Random(9);
    for (let job = 0; job < 60; job++) {
      const r = rnd.int(3);
      state.insert(r, rnd.int(state.len[r] + 1), job);
      check.copyFrom(state);
      check.update(r);
      const base = r * state.stride;
      for (let i = base; i < base + state.len[r] + 2; i++) {
        expect(state.earliest[i]).toBe(check.earliest[i]);
        expect(state.latest[i]).toBeCloseTo(check.latest[i], 6);
        expect(state.asapAfter[i]).toBe(check.asapAfter[i]);
      }
      expect(state.cost[r]).toBeCloseTo(check.cost[r], 6);
      expect(state.load[r]).toBe(check.load[r]);
      for (let k = 1; k <= state.len[r]; k++) expect(state.posOf[state.nodes[base + k]]).toBe(k);
    }
  });

  it('times breaks, taken where the driver is, as the route builder does', () => {
    const base = randomInstance({ seed: 7, jobs: 30, vehicles: 2, windowed: 0.3 });
    const input = {
      ...base,
      vehicles: base.vehicles.map((v) => ({
        ...v,
        breaks: [
          { window: [seconds(3000), seconds(9000)] as const, duration: seconds(1200) },
          { window: [seconds(12_000), seconds(20_000)] as const, duration: seconds(600) },
        ],
      })),
    };
    const problem = compileProblem(input, 'duration', 1);
    const state = new RouteState(problem);
    const rnd = new Random(3);
    for (let job = 0; job < 30; job++) {
      const r = rnd.int(2);
      state.insert(r, rnd.int(state.len[r] + 1), job);
    }
    const plans = routePlans(state);
    for (let r = 0; r < 2; r++) {
      const built = buildRoute(input, r, plans[r].jobs, plans[r].breaks);
      const baseSlot = r * state.stride;
      const starts: number[] = [];
      const breakStarts: number[] = [];
      for (let i = 1; i <= state.len[r]; i++) {
        const node = state.nodes[baseSlot + i];
        (node < problem.jobCount ? starts : breakStarts).push(state.earliest[baseSlot + i]);
      }
      expect(built.stops.map((s) => s.serviceStart)).toEqual(starts);
      expect(built.breaks.map((b) => b.start)).toEqual(breakStarts);
      expect(built.endArrival).toBeCloseTo(state.earliest[baseSlot + state.len[r] + 1], 6);
    }
  });
});
