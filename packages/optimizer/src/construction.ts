import type { Recreate } from './recreate.js';
import { RouteState } from './route-state.js';

/**
 * Initial solution: cheapest feasible insertion of every job into empty routes, tried with each of the
 * recreate orders; the cheapest result is left in `state`. Windows, shifts and capacities hold from the
 * start, so a usable plan exists after a few milliseconds.
 */
export function construct(
  state: RouteState,
  scratch: RouteState,
  recreate: Recreate,
  jobs: Int32Array,
): void {
  const empty = new RouteState(state.problem, false);
  let bestCost = Number.POSITIVE_INFINITY;
  for (let order = 0; order < 4; order++) {
    scratch.copyFrom(empty);
    scratch.begin();
    recreate.apply(scratch, jobs, jobs.length, order);
    const cost = scratch.totalCost();
    if (cost < bestCost) {
      bestCost = cost;
      state.copyFrom(scratch);
    }
  }
}
