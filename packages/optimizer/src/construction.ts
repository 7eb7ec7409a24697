import type { Inserter } from './insertion.js';
import { constructNearSequential, NearSequentialScratch } from './near-sequential.js';
import type { NeighbourLists } from './neighbours.js';
import type { Recreate } from './recreate.js';
import { RouteState } from './route-state.js';

/**
 * Sequential cheapest insertion: fills one vehicle at a time, seeded with the pending job farthest
 * from its start, then repeatedly inserting the pending job whose cheapest place in this route costs
 * least, until nothing fits. Uses each route's shift fully, so tight instances leave fewer jobs out
 * than parallel insertion does. Jobs that fit nowhere end up unassigned. Gives up (returns false)
 * when the clock passes `deadline`.
 */
export function constructSequential(
  state: RouteState,
  inserter: Inserter,
  jobs: Int32Array,
  deadline = Number.POSITIVE_INFINITY,
): boolean {
  const p = state.problem;
  const N = p.nodeCount;
  const pending = Int32Array.from(jobs);
  let count = pending.length;
  for (let r = 0; r < p.vehicleCount && count > 0; r++) {
    if (performance.now() > deadline) return false;
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
  return true;
}

/** Construction tries: parallel far-first, sequential (-1), then the other parallel orders. */
const ATTEMPTS = [2, -1, 1, 0, 3] as const;

/**
 * Construction tries on large instances: near-sequential insertion with these far-stop bonuses
 * (measured on the 2,000-stop product instance: 2 serves every stop on two seeds of three, 1 and 0.5
 * leave fewest out on the tighter 500-stop one), then parallel far-first.
 */
const LARGE_ATTEMPTS = [2, 1, 0.5, -1, 3, 0] as const;

/**
 * Initial solution: the cheapest (penalties for left-out jobs included) of parallel cheapest
 * insertion in the four recreate orders and sequential insertion. The first attempt always runs;
 * the others only while the clock is before `deadline`. Windows, shifts and capacities hold from the
 * start. With `neighbours` (a large instance), the tries are those of `LARGE_ATTEMPTS` instead, and
 * the first that leaves no job out ends the construction: a plan that serves every stop is what the
 * user waits for, the search shortens it.
 */
export function construct(
  state: RouteState,
  scratch: RouteState,
  recreate: Recreate,
  inserter: Inserter,
  jobs: Int32Array,
  deadline: number,
  neighbours?: NeighbourLists,
): void {
  const empty = new RouteState(state.problem, false);
  let bestCost = Number.POSITIVE_INFINITY;
  const keepCheapest = () => {
    const cost = scratch.totalCost();
    if (cost < bestCost) {
      bestCost = cost;
      state.copyFrom(scratch);
    }
  };
  if (neighbours) {
    const near = new NearSequentialScratch(state.problem.jobCount);
    for (const farBonus of LARGE_ATTEMPTS) {
      if (bestCost < Number.POSITIVE_INFINITY && performance.now() > deadline) break;
      scratch.copyFrom(empty);
      scratch.begin();
      // The first try always ends: without it there would be no plan at all.
      const until = bestCost < Number.POSITIVE_INFINITY ? deadline : Number.POSITIVE_INFINITY;
      if (farBonus < 0) recreate.apply(scratch, jobs, jobs.length, 2);
      else if (!constructNearSequential(scratch, inserter, jobs, neighbours, near, farBonus, until)) continue;
      keepCheapest();
      if (state.unassignedCount === 0) break;
    }
    return;
  }
  for (const order of ATTEMPTS) {
    if (bestCost < Number.POSITIVE_INFINITY && performance.now() > deadline) break;
    scratch.copyFrom(empty);
    scratch.begin();
    if (order < 0) {
      if (!constructSequential(scratch, inserter, jobs, deadline)) continue;
    } else recreate.apply(scratch, jobs, jobs.length, order);
    keepCheapest();
  }
}
