import type { Inserter } from './insertion.js';
import type { NeighbourLists } from './neighbours.js';
import type { Problem } from './problem.js';
import type { Random } from './random.js';
import { RouteState } from './route-state.js';
import type { Squeeze } from './squeeze.js';

/**
 * At most this many stops are ejected to make room for one (Nagata & Bräysy's k_max). Three instead
 * of two closed a route more on R1 + RC1 for each of three seeds at 30,000 iterations (README).
 */
const MAX_EJECTED = 3;
/** Random feasible relocations after each ejection, to leave the neighbourhood the pool was stuck in. */
const PERTURBATION_MOVES = 10;
/** Load or weight a route's sum may differ by from the same sum made another way (rounding). */
export const ROOM_SLACK = 1e-6;

/**
 * Up to this many stops any stops of a route may be ejected together; above, only near ones (and,
 * when near ones make no room, any two).
 */
const EJECT_ANYWHERE_UP_TO = 200;
/** Near stops: the stop's nearest neighbours this many deep, and the stops next to them in their routes. */
const EJECT_NEAR = 20;

/** A pool run ends once each of its stops failed this many times in a row without any placed. */
const STUCK_ROUNDS = 20;
/** An exchange partner is one of a stop's this many nearest neighbours. */
const EXCHANGE_NEAR = 10;
/**
 * On large instances, stops at most this many slots apart (one slot more per stop beyond two) are
 * ejected together besides near ones.
 */
const PAIR_SPAN = 3;

/**
 * Whether an ejection beats the best so far: a lower sum of failure counters, then fewer stops, then
 * less load (easier to place again elsewhere when the vans are full), then a lower cost.
 */
function better(
  score: number,
  count: number,
  load: number,
  cost: number,
  bestScore: number,
  bestCount: number,
  bestLoad: number,
  bestCost: number,
): boolean {
  if (score !== bestScore) return score < bestScore;
  if (count !== bestCount) return count < bestCount;
  if (load !== bestLoad) return load < bestLoad;
  return cost < bestCost;
}

/** Why a pool run ended. */
export type PoolOutcome = 'empty' | 'budget';

/**
 * Ejection insertion with an ejection pool (Nagata & Bräysy 2009, "A powerful route minimization
 * heuristic for the VRPTW"; its squeeze step is `run`'s optional `squeeze`): the stops of the pool
 * go in one at a time (last in, first out); one that has no feasible place (and that the squeeze, if
 * given, does not place) takes the place of at most three stops of one route, chosen to minimise the
 * sum of their failure counters (a stop's counter grows each time it fails to find a place, so the
 * stops that are hard to place are the last to be ejected again); the ejected join the pool, and a
 * few random feasible relocations follow. Every change keeps each route feasible under every hard
 * rule: the places come from the inserter (and the squeeze keeps only routes that break none).
 */
export class EjectionPool {
  /** Failure counter per job (p[v] of the paper); kept over every run of one solve. */
  readonly failures: Int32Array;
  /** Pool steps taken so far (each places one stop). */
  steps = 0;
  /**
   * With a squeeze given to `run`, a stop with no feasible place is squeezed on one pool step in this
   * many (counted over all runs); on the others it goes straight to the ejection.
   */
  squeezeEvery = 1;
  private readonly pool: Int32Array;
  private poolCount = 0;
  private readonly chosen = new Int32Array(MAX_EJECTED);
  private chosenCount = 0;
  private chosenRoute = -1;
  private readonly trial = new Int32Array(MAX_EJECTED);
  /** The slots of `trial`'s stops in their route, increasing. */
  private readonly trialSlot = new Int32Array(MAX_EJECTED);
  /** The best ejection `findEjection` has met: its counters' sum, its stops, their load, its cost. */
  private bestScore = 0;
  private bestCount = 0;
  private bestLoad = 0;
  private bestCost = 0;
  /** The most stops `findEjection` ejects this time. */
  private most = MAX_EJECTED;
  /** Where a trial's route is built: the solution's own state is not touched (nor copied back). */
  private readonly trialState: RouteState;
  /** `nearStamp` marks the stops that may be ejected for the current stop (large instances). */
  private readonly near: Int32Array;
  private nearStamp = 0;

  /** `inserter` must not blink: its answers decide which stops are ejected. */
  constructor(
    private readonly problem: Problem,
    private readonly inserter: Inserter,
    private readonly random: Random,
    private readonly neighbours: NeighbourLists,
  ) {
    this.near = new Int32Array(problem.jobCount);
    this.failures = new Int32Array(problem.jobCount);
    this.pool = new Int32Array(problem.jobCount);
    this.trialState = new RouteState(problem, false);
  }

  /** Stops waiting in the pool. */
  get size(): number {
    return this.poolCount;
  }

  /** Moves the state's left-out stops (not its breaks) into the pool. */
  takeLeftOut(state: RouteState): void {
    const J = this.problem.jobCount;
    let kept = 0;
    for (let i = 0; i < state.unassignedCount; i++) {
      const node = state.unassigned[i];
      if (node < J) this.pool[this.poolCount++] = node;
      else state.unassigned[kept++] = node;
    }
    state.unassignedCount = kept;
  }

  /** Takes every stop out of route r (its breaks stay) into the pool. */
  emptyRoute(state: RouteState, r: number): void {
    const J = this.problem.jobCount;
    const base = r * state.stride;
    for (let s = state.len[r]; s >= 1; s--) {
      const node = state.nodes[base + s];
      if (node >= J) continue;
      state.removeRange(r, s, 1);
      state.routeOf[node] = -1;
      this.pool[this.poolCount++] = node;
    }
    state.update(r);
  }

  /** Puts the pool's stops back on the state's left-out list and empties the pool. */
  giveBack(state: RouteState): void {
    for (let i = 0; i < this.poolCount; i++) {
      const job = this.pool[i];
      state.unassigned[state.unassignedCount++] = job;
      state.routeOf[job] = -1;
    }
    this.poolCount = 0;
  }

  /** Copies `state` into `target` with the pool's stops on the target's left-out list (pool kept). */
  snapshot(state: RouteState, target: RouteState): void {
    target.copyFrom(state);
    for (let i = 0; i < this.poolCount; i++) {
      const job = this.pool[i];
      target.unassigned[target.unassignedCount++] = job;
      target.routeOf[job] = -1;
    }
  }

  /** Drops the pool without touching any state (the caller restores a saved solution). */
  clear(): void {
    this.poolCount = 0;
  }

  /**
   * Places pool stops until the pool is empty, `maxSteps` steps were taken or `shouldStop()` says so.
   * `onStep` sees the state after each step (e.g. to keep the one with the smallest pool). With
   * `squeeze`, a stop with no feasible place is first squeezed in (before any ejection); a trade
   * (`Squeeze.trade`) only when the squeeze may open routes: one that may not (route removal) must
   * place every stop, and a trade keeps the pool's size.
   */
  run(
    state: RouteState,
    maxSteps: number,
    shouldStop: () => boolean,
    onStep?: (poolSize: number) => void,
    squeeze: Squeeze | null = null,
  ): PoolOutcome {
    let stuckInRow = 0;
    for (let step = 0; this.poolCount > 0; step++) {
      // A step of 500 stops can take 70 ms on a busy core (an ejection tries every pair of a route and
      // every three near stops), so the clock is read before each one.
      if (step >= maxSteps || shouldStop()) return 'budget';
      // Every stop of the pool had no place, again and again: the rest of the budget would be spent
      // the same way (each such step tries every ejection of every route).
      if (stuckInRow > STUCK_ROUNDS * this.poolCount) return 'budget';
      this.steps++;
      const v = this.pool[--this.poolCount];
      this.inserter.find(state, v);
      if (this.inserter.route >= 0) {
        state.insert(this.inserter.route, this.inserter.slot, v);
        stuckInRow = 0;
      } else if (squeeze && this.steps % this.squeezeEvery === 0 && squeeze.place(state, v)) {
        stuckInRow = 0;
      } else if (squeeze?.opensRoutes && !squeeze.roomLeft(state, v) && this.tradeIn(state, v, squeeze)) {
        stuckInRow = 0;
      } else {
        this.failures[v]++;
        if (!this.insertByEjection(state, v)) {
          // To the bottom of the pool: the others get their turn before v is tried again.
          this.pool.copyWithin(1, 0, this.poolCount);
          this.pool[0] = v;
          this.poolCount++;
          stuckInRow++;
        } else stuckInRow = 0;
        this.perturb(state);
      }
      onStep?.(this.poolCount);
    }
    return 'empty';
  }

  /** Squeezes v in for a stop that carries more, which joins the pool (see `Squeeze.trade`). */
  private tradeIn(state: RouteState, v: number, squeeze: Squeeze): boolean {
    const out = squeeze.trade(state, v);
    if (out < 0) return false;
    // To the bottom of the pool: the room it leaves is for the lighter stops waiting there.
    this.pool.copyWithin(1, 0, this.poolCount);
    this.pool[0] = out;
    this.poolCount++;
    return true;
  }

  /**
   * Inserts v in the route where ejecting at most `MAX_EJECTED` stops makes room at the lowest sum of
   * their failure counters (ties: fewer ejected, then the lower cost); the ejected go to the pool.
   */
  private insertByEjection(state: RouteState, v: number): boolean {
    const stamp = this.markNear(state, v);
    if (this.findEjection(state, v, stamp, MAX_EJECTED)) return true;
    // Near stops gave nothing: any two stops of a route (a stop with a late window may need time freed
    // anywhere before it). Costly, so only for the stops that need it, and not three: every three
    // stops of a 50-stop route is 20,000 trial routes.
    if (this.problem.jobCount <= EJECT_ANYWHERE_UP_TO) return false;
    this.near.fill(++this.nearStamp);
    return this.findEjection(state, v, this.nearStamp, 2);
  }

  /** `insertByEjection` over the stops marked with `stamp`: false when no ejection makes room. */
  private findEjection(state: RouteState, v: number, stamp: number, most: number): boolean {
    this.chosenRoute = -1;
    this.most = most;
    this.bestScore = Number.POSITIVE_INFINITY;
    this.bestCount = MAX_EJECTED + 1;
    this.bestLoad = Number.POSITIVE_INFINITY;
    this.bestCost = Number.POSITIVE_INFINITY;
    for (let r = 0; r < state.len.length; r++) {
      if (state.count[r] === 0 || !this.mayServe(r, v)) continue;
      this.extendEjection(state, r, v, stamp, 0, 1, 0, 0, true);
    }
    if (this.chosenRoute < 0) return false;
    const r = this.chosenRoute;
    for (let i = this.chosenCount - 1; i >= 0; i--) this.removeJob(state, this.chosen[i]);
    state.update(r);
    this.inserter.findInRoute(state, v, r);
    state.insert(this.inserter.route, this.inserter.slot, v);
    for (let i = 0; i < this.chosenCount; i++) this.pool[this.poolCount++] = this.chosen[i];
    return true;
  }

  /**
   * Tries, as the ejection for v, `trial[0..depth)` of route r with each stop of a slot from `from`
   * on added, then (below `MAX_EJECTED`) the sets that go on from there: slots in increasing order,
   * so each set is met once. A set that cannot beat the best by its counters is not built, nor are
   * the sets that extend it. Beyond `PAIR_SPAN` (and one slot more per stop beyond two) slots from the
   * first, only stops marked with `stamp` join a set of such stops.
   */
  private extendEjection(
    state: RouteState,
    r: number,
    v: number,
    stamp: number,
    depth: number,
    from: number,
    score: number,
    load: number,
    allNear: boolean,
  ): void {
    const J = this.problem.jobCount;
    const base = r * state.stride;
    const m = state.len[r];
    const count = depth + 1;
    for (let slot = from; slot <= m; slot++) {
      const x = state.nodes[base + slot];
      if (x >= J) continue;
      const near = allNear && this.near[x] === stamp;
      if (depth > 0 && !near && slot - this.trialSlot[0] > PAIR_SPAN + depth - 1) continue;
      const setScore = score + this.failures[x];
      if (setScore > this.bestScore || (setScore === this.bestScore && count > this.bestCount)) continue;
      this.trial[depth] = x;
      this.trialSlot[depth] = slot;
      const setLoad = load + this.problem.demand[x];
      if (this.roomWithout(state, r, v, count)) {
        const cost = this.costWithout(state, r, count, v);
        if (
          cost < Number.POSITIVE_INFINITY &&
          better(setScore, count, setLoad, cost, this.bestScore, this.bestCount, this.bestLoad, this.bestCost)
        ) {
          this.bestScore = setScore;
          this.bestCount = count;
          this.bestLoad = setLoad;
          this.bestCost = cost;
          this.keepChoice(r, count);
        }
      }
      // A larger set has a score at least as high and more stops.
      if (count < this.most && (setScore < this.bestScore || count + 1 <= this.bestCount)) {
        this.extendEjection(state, r, v, stamp, count, slot + 1, setScore, setLoad, near);
      }
    }
  }

  /** Whether v's skills and allowed vehicles let route r serve it. */
  private mayServe(r: number, v: number): boolean {
    const p = this.problem;
    return p.allowed === null || p.allowed[v * p.vehicleCount + r] === 1;
  }

  /**
   * Whether route r, once `trial[0..count)` leave it, has the load, weight and stop count left for v:
   * without them no place would be found, and building the trial route is most of a pool step.
   */
  private roomWithout(state: RouteState, r: number, v: number, count: number): boolean {
    const p = this.problem;
    let load = state.load[r] + p.demand[v];
    let weight = state.weight[r] + p.weight[v];
    for (let i = 0; i < count; i++) {
      load -= p.demand[this.trial[i]];
      weight -= p.weight[this.trial[i]];
    }
    // The trial route sums its load afresh: a rounding's room, so that no trial that fits is refused.
    return (
      load <= p.capacity[r] + ROOM_SLACK &&
      weight <= p.maxWeight[r] + ROOM_SLACK &&
      state.count[r] - count < p.maxStops[r]
    );
  }

  /**
   * Marks the stops that may be ejected for v with a new stamp and returns it: every routed stop on
   * small instances; on large ones v's nearest neighbours and the stops next to them (a far stop's
   * ejection rarely makes room, and trying every pair of 50-stop routes made each step cost ~10 ms).
   */
  private markNear(state: RouteState, v: number): number {
    const stamp = ++this.nearStamp;
    const near = this.near;
    const J = this.problem.jobCount;
    if (J <= EJECT_ANYWHERE_UP_TO) {
      near.fill(stamp);
      return stamp;
    }
    const { list, width } = this.neighbours;
    const depth = Math.min(width, EJECT_NEAR + 1);
    for (let k = 1; k < depth; k++) {
      const u = list[v * width + k];
      if (u < 0) continue;
      const r = state.routeOf[u];
      if (r < 0) continue;
      near[u] = stamp;
      const base = r * state.stride;
      const before = state.nodes[base + state.posOf[u] - 1];
      const after = state.nodes[base + state.posOf[u] + 1];
      if (before < J) near[before] = stamp;
      if (after < J) near[after] = stamp;
    }
    return stamp;
  }

  private keepChoice(r: number, count: number): void {
    this.chosenRoute = r;
    this.chosenCount = count;
    for (let i = 0; i < count; i++) this.chosen[i] = this.trial[i];
  }

  /**
   * Cost of route r once `trial[0..count)` leave it and v takes its cheapest place there, minus its
   * cost now; Infinity when the route without them breaks a rule or v still has no place. The route
   * is built apart (`trialState`), which costs a few times less than changing the state and rolling
   * it back: an ejection tries every pair of near stops, and this is most of a pool step.
   */
  private costWithout(state: RouteState, r: number, count: number, v: number): number {
    const trial = this.trialState;
    this.copyRouteWithout(state, r, count);
    trial.update(r);
    if (!trial.isFeasible(r)) return Number.POSITIVE_INFINITY;
    this.inserter.findInRoute(trial, v, r);
    if (this.inserter.route < 0) return Number.POSITIVE_INFINITY;
    return trial.cost[r] + this.inserter.delta - state.cost[r];
  }

  /**
   * Route r of `state` without the stops of slots `trialSlot[0..count)`, as route r of `trialState`
   * (not yet updated).
   */
  private copyRouteWithout(state: RouteState, r: number, count: number): void {
    const from = state.nodes;
    const to = this.trialState.nodes;
    const base = r * state.stride;
    let k = base;
    let start = base;
    for (let i = 0; i < count; i++) {
      const skipped = base + this.trialSlot[i];
      while (start < skipped) to[k++] = from[start++];
      start = skipped + 1;
    }
    const end = base + state.len[r] + 2;
    while (start < end) to[k++] = from[start++];
    this.trialState.len[r] = state.len[r] - count;
  }

  /** Takes a job out of its route without updating it: remove the later slot first (`posOf` stays). */
  private removeJob(state: RouteState, job: number): void {
    state.removeRange(state.routeOf[job], state.posOf[job], 1);
    state.routeOf[job] = -1;
  }

  /**
   * Random feasible exchanges: a routed stop and one of its near neighbours in another route swap
   * routes, each at its cheapest place there (moves load between full vans).
   */
  private exchange(state: RouteState): void {
    const J = this.problem.jobCount;
    const { list, width } = this.neighbours;
    if (width < 2) return;
    for (let k = 0; k < PERTURBATION_MOVES; k++) {
      const u = this.random.int(J);
      const w = list[u * width + 1 + this.random.int(Math.min(width - 1, EXCHANGE_NEAR))];
      if (w < 0) continue;
      const a = state.routeOf[u];
      const b = state.routeOf[w];
      if (a < 0 || b < 0 || a === b) continue;
      state.begin();
      this.removeJob(state, u);
      this.removeJob(state, w);
      state.update(a);
      state.update(b);
      this.inserter.findInRoute(state, u, b);
      if (this.inserter.route < 0) {
        state.rollback();
        continue;
      }
      state.insert(b, this.inserter.slot, u);
      this.inserter.findInRoute(state, w, a);
      if (this.inserter.route < 0 || !state.isFeasible(a) || !state.isFeasible(b)) {
        state.rollback();
        continue;
      }
      state.insert(a, this.inserter.slot, w);
    }
  }

  /** Random feasible relocations: a routed stop moves to its cheapest place in another random route. */
  private perturb(state: RouteState): void {
    this.exchange(state);
    const V = state.len.length;
    const J = this.problem.jobCount;
    if (V < 2) return;
    for (let k = 0; k < PERTURBATION_MOVES; k++) {
      const job = this.random.int(J);
      const from = state.routeOf[job];
      if (from < 0) continue;
      let to = this.random.int(V - 1);
      if (to >= from) to++;
      if (state.count[to] === 0) continue;
      state.begin();
      state.removeRange(from, state.posOf[job], 1);
      state.routeOf[job] = -1;
      state.update(from);
      this.inserter.findInRoute(state, job, to);
      if (this.inserter.route < 0 || !state.isFeasible(from)) {
        state.rollback();
        continue;
      }
      state.insert(to, this.inserter.slot, job);
    }
  }
}
