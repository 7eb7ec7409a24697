import type { NeighbourLists } from './neighbours.js';
import { copyReplaced, copyTails, sequenceViolation, travelOf } from './route-sequences.js';
import type { RouteState } from './route-state.js';

/** Near jobs tried per job: a move joins a job to one of these. */
const NEAR = 20;
/** Rounds at most (each round tries every routed job once). */
const MAX_ROUNDS = 10;

/**
 * Local search between routes on the best solution, the two moves ruin & recreate rarely makes: the
 * 2-opt* tail exchange (route a's stops up to u then route b's from v on, and b's before v then a's
 * after u) and the swap of two stops of different routes, for u and each of its near jobs v.
 * First improvement on travel, kept only when both routes stay feasible, neither is left empty and
 * the exact total cost drops. Problems with breaks are left alone (a break is taken at the place before it, which these
 * sequences do not know). Returns the number of moves kept.
 */
export function polishByExchange(
  state: RouteState,
  neighbours: NeighbourLists,
  jobs: Int32Array,
  shouldStop: () => boolean,
): number {
  const p = state.problem;
  if (p.breakCount > 0) return 0;
  const seqA = new Int32Array(state.stride);
  const seqB = new Int32Array(state.stride);
  const near = Math.min(NEAR, neighbours.width - 1);
  let moves = 0;
  let cost = state.totalCost();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let improved = false;
    for (let x = 0; x < jobs.length; x++) {
      if ((x & 15) === 0 && shouldStop()) return moves;
      const u = jobs[x];
      for (let k = 1; k <= near; k++) {
        const v = neighbours.list[u * neighbours.width + k];
        const a = state.routeOf[u];
        const b = state.routeOf[v];
        if (a < 0 || b < 0 || a === b) continue;
        const i = state.posOf[u];
        const j = state.posOf[v];
        const before = state.travel[a] + state.travel[b];
        // 2-opt*: u followed by v.
        let n = copyTails(state, a, i, b, j - 1, seqA);
        let m = copyTails(state, b, j - 1, a, i, seqB);
        let after = tryPair(state, a, seqA, n, b, seqB, m, before, cost);
        if (after < cost) {
          cost = after;
          moves++;
          improved = true;
          continue;
        }
        // Swap: u takes v's place and v takes u's.
        n = copyReplaced(state, a, i, v, seqA);
        m = copyReplaced(state, b, j, u, seqB);
        after = tryPair(state, a, seqA, n, b, seqB, m, before, cost);
        if (after < cost) {
          cost = after;
          moves++;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return moves;
}

/**
 * Writes routes a and b as the sequences when neither is left empty and that shortens them, stays
 * feasible and lowers the cost; returns the new total cost, or Infinity when nothing was written.
 */
function tryPair(
  state: RouteState,
  a: number,
  seqA: Int32Array,
  n: number,
  b: number,
  seqB: Int32Array,
  m: number,
  before: number,
  cost: number,
): number {
  const unchanged = Number.POSITIVE_INFINITY;
  // The search chose how many drivers to use; a last polish that sends one home would surprise.
  if (n === 0 || m === 0) return unchanged;
  const p = state.problem;
  if (travelOf(p, a, seqA, n) + travelOf(p, b, seqB, m) >= before - 1e-9) return unchanged;
  if (sequenceViolation(p, a, seqA, n) !== 0 || sequenceViolation(p, b, seqB, m) !== 0) return unchanged;
  state.begin();
  state.replaceRoute(a, seqA, n);
  state.replaceRoute(b, seqB, m);
  const after = state.totalCost();
  if (after < cost - 1e-9) return after;
  state.rollback();
  return unchanged;
}
