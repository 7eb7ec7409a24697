import type { Inserter } from './insertion.js';
import type { Recreate } from './recreate.js';
import { RouteState } from './route-state.js';

/**
 * Sequential cheapest insertion: fills one vehicle at a time, seeded with the pending job farthest
 * from its start, then repeatedly inserting the pending job whose cheapest place in this route costs
 * least, until nothing fits. Uses each route's shift fully, so tight instances leave fewer jobs out
 * than parallel insertion does. Jobs that fit nowhere end up unassigned.
 */
export function constructSequential(state: RouteState, inserter: Inserter, jobs: Int32Array): void {
  const p = state.problem;
  const N = p.nodeCount;
  const pending = Int32Array.from(jobs);
  let count = pending.length;
  for (let r = 0; r < p.vehicleCount && count > 0; r++) {
    const startRow = (p.jobCount + r) * N;
    let pick = -1;
    let farthest = -1;
    for (let i = 0; i < count; i++) {
      const far = p.cost[startRow + pending[i]];
      if (!(far > farthest)) continue;
      inserter.findInRoute(state, pending[i], r);
      if (inserter.route < 0) continue;
      pick = i;
      farthest = far;
    }
    while (pick >= 0) {
      const job = pending[pick];
      inserter.findInRoute(state, job, r);
      state.insert(r, inserter.slot, job);
      pending[pick] = pending[--count];
      pick = -1;
      let cheapest = Number.POSITIVE_INFINITY;
      for (let i = 0; i < count; i++) {
        inserter.findInRoute(state, pending[i], r);
        if (inserter.route >= 0 && inserter.delta < cheapest) {
          cheapest = inserter.delta;
          pick = i;
        }
      }
    }
  }
  for (let i = 0; i < count; i++) {
    state.unassigned[state.unassignedCount++] = pending[i];
    state.routeOf[pending[i]] = -1;
  }
}

/**
 * Initial solution: the cheaper of sequential insertion and parallel cheapest insertion in each of the
 * four recreate orders (penalties for left-out jobs included). Windows, shifts and capacities hold
 * from the start, so a usable plan exists after a few milliseconds.
 */
export function construct(
  state: RouteState,
  scratch: RouteState,
  recreate: Recreate,
  inserter: Inserter,
  jobs: Int32Array,
): void {
  const empty = new RouteState(state.problem, false);
  let bestCost = Number.POSITIVE_INFINITY;
  for (let order = -1; order < 4; order++) {
    scratch.copyFrom(empty);
    scratch.begin();
    if (order < 0) constructSequential(scratch, inserter, jobs);
    else recreate.apply(scratch, jobs, jobs.length, order);
    const cost = scratch.totalCost();
    if (cost < bestCost) {
      bestCost = cost;
      state.copyFrom(scratch);
    }
  }
}
