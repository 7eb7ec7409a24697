import type { Problem } from './problem.js';
import type { RouteState } from './route-state.js';

/**
 * Time-warp data of every prefix and suffix of the routes (Vidal et al. 2013, "A hybrid genetic
 * algorithm with adaptive diversity management"): a sequence's duration D, time warp TW (lateness
 * taken back to the windows' ends), earliest E and latest L start of its first service. Two
 * sequences join in O(1), so a move that joins a prefix, at most one stop and a suffix of routes is
 * judged in O(1) instead of walking the new route. Only for problems without breaks (a break is taken
 * at the place before it, which a join does not know).
 */
export class TimeWarpSegments {
  private readonly fD: Float64Array;
  private readonly fTW: Float64Array;
  private readonly fE: Float64Array;
  private readonly fL: Float64Array;
  private readonly bD: Float64Array;
  private readonly bTW: Float64Array;
  private readonly bE: Float64Array;
  private readonly bL: Float64Array;
  private readonly fLoad: Float64Array;
  private readonly fWeight: Float64Array;
  /** The sequence being joined. */
  private d = 0;
  private tw = 0;
  private e = 0;
  private l = 0;
  private last = 0;

  constructor(
    private readonly problem: Problem,
    private readonly stride: number,
  ) {
    const size = problem.vehicleCount * stride;
    this.fD = new Float64Array(size);
    this.fTW = new Float64Array(size);
    this.fE = new Float64Array(size);
    this.fL = new Float64Array(size);
    this.bD = new Float64Array(size);
    this.bTW = new Float64Array(size);
    this.bE = new Float64Array(size);
    this.bL = new Float64Array(size);
    this.fLoad = new Float64Array(size);
    this.fWeight = new Float64Array(size);
  }

  /** Recomputes the prefixes and suffixes of route r. */
  build(state: RouteState, r: number): void {
    const p = this.problem;
    const base = r * this.stride;
    const m = state.len[r];
    const nodes = state.nodes;
    // The van leaves at its shift start: the start is pinned there.
    this.d = 0;
    this.tw = 0;
    this.e = p.shiftStart[r];
    this.l = p.shiftStart[r];
    this.last = nodes[base];
    this.storePrefix(base);
    let load = 0;
    let weight = 0;
    this.fLoad[base] = 0;
    this.fWeight[base] = 0;
    for (let i = 1; i <= m + 1; i++) {
      const node = nodes[base + i];
      this.appendNode(node);
      this.storePrefix(base + i);
      load += p.demand[node];
      weight += p.weight[node];
      this.fLoad[base + i] = load;
      this.fWeight[base + i] = weight;
    }
    const end = nodes[base + m + 1];
    this.bD[base + m + 1] = p.service[end];
    this.bTW[base + m + 1] = 0;
    this.bE[base + m + 1] = p.ready[end];
    this.bL[base + m + 1] = p.due[end];
    for (let i = m; i >= 1; i--) {
      const node = nodes[base + i];
      this.d = p.service[node];
      this.tw = 0;
      this.e = p.ready[node];
      this.l = p.due[node];
      this.last = node;
      this.join(
        this.bD[base + i + 1],
        this.bTW[base + i + 1],
        this.bE[base + i + 1],
        this.bL[base + i + 1],
        nodes[base + i + 1],
        nodes[base + i + 1],
      );
      this.bD[base + i] = this.d;
      this.bTW[base + i] = this.tw;
      this.bE[base + i] = this.e;
      this.bL[base + i] = this.l;
    }
  }

  /**
   * Time warp of route r's slots 0..i, then `middle` (a job, or -1 for none), then route s's slots
   * from j to its end (`state` as built). Slot j may be s's end.
   */
  joinedWarp(state: RouteState, r: number, i: number, middle: number, s: number, j: number): number {
    // The join of `join` written out on locals: this runs for every move a squeeze weighs.
    const p = this.problem;
    const N = p.nodeCount;
    const duration = p.duration;
    const at = r * this.stride + i;
    let d = this.fD[at];
    let tw = this.fTW[at];
    let e = this.fE[at];
    let l = this.fL[at];
    let last = state.nodes[at];
    if (middle >= 0) {
      const travel = duration[last * N + middle];
      const delta = d - tw + travel;
      const wait = Math.max(p.ready[middle] - delta - l, 0);
      const warp = Math.max(e + delta - p.due[middle], 0);
      d = d + p.service[middle] + travel + wait;
      tw = tw + warp;
      e = Math.max(p.ready[middle] - delta, e) - wait;
      l = Math.min(p.due[middle] - delta, l) + warp;
      last = middle;
    }
    const from = s * this.stride + j;
    const travel = duration[last * N + state.nodes[from]];
    const delta = d - tw + travel;
    return tw + this.bTW[from] + Math.max(e + delta - this.bL[from], 0);
  }

  /** Time warp of route r's slots 0..i (a lower bound of any route that keeps them). */
  prefixWarp(r: number, i: number): number {
    return this.fTW[r * this.stride + i];
  }

  /** Load of route r's slots 1..i. */
  loadUpTo(r: number, i: number): number {
    return this.fLoad[r * this.stride + i];
  }

  /** Weight of route r's slots 1..i. */
  weightUpTo(r: number, i: number): number {
    return this.fWeight[r * this.stride + i];
  }

  private storePrefix(at: number): void {
    this.fD[at] = this.d;
    this.fTW[at] = this.tw;
    this.fE[at] = this.e;
    this.fL[at] = this.l;
  }

  private appendNode(node: number): void {
    const p = this.problem;
    this.join(p.service[node], 0, p.ready[node], p.due[node], node, node);
  }

  /** Joins the sequence (d, tw, e, l) with one whose first node is `first` and last is `last`. */
  private join(d2: number, tw2: number, e2: number, l2: number, first: number, last: number): void {
    const travel = this.problem.duration[this.last * this.problem.nodeCount + first];
    const delta = this.d - this.tw + travel;
    const wait = Math.max(e2 - delta - this.l, 0);
    const warp = Math.max(this.e + delta - l2, 0);
    this.d = this.d + d2 + travel + wait;
    this.tw = this.tw + tw2 + warp;
    this.e = Math.max(e2 - delta, this.e) - wait;
    this.l = Math.min(l2 - delta, this.l) + warp;
    this.last = last;
  }
}
