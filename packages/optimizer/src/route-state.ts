import { GOAL_SHORTEST, goalCost } from './goal.js';
import type { Problem } from './problem.js';

/**
 * All routes of one solution in flat typed arrays, with per-position schedule data that makes an
 * insertion check O(1): `earliest` (service start when served as early as possible, forward pass) and
 * `latest` (latest service start that keeps the rest of the route feasible, backward pass). Route r
 * occupies `[r * stride, r * stride + len[r] + 2)`: its start node, its jobs, its end node. Arrays are
 * recomputed for a route only when it changes. Changes made since `begin()` can be rolled back.
 */
export class RouteState {
  /** Slots per route (J + B + 2). */
  readonly stride: number;
  /** Node at each slot. */
  readonly nodes: Int32Array;
  /** Jobs per route. */
  readonly len: Int32Array;
  /** Earliest service start per slot (slot 0: shift start; last: arrival at the end). */
  readonly earliest: Float64Array;
  /** Latest feasible service start per slot. */
  readonly latest: Float64Array;
  /** Number of ASAP jobs at this slot or later. */
  readonly asapAfter: Int32Array;
  /**
   * Node whose place each slot is at: the node itself, or for a break the place of the slot before it
   * (a break is taken where the driver is). The same array as `nodes` when the problem has no breaks.
   */
  readonly phys: Int32Array;
  /** Load per route. */
  readonly load: Float64Array;
  /** Weight carried per route. */
  readonly weight: Float64Array;
  /** Jobs per route (`len` minus the route's breaks). */
  readonly count: Int32Array;
  /** Cost per route: travel cost + ASAP term (0 for an empty route). */
  readonly cost: Float64Array;
  /** Travel cost per route (0 for an empty route). */
  readonly travel: Float64Array;
  /** Σ (service start − shift start) over the route's ASAP jobs. */
  readonly late: Float64Array;
  /** Route of each job, -1 when unassigned. */
  readonly routeOf: Int32Array;
  /** Slot of each job within its route. */
  readonly posOf: Int32Array;
  /** Jobs of the search that are in no route. */
  readonly unassigned: Int32Array;
  /** Number of entries of `unassigned`. */
  unassignedCount = 0;

  private readonly saved: RouteState | null;
  private readonly touched: Uint8Array;
  private readonly touchedList: Int32Array;
  private touchedCount = 0;

  /** Creates empty routes (every vehicle goes straight from start to end). */
  constructor(
    readonly problem: Problem,
    withUndo = true,
  ) {
    const V = problem.vehicleCount;
    const J = problem.jobCount;
    const B = problem.breakCount;
    this.stride = J + B + 2;
    this.nodes = new Int32Array(V * this.stride);
    this.phys = B > 0 ? new Int32Array(V * this.stride) : this.nodes;
    this.weight = new Float64Array(V);
    this.count = new Int32Array(V);
    this.len = new Int32Array(V);
    this.earliest = new Float64Array(V * this.stride);
    this.latest = new Float64Array(V * this.stride);
    this.asapAfter = new Int32Array(V * this.stride);
    this.load = new Float64Array(V);
    this.cost = new Float64Array(V);
    this.travel = new Float64Array(V);
    this.late = new Float64Array(V);
    this.routeOf = new Int32Array(problem.nodeCount).fill(-1);
    this.posOf = new Int32Array(problem.nodeCount);
    this.unassigned = new Int32Array(J + B);
    this.touched = new Uint8Array(V);
    this.touchedList = new Int32Array(V);
    this.saved = withUndo ? new RouteState(problem, false) : null;
    for (let r = 0; r < V; r++) {
      this.nodes[r * this.stride] = J + r;
      this.nodes[r * this.stride + 1] = J + V + r;
    }
    // Every break starts in its vehicle's route (in window order), before the end.
    for (let b = 0; b < B; b++) {
      const r = problem.breakVehicle[b];
      const at = r * this.stride + this.len[r] + 1;
      this.nodes[at + 1] = this.nodes[at];
      this.nodes[at] = problem.firstBreak + b;
      this.len[r]++;
    }
    if (B > 0) {
      // The break-aware versions stand in for this problem only, so the plain ones stay as small (and
      // as fast) as without breaks.
      this.update = this.updateWithBreaks;
      this.insert = this.insertWithBreaks;
    }
    for (let r = 0; r < V; r++) this.update(r);
  }

  /** Sum of route costs, the goal's cost and the penalty of the unassigned jobs. */
  totalCost(): number {
    let sum = 0;
    for (let r = 0; r < this.len.length; r++) sum += this.cost[r];
    if (this.problem.goalKind !== GOAL_SHORTEST) sum += goalCost(this);
    return sum + this.unassignedCount * this.problem.penalty + this.missingBreakPenalty();
  }

  /** A left-out break costs more than every job left out, so a plan that drops one is never best. */
  private missingBreakPenalty(): number {
    const p = this.problem;
    if (p.breakCount === 0) return 0;
    let missing = 0;
    for (let i = 0; i < this.unassignedCount; i++) if (this.unassigned[i] >= p.firstBreak) missing++;
    return missing * p.penalty * (p.jobCount + 1);
  }

  /** Recomputes schedule, load, cost and job positions of route r. */
  update(r: number): void {
    const p = this.problem;
    const { cost, duration, ready, due, service, demand, asap } = p;
    const N = p.nodeCount;
    const { nodes, earliest, latest, asapAfter, routeOf, posOf } = this;
    const base = r * this.stride;
    const m = this.len[r];
    const shift = p.shiftStart[r];
    let t = shift;
    earliest[base] = t;
    let prev = nodes[base];
    let travel = 0;
    let late = 0;
    let load = 0;
    let weight = 0;
    for (let i = 1; i <= m + 1; i++) {
      const node = nodes[base + i];
      travel += cost[prev * N + node];
      const arrival = t + service[prev] + duration[prev * N + node];
      t = Math.max(arrival, ready[node]);
      earliest[base + i] = t;
      if (i <= m) {
        routeOf[node] = r;
        posOf[node] = i;
        load += demand[node];
        weight += p.weight[node];
        if (asap[node] === 1) late += t - shift;
      }
      prev = node;
    }
    let next = nodes[base + m + 1];
    latest[base + m + 1] = due[next];
    asapAfter[base + m + 1] = 0;
    let count = 0;
    for (let i = m; i >= 0; i--) {
      const node = nodes[base + i];
      const l = latest[base + i + 1] - duration[node * N + next] - service[node];
      latest[base + i] = Math.min(l, due[node]);
      count += asap[node];
      asapAfter[base + i] = count;
      next = node;
    }
    this.load[r] = load;
    this.weight[r] = weight;
    this.count[r] = m;
    this.travel[r] = m === 0 ? 0 : travel;
    this.late[r] = late;
    this.cost[r] = m === 0 ? 0 : travel + p.asapWeight * late;
  }

  /** `update` when the problem has breaks: a break is taken at the place of the slot before it. */
  private updateWithBreaks(r: number): void {
    const p = this.problem;
    const { cost, duration, ready, due, service, demand, asap, weight: weights } = p;
    const N = p.nodeCount;
    const J = p.jobCount;
    const firstBreak = p.firstBreak;
    const { nodes, phys, earliest, latest, asapAfter, routeOf, posOf } = this;
    const base = r * this.stride;
    const m = this.len[r];
    const shift = p.shiftStart[r];
    let t = shift;
    earliest[base] = t;
    let prev = nodes[base];
    let prevAt = prev;
    let travel = 0;
    let late = 0;
    let load = 0;
    let weight = 0;
    let jobs = 0;
    for (let i = 1; i <= m + 1; i++) {
      const node = nodes[base + i];
      const at = node >= firstBreak ? prevAt : node;
      if (phys !== nodes) phys[base + i] = at;
      travel += cost[prevAt * N + at];
      const arrival = t + service[prev] + duration[prevAt * N + at];
      t = Math.max(arrival, ready[node]);
      earliest[base + i] = t;
      if (i <= m) {
        routeOf[node] = r;
        posOf[node] = i;
        if (node < J) {
          jobs++;
          load += demand[node];
          weight += weights[node];
          if (asap[node] === 1) late += t - shift;
        }
      }
      prev = node;
      prevAt = at;
    }
    if (phys !== nodes) phys[base] = nodes[base];
    let next = phys[base + m + 1];
    latest[base + m + 1] = due[nodes[base + m + 1]];
    asapAfter[base + m + 1] = 0;
    let count = 0;
    for (let i = m; i >= 0; i--) {
      const node = nodes[base + i];
      const at = phys[base + i];
      const l = latest[base + i + 1] - duration[at * N + next] - service[node];
      latest[base + i] = Math.min(l, due[node]);
      count += asap[node];
      asapAfter[base + i] = count;
      next = at;
    }
    this.load[r] = load;
    this.weight[r] = weight;
    this.count[r] = jobs;
    this.travel[r] = jobs === 0 ? 0 : travel;
    this.late[r] = late;
    this.cost[r] = jobs === 0 ? 0 : travel + p.asapWeight * late;
  }

  /**
   * Inserts job after slot `pos` of route r (between slots pos and pos + 1) and updates the route
   * incrementally: the schedule is pushed forward only until it is unchanged (waiting absorbs the
   * push), latest starts are recomputed only before the new job.
   */
  insert(r: number, pos: number, job: number): void {
    this.touch(r);
    const p = this.problem;
    const N = p.nodeCount;
    const { cost, duration, ready, due, service, asap } = p;
    const { nodes, earliest, latest, asapAfter, posOf } = this;
    const base = r * this.stride;
    const m = this.len[r];
    const q = pos + 1;
    const J = p.jobCount;
    for (let i = base + m + 1; i >= base + q; i--) {
      const node = nodes[i];
      nodes[i + 1] = node;
      earliest[i + 1] = earliest[i];
      latest[i + 1] = latest[i];
      if (node < J) posOf[node] = i + 1 - base;
    }
    // Without ASAP jobs the counts are all 0: nothing to move.
    if (p.asapCount > 0) asapAfter.copyWithin(base + q + 1, base + q, base + m + 2);
    nodes[base + q] = job;
    this.len[r] = m + 1;
    this.count[r] = m + 1;
    this.routeOf[job] = r;
    posOf[job] = q;
    this.load[r] += p.demand[job];
    this.weight[r] += p.weight[job];
    const before = nodes[base + pos];
    const after = nodes[base + q + 1];
    const added = cost[before * N + job] + cost[job * N + after];
    this.travel[r] = m === 0 ? added : this.travel[r] + added - cost[before * N + after];
    // Forward: push the schedule from the new job on, until a slot's start is unchanged.
    const shift = p.shiftStart[r];
    let t = earliest[base + pos];
    let prev = before;
    let late = this.late[r];
    const endSlot = m + 2;
    for (let i = q; i <= endSlot; i++) {
      const node = nodes[base + i];
      const arrival = t + service[prev] + duration[prev * N + node];
      t = Math.max(arrival, ready[node]);
      if (i > q && t === earliest[base + i]) break;
      if (asap[node] === 1) late += i === q ? t - shift : t - earliest[base + i];
      earliest[base + i] = t;
      prev = node;
    }
    // Backward: latest starts and ASAP counts change only up to the new job, and only back to the
    // first slot whose latest start stays (the ones before it depend on nothing else).
    let next = after;
    let count = asapAfter[base + q + 1];
    const countsMove = asap[job] === 1;
    for (let i = q; i >= 0; i--) {
      const node = nodes[base + i];
      const l = Math.min(latest[base + i + 1] - duration[node * N + next] - service[node], due[node]);
      if (i < q && !countsMove && l === latest[base + i]) break;
      latest[base + i] = l;
      count += asap[node];
      asapAfter[base + i] = count;
      next = node;
    }
    this.late[r] = late;
    this.cost[r] = this.travel[r] + p.asapWeight * late;
  }

  /**
   * Insertion with breaks in the problem: the places of the breaks after the new job move, so the
   * route is recomputed whole (routes are short; insertions are rare next to their evaluations).
   */
  private insertWithBreaks(r: number, pos: number, node: number): void {
    this.touch(r);
    const base = r * this.stride;
    const nodes = this.nodes;
    for (let i = base + this.len[r] + 1; i > base + pos; i--) nodes[i + 1] = nodes[i];
    nodes[base + pos + 1] = node;
    this.len[r]++;
    this.update(r);
  }

  /**
   * Whether route r's schedule keeps every window, break and the shift. Always true for a route
   * without breaks (taking stops out of it only makes it earlier); with breaks, taking a stop out moves
   * the place of the break after it, so the drive after the break may grow.
   */
  isFeasible(r: number): boolean {
    if (this.len[r] === this.count[r]) return true;
    const base = r * this.stride;
    const due = this.problem.due;
    for (let i = 1; i <= this.len[r] + 1; i++) {
      if (this.earliest[base + i] > due[this.nodes[base + i]] + 1e-9) return false;
    }
    return true;
  }

  /** Makes route r serve `seq[0..n)` in that order (same start and end) and updates it; undoable. */
  replaceRoute(r: number, seq: Int32Array, n: number): void {
    this.touch(r);
    const base = r * this.stride;
    const end = this.nodes[base + this.len[r] + 1];
    for (let i = 0; i < n; i++) this.nodes[base + 1 + i] = seq[i];
    this.nodes[base + 1 + n] = end;
    this.len[r] = n;
    this.update(r);
  }

  /** Removes `count` jobs starting at slot `from` (1-based job slots) of route r, without updating. */
  removeRange(r: number, from: number, count: number): void {
    this.touch(r);
    const base = r * this.stride;
    const nodes = this.nodes;
    const last = base + this.len[r] + 1;
    for (let i = base + from; i + count <= last; i++) nodes[i] = nodes[i + count];
    this.len[r] -= count;
  }

  /** Marks the start of a change that `rollback()` can undo. */
  begin(): void {
    for (let i = 0; i < this.touchedCount; i++) this.touched[this.touchedList[i]] = 0;
    this.touchedCount = 0;
    const saved = this.saved;
    if (saved) {
      for (let i = 0; i < this.unassignedCount; i++) saved.unassigned[i] = this.unassigned[i];
      saved.unassignedCount = this.unassignedCount;
    }
  }

  /** Restores every route changed since `begin()` and the unassigned list. */
  rollback(): void {
    const saved = this.saved;
    if (!saved) throw new Error('rollback needs a RouteState created with undo');
    for (let i = 0; i < this.touchedCount; i++) this.copyRoute(saved, this, this.touchedList[i]);
    for (let i = 0; i < this.touchedCount; i++) {
      const r = this.touchedList[i];
      const base = r * this.stride;
      for (let k = 1; k <= this.len[r]; k++) {
        this.routeOf[this.nodes[base + k]] = r;
        this.posOf[this.nodes[base + k]] = k;
      }
      this.touched[r] = 0;
    }
    this.touchedCount = 0;
    this.unassignedCount = saved.unassignedCount;
    for (let i = 0; i < this.unassignedCount; i++) {
      this.unassigned[i] = saved.unassigned[i];
      this.routeOf[this.unassigned[i]] = -1;
    }
  }

  /** Records route r's current state for rollback (once per change). */
  touch(r: number): void {
    if (this.touched[r] === 1 || !this.saved) return;
    this.touched[r] = 1;
    this.touchedList[this.touchedCount++] = r;
    this.copyRoute(this, this.saved, r);
  }

  /** Copies the whole solution from another state of the same problem. */
  copyFrom(other: RouteState): void {
    for (let r = 0; r < this.len.length; r++) this.copyRoute(other, this, r);
    this.routeOf.set(other.routeOf);
    this.posOf.set(other.posOf);
    this.unassignedCount = other.unassignedCount;
    this.unassigned.set(other.unassigned.subarray(0, other.unassignedCount));
  }

  private copyRoute(from: RouteState, to: RouteState, r: number): void {
    const base = r * this.stride;
    const end = base + from.len[r] + 2;
    if (from.phys !== from.nodes) to.phys.set(from.phys.subarray(base, end), base);
    for (let i = base; i < end; i++) {
      to.nodes[i] = from.nodes[i];
      to.earliest[i] = from.earliest[i];
      to.latest[i] = from.latest[i];
    }
    // Without ASAP jobs the counts are all 0 in every state.
    if (this.problem.asapCount > 0) to.asapAfter.set(from.asapAfter.subarray(base, end), base);
    to.len[r] = from.len[r];
    to.load[r] = from.load[r];
    to.weight[r] = from.weight[r];
    to.count[r] = from.count[r];
    to.cost[r] = from.cost[r];
    to.travel[r] = from.travel[r];
    to.late[r] = from.late[r];
  }
}
