import { describe, expect, it } from 'vitest';
import { randomInstance } from '../test/instances.js';
import { compileProblem } from './problem.js';
import { Random } from './random.js';
import { RouteState } from './route-state.js';

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
});
