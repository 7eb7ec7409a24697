import type { Inserter } from './insertion.js';
import type { NeighbourLists } from './neighbours.js';
import { polishByExchange } from './polish-exchange.js';
import type { RouteState } from './route-state.js';

/** Relocation rounds at most (each round tries every job once). */
const MAX_ROUNDS = 5;

/**
 * Relocate local search: takes each routed job out and puts it back at its cheapest feasible place
 * (any route, any position), keeping the move only if the exact total cost drops. Repeats until a round
 * finds nothing or `MAX_ROUNDS`. `inserter` should not blink. Returns the number of moves kept.
 */
export function polishByRelocation(
  state: RouteState,
  inserter: Inserter,
  jobs: Int32Array,
  shouldStop: () => boolean,
): number {
  let moves = 0;
  let cost = state.totalCost();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let improved = false;
    for (let i = 0; i < jobs.length; i++) {
      const job = jobs[i];
      const r = state.routeOf[job];
      if (r < 0) continue;
      if ((i & 63) === 0 && shouldStop()) return moves;
      state.begin();
      state.removeRange(r, state.posOf[job], 1);
      state.routeOf[job] = -1;
      state.update(r);
      inserter.find(state, job);
      if (inserter.route < 0 || !state.isFeasible(r)) {
        state.rollback();
        continue;
      }
      state.insert(inserter.route, inserter.slot, job);
      const next = state.totalCost();
      if (next < cost - 1e-9) {
        cost = next;
        moves++;
        improved = true;
      } else {
        state.rollback();
      }
    }
    if (!improved) break;
  }
  return moves;
}

/**
 * The polish of the search's best solution: relocation, then the exchanges between routes, then
 * relocation again when an exchange moved anything (a tail swap can open a cheaper place for a stop).
 */
export function polishBest(
  state: RouteState,
  inserter: Inserter,
  neighbours: NeighbourLists,
  jobs: Int32Array,
  shouldStop: () => boolean,
): void {
  polishByRelocation(state, inserter, jobs, shouldStop);
  if (polishByExchange(state, neighbours, jobs, shouldStop) > 0) {
    polishByRelocation(state, inserter, jobs, shouldStop);
  }
}
