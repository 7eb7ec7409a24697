import type { Inserter } from './insertion.js';
import type { RouteState } from './route-state.js';

/**
 * Moves each break of a used route to the place that delays the rest of its route least, keeping a
 * move only when the cost does not rise. The search pays nothing for a break's idle wait (waiting is
 * not a cost), so without this a break may end up waiting for its window where a later gap needs no
 * wait. Taking a break out never changes the travel, so its old place always stays available.
 */
export function settleBreaks(state: RouteState, inserter: Inserter): void {
  const p = state.problem;
  for (let brk = p.firstBreak; brk < p.firstBreak + p.breakCount; brk++) {
    const r = state.routeOf[brk];
    if (r < 0 || state.count[r] === 0) continue;
    const before = state.totalCost();
    state.begin();
    state.removeRange(r, state.posOf[brk], 1);
    state.routeOf[brk] = -1;
    state.update(r);
    inserter.findBreak(state, brk);
    if (inserter.route < 0) {
      state.rollback();
      continue;
    }
    state.insert(inserter.route, inserter.slot, brk);
    if (state.totalCost() > before + 1e-9) state.rollback();
  }
}
