import type { SolveProgress } from './output.js';
import type { RouteState } from './route-state.js';

/** Travel cost of a state's routes (without the ASAP term or penalties). */
export function travelCost(state: RouteState): number {
  const p = state.problem;
  const N = p.nodeCount;
  let sum = 0;
  for (let r = 0; r < state.len.length; r++) {
    const m = state.len[r];
    if (state.count[r] === 0) continue;
    const base = r * state.stride;
    for (let i = 0; i <= m; i++) sum += p.cost[state.phys[base + i] * N + state.phys[base + i + 1]];
  }
  return sum;
}

/** A progress summary of a state. */
export function summarise(
  state: RouteState,
  cost: number,
  iteration: number,
  elapsedMs: number,
): SolveProgress {
  let routesUsed = 0;
  for (let r = 0; r < state.len.length; r++) if (state.count[r] > 0) routesUsed++;
  return {
    iteration,
    elapsedMs,
    cost,
    travelCost: travelCost(state),
    routesUsed,
    unassigned: state.unassignedCount,
  };
}
