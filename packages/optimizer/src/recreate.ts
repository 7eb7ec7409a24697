import type { Inserter } from './insertion.js';
import type { Problem } from './problem.js';
import type { Random } from './random.js';
import type { RouteState } from './route-state.js';

/** The orders in which SISR re-inserts removed jobs, with their selection weights (4:4:2:1). */
const ORDER_WEIGHTS = [4, 4, 2, 1] as const;
const ORDER_TOTAL = 11;

/** Share of the already left-out stops that still get a full scan when their neighbourhood is full. */
const FULL_SCAN_RATE = 0.1;

/**
 * SISR recreate: sorts the jobs to insert (random, largest demand, farthest from the depot or closest
 * to it, chosen at random each time) and inserts each at its cheapest feasible place (with blinks).
 * Jobs without a feasible place go to the state's unassigned list.
 */
export class Recreate {
  private readonly pending: Int32Array;
  private readonly keys: Float64Array;
  private readonly depotCost: Float64Array;
  private readonly wasOut: Uint8Array;

  /** Creates a recreate operator for one problem. */
  constructor(
    private readonly problem: Problem,
    private readonly inserter: Inserter,
    private readonly random: Random,
  ) {
    const { jobCount: J, vehicleCount: V, nodeCount: N, cost } = problem;
    this.pending = new Int32Array(J);
    this.keys = new Float64Array(J);
    this.depotCost = new Float64Array(J);
    this.wasOut = new Uint8Array(J);
    for (let j = 0; j < J; j++) {
      let best = Number.POSITIVE_INFINITY;
      for (let v = 0; v < V; v++) best = Math.min(best, cost[(J + v) * N + j]);
      this.depotCost[j] = best < Number.POSITIVE_INFINITY ? best : 0;
    }
  }

  /**
   * Inserts `jobs[0..count)` and the state's unassigned jobs, in one randomly chosen order, or in
   * `order` when given (0 random, 1 largest demand, 2 farthest from depot, 3 closest to depot).
   */
  apply(state: RouteState, jobs: Int32Array, count: number, order = -1): void {
    const pending = this.pending;
    const firstBreak = this.problem.firstBreak;
    const left = state.unassignedCount;
    const wasOut = this.wasOut;
    const nearFirst = this.inserter.nearFirst;
    state.unassignedCount = 0;
    let n = 0;
    // Breaks go back first, each into its own route, so that the jobs fit around them.
    for (let i = 0; i < count; i++) {
      if (jobs[i] >= firstBreak) this.insertBreak(state, jobs[i]);
      else pending[n++] = jobs[i];
    }
    for (let i = 0; i < left; i++) {
      const node = state.unassigned[i];
      if (node >= firstBreak) {
        this.insertBreak(state, node);
        continue;
      }
      pending[n++] = node;
      // A stop already left out rarely fits far from its neighbours: a full scan for each of them
      // every iteration is what slowed a large instance with many left out (15-37 to 590-630
      // iterations/s at 2,000 stops on a busy machine).
      if (nearFirst) wasOut[node] = this.random.next() < FULL_SCAN_RATE ? 0 : 1;
    }
    this.sort(n, order);
    const inserter = this.inserter;
    for (let i = 0; i < n; i++) {
      const job = pending[i];
      inserter.find(state, job, wasOut[job] === 1);
      wasOut[job] = 0;
      if (inserter.route >= 0) state.insert(inserter.route, inserter.slot, job);
      else {
        state.unassigned[state.unassignedCount++] = job;
        state.routeOf[job] = -1;
      }
    }
  }

  /** Puts a break back at its least delaying place in its route, or leaves it out (at a high cost). */
  private insertBreak(state: RouteState, brk: number): void {
    this.inserter.findBreak(state, brk);
    if (this.inserter.route >= 0) state.insert(this.inserter.route, this.inserter.slot, brk);
    else {
      state.unassigned[state.unassignedCount++] = brk;
      state.routeOf[brk] = -1;
    }
  }

  /** Orders `pending[0..n)` by a randomly chosen criterion. */
  private sort(n: number, forced: number): void {
    const pending = this.pending;
    const keys = this.keys;
    const rnd = this.random;
    let pick = rnd.next() * ORDER_TOTAL;
    let order = 0;
    while (order < ORDER_WEIGHTS.length - 1 && pick >= ORDER_WEIGHTS[order]) pick -= ORDER_WEIGHTS[order++];
    if (forced >= 0) order = forced;
    if (order === 0) {
      for (let i = n - 1; i > 0; i--) {
        const k = rnd.int(i + 1);
        const t = pending[i];
        pending[i] = pending[k];
        pending[k] = t;
      }
      return;
    }
    for (let i = 0; i < n; i++) {
      const job = pending[i];
      // Sort ascending by key; ties broken by a random tiebreak so equal keys do not fix an order.
      const key =
        order === 1 ? -this.problem.demand[job] : order === 2 ? -this.depotCost[job] : this.depotCost[job];
      keys[job] = key + rnd.next() * 1e-9 * (Math.abs(key) + 1);
    }
    for (let i = 1; i < n; i++) {
      const job = pending[i];
      const key = keys[job];
      let k = i - 1;
      while (k >= 0 && keys[pending[k]] > key) {
        pending[k + 1] = pending[k];
        k--;
      }
      pending[k + 1] = job;
    }
  }
}
