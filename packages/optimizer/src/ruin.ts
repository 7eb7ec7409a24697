import { GOAL_FEWEST_VEHICLES } from './goal.js';
import type { NeighbourLists } from './neighbours.js';
import type { SearchParameters } from './options.js';
import type { Random } from './random.js';
import type { RouteState } from './route-state.js';

/** Probability of seeding the ruin at an unassigned job when there is one. */
const UNASSIGNED_SEED_RATE = 0.5;

/** 'fewest-vehicles': probability that a ruin empties a whole short route. */
const ROUTE_CLOSE_RATE = 0.25;

/**
 * SISR ruin (Christiaens & Vanden Berghe 2020, "adjacent string removal"): from a random seed job,
 * walk its nearest neighbours; from each not-yet-ruined route met, remove one string of consecutive
 * jobs containing the neighbour, or a split string (a longer string of which a middle part is kept).
 * Removed jobs are appended to `removed`; the ruined routes are updated.
 */
export class Ruin {
  /** Jobs removed by the last call of `apply`. */
  readonly removed: Int32Array;
  /** Number of entries of `removed`. */
  removedCount = 0;

  private readonly ruined: Uint8Array;
  private readonly ruinedList: Int32Array;

  /** Creates a ruin operator over the given neighbour lists. */
  constructor(
    private readonly neighbours: NeighbourLists,
    private readonly params: SearchParameters,
    private readonly random: Random,
    private readonly activeJobs: Int32Array,
    vehicleCount: number,
    jobCount: number,
  ) {
    this.removed = new Int32Array(jobCount);
    this.ruined = new Uint8Array(vehicleCount);
    this.ruinedList = new Int32Array(vehicleCount);
  }

  /** Removes strings from `state` (which must be inside `begin()`). */
  apply(state: RouteState): void {
    this.removedCount = 0;
    const V = state.len.length;
    let assigned = 0;
    let used = 0;
    for (let r = 0; r < V; r++) {
      if (state.count[r] > 0) {
        assigned += state.len[r];
        used++;
      }
    }
    if (used === 0 || this.activeJobs.length === 0) return;
    const { averageRemoved, maxStringLength } = this.params;
    const rnd = this.random;
    const lsMax = Math.min(maxStringLength, assigned / used);
    const ksMax = (4 * averageRemoved) / (1 + lsMax) - 1;
    const ks = Math.max(1, Math.floor(rnd.next() * ksMax) + 1);
    const closing =
      state.problem.goalKind === GOAL_FEWEST_VEHICLES && used > 1 && rnd.next() < ROUTE_CLOSE_RATE;
    const closed = closing ? this.emptyShortRoute(state, used) : -1;
    // With stops left out, often ruin around one of them so that recreate can fit it in.
    const seed =
      closed >= 0
        ? this.removedJob(rnd.int(this.removedCount), state.problem.firstBreak)
        : this.seedJob(state);
    const { list, width } = this.neighbours;
    let ruinedCount = 0;
    for (let k = 0; k < width && ruinedCount < ks; k++) {
      const job = list[seed * width + k];
      const r = state.routeOf[job];
      if (r < 0 || this.ruined[r] === 1) continue;
      this.ruined[r] = 1;
      this.ruinedList[ruinedCount++] = r;
      const size = state.len[r];
      const ltMax = Math.min(size, lsMax);
      const lt = Math.floor(rnd.next() * ltMax) + 1;
      if (lt >= size || rnd.next() >= this.params.splitRate)
        this.removeString(state, r, state.posOf[job], lt);
      else this.removeSplitString(state, r, state.posOf[job], lt);
      state.update(r);
      if (!state.isFeasible(r)) this.removeBreaks(state, r);
    }
    for (let i = 0; i < ruinedCount; i++) this.ruined[this.ruinedList[i]] = 0;
    if (closed >= 0) this.ruined[closed] = 0;
  }

  /**
   * A job to ruin around: often a left-out one, else an active one. A left-out break is no seed (it
   * has no neighbour list), so a random active job stands in; without breaks the draws are the same.
   */
  private seedJob(state: RouteState): number {
    const rnd = this.random;
    if (state.unassignedCount > 0 && rnd.next() < UNASSIGNED_SEED_RATE) {
      const leftOut = state.unassigned[rnd.int(state.unassignedCount)];
      if (leftOut < state.problem.firstBreak) return leftOut;
    }
    return this.activeJobs[rnd.int(this.activeJobs.length)];
  }

  /**
   * 'fewest-vehicles': empties the shorter of two random used routes, so that recreate can spread its
   * jobs over the others and close it (the ruin around it then makes room for them). A route holding
   * only its breaks is unused; its breaks are taken out with its jobs (recreate puts them back first).
   */
  private emptyShortRoute(state: RouteState, used: number): number {
    const rnd = this.random;
    const pick = (): number => {
      let k = rnd.int(used);
      for (let r = 0; r < state.count.length; r++) if (state.count[r] > 0 && k-- === 0) return r;
      return -1;
    };
    const a = pick();
    const b = pick();
    const r = state.count[b] < state.count[a] ? b : a;
    this.collect(state, r, 1, state.len[r]);
    state.removeRange(r, 1, state.len[r]);
    state.update(r);
    this.ruined[r] = 1;
    return r;
  }

  /** The first job (not a break) among the removed nodes from entry `from` on, wrapping around. */
  private removedJob(from: number, firstBreak: number): number {
    for (let i = 0; i < this.removedCount; i++) {
      const node = this.removed[(from + i) % this.removedCount];
      if (node < firstBreak) return node;
    }
    return this.removed[from];
  }

  /** Removes `length` consecutive jobs of route r, a random such string containing slot `at`. */
  private removeString(state: RouteState, r: number, at: number, length: number): void {
    const size = state.len[r];
    const lo = Math.max(1, at - length + 1);
    const hi = Math.min(at, size - length + 1);
    const from = this.random.between(lo, hi);
    this.collect(state, r, from, length);
    state.removeRange(r, from, length);
  }

  /** Removes `length` jobs from a string of `length + kept` containing slot `at`, keeping a middle part. */
  private removeSplitString(state: RouteState, r: number, at: number, length: number): void {
    const size = state.len[r];
    const rnd = this.random;
    let kept = 1;
    while (length + kept < size && rnd.next() >= this.params.splitDepth) kept++;
    const total = length + kept;
    const lo = Math.max(1, at - total + 1);
    const hi = Math.min(at, size - total + 1);
    const from = rnd.between(lo, hi);
    const keepFrom = from + rnd.int(length + 1); // kept part: [keepFrom, keepFrom + kept)
    const tail = from + total - (keepFrom + kept);
    // Remove the tail first so the head's slots stay valid.
    this.collect(state, r, keepFrom + kept, tail);
    this.collect(state, r, from, keepFrom - from);
    if (tail > 0) state.removeRange(r, keepFrom + kept, tail);
    if (keepFrom > from) state.removeRange(r, from, keepFrom - from);
  }

  /** Takes route r's breaks out too (recreate puts them back first), which makes it feasible again. */
  private removeBreaks(state: RouteState, r: number): void {
    const base = r * state.stride;
    for (let i = state.len[r]; i >= 1; i--) {
      if (state.nodes[base + i] < state.problem.firstBreak) continue;
      this.collect(state, r, i, 1);
      state.removeRange(r, i, 1);
    }
    state.update(r);
  }

  private collect(state: RouteState, r: number, from: number, count: number): void {
    const base = r * state.stride;
    for (let i = 0; i < count; i++) {
      const job = state.nodes[base + from + i];
      this.removed[this.removedCount++] = job;
      state.routeOf[job] = -1;
    }
  }
}
