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

/**
 * Violation of one package (or one unit of weight) over a vehicle's limit, in seconds of lateness:
 * a stop of 1-4 packages weighs like 10-40 minutes late, so the search sheds load and lateness alike.
 */
export const LOAD_PENALTY = 600;

/** Packages and weight over vehicle r's limits (0 when within them). */
export function overLimits(p: Problem, r: number, load: number, weight: number): number {
  return Math.max(0, load - p.capacity[r]) + Math.max(0, weight - p.maxWeight[r]);
}

/** Where a sequence broke its limits, as `sequenceViolation` saw it. */
export interface SequenceViolation {
  /** Index in the sequence of its last late node (n: the route's end), -1 when none is late. */
  lastLate: number;
  /** Whether the load or weight was over the vehicle's limit. */
  overLoad: boolean;
}

/**
 * Violation of vehicle r serving `seq[0..n)` in that order: time warp (the same schedule as
 * `RouteState.update`, but a late start is counted and moved back to the window's end, so one late
 * stop does not make every later one late too) plus `LOAD_PENALTY` per unit of load and weight over
 * the limits; Infinity when the vehicle may not serve one of the jobs, has too many or has no road.
 * 0 exactly when `update` would give a feasible route. `seen`, when given, learns where it broke.
 */
export function sequenceViolation(
  p: Problem,
  r: number,
  seq: Int32Array,
  n: number,
  seen: SequenceViolation | null = null,
): number {
  const N = p.nodeCount;
  const J = p.jobCount;
  const V = p.vehicleCount;
  const { duration, ready, due, service, demand, allowed, firstBreak } = p;
  let prev = J + r;
  let prevAt = prev;
  let t = p.shiftStart[r];
  let warp = 0;
  let load = 0;
  let weight = 0;
  let jobs = 0;
  let lastLate = -1;
  for (let i = 0; i <= n; i++) {
    const node = i < n ? seq[i] : J + V + r;
    const at = node >= firstBreak ? prevAt : node;
    t = Math.max(t + service[prev] + duration[prevAt * N + at], ready[node]);
    if (t === Number.POSITIVE_INFINITY) return t;
    if (t > due[node]) {
      warp += t - due[node];
      t = due[node];
      lastLate = i;
    }
    if (node < J) {
      if (allowed !== null && allowed[node * V + r] === 0) return Number.POSITIVE_INFINITY;
      jobs++;
      load += demand[node];
      weight += p.weight[node];
    }
    prev = node;
    prevAt = at;
  }
  if (jobs > p.maxStops[r]) return Number.POSITIVE_INFINITY;
  const over = overLimits(p, r, load, weight);
  if (seen !== null) {
    seen.lastLate = lastLate;
    seen.overLoad = over > 0;
  }
  return warp + LOAD_PENALTY * over;
}
