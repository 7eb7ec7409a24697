import type { Problem } from './problem.js';
import type { RouteState } from './route-state.js';

/*
 * The routes a squeeze move would make, written as job sequences (slots 1..len of a route, without
 * its start and end) into a buffer the caller owns, so that trying a move allocates nothing.
 */

/** Route r's slots 1..len with `job` after slot `after`, into `out`; returns the length. */
export function copyWithInserted(
  state: RouteState,
  r: number,
  after: number,
  job: number,
  out: Int32Array,
): number {
  const base = r * state.stride;
  const m = state.len[r];
  let n = 0;
  for (let s = 1; s <= after; s++) out[n++] = state.nodes[base + s];
  out[n++] = job;
  for (let s = after + 1; s <= m; s++) out[n++] = state.nodes[base + s];
  return n;
}

/** Route r's slots 1..len without slot `slot`, into `out`; returns the length. */
export function copyWithout(state: RouteState, r: number, slot: number, out: Int32Array): number {
  const base = r * state.stride;
  const m = state.len[r];
  let n = 0;
  for (let s = 1; s <= m; s++) if (s !== slot) out[n++] = state.nodes[base + s];
  return n;
}

/** Route r's slots 1..len with `job` in slot `slot`, into `out`; returns the length. */
export function copyReplaced(
  state: RouteState,
  r: number,
  slot: number,
  job: number,
  out: Int32Array,
): number {
  const base = r * state.stride;
  const m = state.len[r];
  for (let s = 1; s <= m; s++) out[s - 1] = s === slot ? job : state.nodes[base + s];
  return m;
}

/** Slot i of route r moved to after slot `after` of the same route. */
export function copyWithMoved(
  state: RouteState,
  r: number,
  i: number,
  after: number,
  out: Int32Array,
): number {
  const base = r * state.stride;
  const m = state.len[r];
  const job = state.nodes[base + i];
  let n = 0;
  if (after === 0) out[n++] = job;
  for (let s = 1; s <= m; s++) {
    if (s !== i) out[n++] = state.nodes[base + s];
    if (s === after) out[n++] = job;
  }
  return n;
}

/** Route a's slots 1..i followed by route b's slots after j. */
export function copyTails(
  state: RouteState,
  a: number,
  i: number,
  b: number,
  j: number,
  out: Int32Array,
): number {
  const baseA = a * state.stride;
  const baseB = b * state.stride;
  let n = 0;
  for (let s = 1; s <= i; s++) out[n++] = state.nodes[baseA + s];
  for (let s = j + 1; s <= state.len[b]; s++) out[n++] = state.nodes[baseB + s];
  return n;
}

/** Travel cost of route r serving `seq[0..n)` (0 when it serves no job), as `RouteState.update` sums it. */
export function travelOf(p: Problem, r: number, seq: Int32Array, n: number): number {
  const N = p.nodeCount;
  const J = p.jobCount;
  let prevAt = J + r;
  let travel = 0;
  let jobs = 0;
  for (let i = 0; i <= n; i++) {
    const node = i < n ? seq[i] : J + p.vehicleCount + r;
    const at = node >= p.firstBreak ? prevAt : node;
    if (node < J) jobs++;
    travel += p.cost[prevAt * N + at];
    prevAt = at;
  }
  return jobs === 0 ? 0 : travel;
}
