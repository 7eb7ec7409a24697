import { LatenessBound } from './lateness-bound.js';
import type { NeighbourLists } from './neighbours.js';
import type { Problem } from './problem.js';
import {
  copyReplaced,
  copyTails,
  copyWithInserted,
  copyWithMoved,
  copyWithout,
  LOAD_PENALTY,
  overLimits,
  type SequenceViolation,
  sequenceViolation,
  travelOf,
} from './route-sequences.js';
import type { RouteState } from './route-state.js';
import { TimeWarpSegments } from './time-warp.js';

/** Improving moves one squeeze may make before it gives up. */
const MAX_MOVES = 40;
/** A stop's move partners: its this many nearest neighbours, and the routes that serve them. */
const SQUEEZE_NEAR = 20;

/** A squeeze starts from the least violating place in up to this many routes, one after another. */
const STARTS = 3;
/** A trade gives up one of the stop's this many nearest neighbours. */
const TRADE_NEAR = 10;
/** Rounding allowance of a joined estimate against the exact walk. */
const ESTIMATE_SLACK = 1e-6;

/** Kinds of move (kept as numbers: the best move is stored without allocating). */
const RELOCATE = 0;
const EXCHANGE = 1;
const TAIL_SWAP = 2;
/** The kept best is a pair of whole routes (`bestA`, `bestB`), not a move. */
const SEQUENCES = -1;

/**
 * The squeeze step of Nagata & Bräysy's ejection pool (2009): a stop with no feasible place goes in at
 * the place that breaks the rules least (time-window and shift lateness as "time warp" — the driver
 * is taken back to the window's end and the excess counted — plus load and weight over the limits),
 * and the best of the local search moves that lower the total violation is made, again and again
 * (a stop of a violating route: relocated or exchanged anywhere in a route near it, 2-opt* tail swap
 * with such a route, moved within its own route next to a near stop) until the violation is 0, else
 * everything is undone. When that fails, the next least violating start in another route is tried
 * (up to `STARTS`). Skills, allowed vehicles and stop limits are never broken, not even in between.
 * Moves are judged in O(1) by time-warp segments (`time-warp.ts`); with breaks, by walking the new
 * routes, and only next to near stops. Allocation-free after construction; runs only when a stop
 * has no feasible place.
 */
export class Squeeze {
  /** Squeezes tried, squeezes that placed their stop, trades made (for benchmarks and tests). */
  tried = 0;
  placed = 0;
  traded = 0;
  /**
   * Squeezes left to try (a squeeze costs as much as hundreds of iterations; the caller sets it per
   * repair or route removal so that over-full instances, where most squeezes fail, keep their
   * iteration rate).
   */
  budget = Number.POSITIVE_INFINITY;
  /** Polled before each squeeze (the caller's clock): a squeeze can take tens of milliseconds. */
  shouldStop: () => boolean = () => false;
  /**
   * False: a route that serves no stop takes none, not even in between (route removal: the squeeze
   * must place the stop in the routes already used), and only their room counts in `roomLeft`.
   */
  opensRoutes = true;
  private readonly seqA: Int32Array;
  private readonly seqB: Int32Array;
  private readonly bestA: Int32Array;
  private readonly bestB: Int32Array;
  private bestLenA = 0;
  private bestLenB = 0;
  private bestRouteA = -1;
  private bestRouteB = -1;
  private bestTotal = 0;
  private bestTravel = 0;
  private bestKind = SEQUENCES;
  private bestI = 0;
  private bestJ = 0;
  /** Time warp of route a without the stop at the slot being moved (the same for all its relocations). */
  private warpWithout = 0;
  /** Violation per route of the state being squeezed. */
  private readonly violation: Float64Array;
  /**
   * Per route, the last slot whose stop may take part in a move that lowers the violation: the last
   * late stop (a change after it leaves the route's lateness as it is), or every stop when the route
   * is over its load, weight or shift end.
   */
  private readonly movableUpTo: Int32Array;
  /** `startedIn[r] === startStamp`: a squeeze of the current stop already started in route r. */
  private readonly startedIn: Int32Array;
  private startStamp = 0;
  /** `routeStamp[r] === stamp` marks the routes near the stop being moved. */
  private readonly routeStamp: Int32Array;
  private stamp = 0;
  /** O(1) estimates of a move's violation; null when the problem has breaks. */
  private readonly segments: TimeWarpSegments | null;
  /** Where `tryEverywhere` can stop a route's relocations and exchanges. */
  private readonly lateness: LatenessBound;
  /** Where the sequence `evaluate` saw last had its last late node, and whether it was over its limits. */
  private readonly seen: SequenceViolation = { lastLate: -1, overLoad: false };
  /** Route a without the stop of one slot (the same for every relocation of that stop). */
  private readonly seqWithout: Int32Array;
  private lenWithout = 0;
  private violationWithout = 0;

  constructor(
    private readonly problem: Problem,
    private readonly neighbours: NeighbourLists,
  ) {
    const size = problem.jobCount + problem.breakCount + 1;
    this.seqA = new Int32Array(size);
    this.seqB = new Int32Array(size);
    this.bestA = new Int32Array(size);
    this.bestB = new Int32Array(size);
    this.seqWithout = new Int32Array(size);
    this.violation = new Float64Array(problem.vehicleCount);
    this.movableUpTo = new Int32Array(problem.vehicleCount);
    this.routeStamp = new Int32Array(problem.vehicleCount);
    this.startedIn = new Int32Array(problem.vehicleCount);
    this.segments =
      problem.breakCount === 0
        ? new TimeWarpSegments(problem, problem.jobCount + problem.breakCount + 2)
        : null;
    this.lateness = new LatenessBound(problem);
  }

  /**
   * Tries to place job v (in no route) by the squeeze. True: v is in a route and every route keeps
   * every rule. False: the state is as it was. The state must have been created with undo.
   */
  place(state: RouteState, v: number): boolean {
    if (!this.roomLeft(state, v)) return false;
    const starts = ++this.startStamp;
    let placed = false;
    for (let k = 0; k < STARTS && !placed; k++) {
      state.begin();
      placed = this.squeezeIn(state, v, starts);
      if (!placed) this.undo(state, v);
    }
    return placed;
  }

  /**
   * When the vans lack the room for v: squeezes v in in exchange for one of its near stops that
   * carries more (packages or weight), which leaves its route. Returns that stop, now in no route,
   * or -1 with the state as it was. The count of stops left out stays, but what they carry grows, so
   * the vans have more room for the next one (when capacity binds, the fewest stops are left out by
   * leaving out the heaviest).
   */
  trade(state: RouteState, v: number): number {
    const p = this.problem;
    const { list, width } = this.neighbours;
    const depth = Math.min(width, TRADE_NEAR + 1);
    let traded = -1;
    for (let k = 1; k < depth && traded < 0; k++) {
      const y = list[v * width + k];
      if (y < 0) continue;
      const r = state.routeOf[y];
      if (r < 0 || p.demand[y] + p.weight[y] <= p.demand[v] + p.weight[v]) continue;
      if (p.demand[y] < p.demand[v] || p.weight[y] < p.weight[v]) continue;
      state.begin();
      state.removeRange(r, state.posOf[y], 1);
      state.routeOf[y] = -1;
      state.update(r);
      if (this.roomLeft(state, v) && this.squeezeIn(state, v, ++this.startStamp)) traded = y;
      else this.undo(state, v);
    }
    if (traded >= 0) this.traded++;
    return traded;
  }

  /** Rolls back a failed squeeze of v. */
  private undo(state: RouteState, v: number): void {
    state.rollback();
    // v was in no route before (rollback restores only the routes' own jobs).
    state.routeOf[v] = -1;
  }

  /**
   * The squeeze of v after `state.begin()`, starting in a route not marked with `starts` (which it
   * then marks); false leaves the rollback to the caller.
   */
  private squeezeIn(state: RouteState, v: number, starts: number): boolean {
    if (this.budget <= 0 || this.shouldStop()) return false;
    this.budget--;
    this.tried++;
    if (this.segments) for (let r = 0; r < state.len.length; r++) this.segments.build(state, r);
    if (!this.findLeastViolatingPlace(state, v, starts)) return false;
    this.startedIn[this.bestRouteA] = starts;
    this.applyBest(state);
    for (let r = 0; r < state.len.length; r++) this.violation[r] = this.routeViolation(state, r);
    let total = this.totalViolation();
    for (let move = 0; move < MAX_MOVES && total > 0; move++) {
      // One squeeze of 500 stops can take 300 ms on a busy core: its phase's clock is read between moves.
      if (this.shouldStop() || !this.findBestMove(state, total)) break;
      this.applyBest(state);
      total = this.totalViolation();
    }
    if (total > 0) return false;
    this.placed++;
    return true;
  }

  private totalViolation(): number {
    let total = 0;
    for (let r = 0; r < this.violation.length; r++) total += this.violation[r];
    return total;
  }

  /** Whether the vehicles that may take v have, together, the packages and weight left for it. */
  roomLeft(state: RouteState, v: number): boolean {
    const p = this.problem;
    const V = p.vehicleCount;
    let packages = 0;
    let weight = 0;
    for (let r = 0; r < V; r++) {
      if (p.maxStops[r] === 0 || (p.allowed !== null && p.allowed[v * V + r] === 0)) continue;
      if (!this.opensRoutes && state.count[r] === 0) continue;
      packages += Math.max(0, p.capacity[r] - state.load[r]);
      weight += Math.max(0, p.maxWeight[r] - state.weight[r]);
    }
    return packages >= p.demand[v] && weight >= p.weight[v];
  }

  /** Finds v's place of least violation (then least travel) into `best*`; false when none at all. */
  private findLeastViolatingPlace(state: RouteState, v: number, starts: number): boolean {
    this.bestTotal = Number.POSITIVE_INFINITY;
    this.bestTravel = Number.POSITIVE_INFINITY;
    this.bestRouteA = -1;
    this.bestRouteB = -1;
    const p = this.problem;
    const V = p.vehicleCount;
    for (let r = 0; r < V; r++) {
      if (p.allowed !== null && p.allowed[v * V + r] === 0) continue;
      if (state.count[r] >= p.maxStops[r] || this.startedIn[r] === starts) continue;
      if (!this.opensRoutes && state.count[r] === 0) continue;
      for (let s = 0; s <= state.len[r]; s++) {
        if (this.segments) {
          const warp = this.segments.joinedWarp(state, r, s, v, r, s + 1);
          const over = overLimits(
            this.problem,
            r,
            state.load[r] + p.demand[v],
            state.weight[r] + p.weight[v],
          );
          if (!this.mayBeBetter(warp + LOAD_PENALTY * over - ESTIMATE_SLACK)) continue;
        }
        const n = copyWithInserted(state, r, s, v, this.seqA);
        const violation = this.evaluate(r, this.seqA, n);
        if (!this.mayBeBetter(violation)) continue;
        const travel = travelOf(this.problem, r, this.seqA, n) - state.travel[r];
        if (this.isBetter(violation, travel)) this.keep(violation, travel, r, this.seqA, n, -1, this.seqB, 0);
      }
    }
    return this.bestRouteA >= 0;
  }

  /**
   * Finds the move of least total violation (then least travel) of a stop of a violating route: with
   * any place of a route near it (`tryEverywhere`), or, with breaks, next to one of its near stops;
   * within its own route, next to a near stop. False when none lowers `total`.
   */
  private findBestMove(state: RouteState, total: number): boolean {
    const p = this.problem;
    const J = p.jobCount;
    const { list, width } = this.neighbours;
    const depth = Math.min(width, SQUEEZE_NEAR + 1);
    // A move must lower the violation by more than rounding, or the search could go round in circles.
    this.bestTotal = total - ESTIMATE_SLACK;
    this.bestTravel = Number.POSITIVE_INFINITY;
    this.bestRouteA = -1;
    for (let a = 0; a < state.len.length; a++) {
      if (this.violation[a] <= 0) continue;
      const base = a * state.stride;
      const last = this.movableUpTo[a];
      for (let i = 1; i <= last; i++) {
        const u = state.nodes[base + i];
        if (u >= J) continue;
        if (this.segments) {
          this.warpWithout = this.segments.joinedWarp(state, a, i - 1, -1, a, i + 1);
        } else {
          this.lenWithout = copyWithout(state, a, i, this.seqWithout);
          this.violationWithout = this.evaluate(a, this.seqWithout, this.lenWithout);
        }
        // With O(1) estimates every place of every other route is tried; without, the near ones.
        if (this.segments) this.tryEverywhere(state, a, i, total);
        for (let k = 1; k < depth; k++) {
          const w = list[u * width + k];
          if (w < 0) continue;
          const b = state.routeOf[w];
          if (b < 0) continue;
          const j = state.posOf[w];
          if (b === a) {
            this.tryMoveWithin(state, a, i, j, total);
            continue;
          }
          if (this.segments) continue;
          this.tryPair(state, RELOCATE, a, i, b, j - 1, total);
          this.tryPair(state, RELOCATE, a, i, b, j, total);
          this.tryPair(state, EXCHANGE, a, i, b, j, total);
        }
      }
    }
    return this.bestRouteA >= 0;
  }

  /**
   * Every move of the stop at slot i of route a with every place of the other routes: relocation,
   * exchange and 2-opt* (a keeps its slots before i, and the other route's slots after j follow).
   * The room or time that makes a stop fit is often in a van that is not near it. Only with the O(1)
   * estimates (no breaks: a tail swap would carry a break to another vehicle).
   */
  private tryEverywhere(state: RouteState, a: number, i: number, total: number): void {
    const J = this.problem.jobCount;
    const stamp = this.markNearRoutes(state, state.nodes[a * state.stride + i]);
    // Every such move keeps a's slots before i, so a keeps at least their time warp.
    const kept = (this.segments as TimeWarpSegments).prefixWarp(a, i - 1);
    for (let b = 0; b < state.len.length; b++) {
      if (b === a) continue;
      if (state.count[b] === 0 ? !this.opensRoutes : this.routeStamp[b] !== stamp) continue;
      const rest = total - this.violation[a] - this.violation[b];
      if (!this.mayBeBetter(rest + kept)) continue;
      const base = b * state.stride;
      const m = state.len[b];
      const late = this.lateness;
      late.start(state, state.nodes[a * state.stride + i], b);
      // Placed after slot j (a relocation, or the head of a's tail in a tail swap), the stop is late
      // by at least `late.after(j)` (the exact estimate joins more); put in slot j's place (an
      // exchange), by at least the bound after slot j - 1.
      let boundBefore = 0;
      for (let j = 0; j <= m; j++) {
        const bound = late.after(j);
        if (this.mayBeBetter(rest + this.warpWithout + bound))
          this.tryPair(state, RELOCATE, a, i, b, j, total);
        if (j > 0 && state.nodes[base + j] < J && this.mayBeBetter(rest + kept + boundBefore))
          this.tryPair(state, EXCHANGE, a, i, b, j, total);
        if (this.mayBeBetter(rest + kept + bound)) this.tryPair(state, TAIL_SWAP, a, i - 1, b, j, total);
        boundBefore = bound;
      }
    }
  }

  /** Marks the routes that serve one of u's `SQUEEZE_NEAR` nearest stops; returns the mark. */
  private markNearRoutes(state: RouteState, u: number): number {
    const stamp = ++this.stamp;
    const { list, width } = this.neighbours;
    const depth = Math.min(width, SQUEEZE_NEAR + 1);
    for (let k = 1; k < depth; k++) {
      const w = list[u * width + k];
      if (w >= 0 && state.routeOf[w] >= 0) this.routeStamp[state.routeOf[w]] = stamp;
    }
    return stamp;
  }

  /** Moving slot i of route a next to slot j of the same route (before and after it). */
  private tryMoveWithin(state: RouteState, a: number, i: number, j: number, total: number): void {
    for (let after = j - 1; after <= j; after++) {
      if (after === i || after === i - 1) continue; // the same order
      const n = copyWithMoved(state, a, i, after, this.seqA);
      const violation = total - this.violation[a] + this.evaluate(a, this.seqA, n);
      if (!this.mayBeBetter(violation)) continue;
      const travel = travelOf(this.problem, a, this.seqA, n) - state.travel[a];
      if (this.isBetter(violation, travel)) this.keep(violation, travel, a, this.seqA, n, -1, this.seqB, 0);
    }
  }

  /**
   * A move between routes a and b: RELOCATE slot i of a after slot j of b; EXCHANGE slots i and j;
   * TAIL_SWAP a's slots after i with b's slots after j.
   */
  private tryPair(
    state: RouteState,
    kind: number,
    a: number,
    i: number,
    b: number,
    j: number,
    total: number,
  ): void {
    const u = state.nodes[a * state.stride + i];
    const w = state.nodes[b * state.stride + j];
    const rest = total - this.violation[a] - this.violation[b];
    if (this.segments) {
      // Judged by the estimate alone; the exact walk runs on the move applied.
      const estimate = rest + this.estimate(state, kind, a, i, b, j);
      // The rules last: a tail swap's check walks the tails when jobs have skills.
      if (!this.mayBeBetter(estimate) || !this.keepsRules(state, kind, a, i, b, j)) return;
      const travel = this.travelDelta(state, kind, a, i, b, j);
      if (this.isBetter(estimate, travel)) this.keepMove(estimate, travel, kind, a, i, b, j);
      return;
    }
    let seqA = this.seqA;
    let lenA: number;
    let lenB: number;
    let violationA: number;
    if (kind === RELOCATE) {
      seqA = this.seqWithout;
      lenA = this.lenWithout;
      violationA = this.violationWithout;
    } else if (kind === EXCHANGE) {
      lenA = copyReplaced(state, a, i, w, seqA);
      violationA = this.evaluate(a, seqA, lenA);
    } else {
      lenA = copyTails(state, a, i, b, j, seqA);
      violationA = this.evaluate(a, seqA, lenA);
    }
    // The other route's violation is never negative: skip it when this side alone is no better.
    if (!this.mayBeBetter(rest + violationA)) return;
    if (kind === RELOCATE) lenB = copyWithInserted(state, b, j, u, this.seqB);
    else if (kind === EXCHANGE) lenB = copyReplaced(state, b, j, u, this.seqB);
    else lenB = copyTails(state, b, j, a, i, this.seqB);
    const violation = rest + violationA + this.evaluate(b, this.seqB, lenB);
    if (!this.mayBeBetter(violation)) return;
    const p = this.problem;
    const travel =
      travelOf(p, a, seqA, lenA) + travelOf(p, b, this.seqB, lenB) - state.travel[a] - state.travel[b];
    if (this.isBetter(violation, travel)) this.keep(violation, travel, a, seqA, lenA, b, this.seqB, lenB);
  }

  /**
   * The violation of routes a and b after a move (see `tryPair`), from the joined prefixes and
   * suffixes in O(1): equal to the exact walk up to rounding, skills, allowed vehicles and stop
   * limits apart (`keepsRules`).
   */
  private estimate(state: RouteState, kind: number, a: number, i: number, b: number, j: number): number {
    const seg = this.segments as TimeWarpSegments;
    const p = this.problem;
    const u = state.nodes[a * state.stride + i];
    const w = state.nodes[b * state.stride + j];
    let warp: number;
    let loadA: number;
    let weightA: number;
    if (kind === RELOCATE) {
      warp = this.warpWithout + seg.joinedWarp(state, b, j, u, b, j + 1);
      loadA = state.load[a] - p.demand[u];
      weightA = state.weight[a] - p.weight[u];
    } else if (kind === EXCHANGE) {
      warp = seg.joinedWarp(state, a, i - 1, w, a, i + 1) + seg.joinedWarp(state, b, j - 1, u, b, j + 1);
      loadA = state.load[a] - p.demand[u] + p.demand[w];
      weightA = state.weight[a] - p.weight[u] + p.weight[w];
    } else {
      warp = seg.joinedWarp(state, a, i, -1, b, j + 1) + seg.joinedWarp(state, b, j, -1, a, i + 1);
      loadA = seg.loadUpTo(a, i) + state.load[b] - seg.loadUpTo(b, j);
      weightA = seg.weightUpTo(a, i) + state.weight[b] - seg.weightUpTo(b, j);
    }
    // Load and weight only move between the two routes.
    const loadB = state.load[a] + state.load[b] - loadA;
    const weightB = state.weight[a] + state.weight[b] - weightA;
    return (
      warp +
      LOAD_PENALTY *
        (overLimits(this.problem, a, loadA, weightA) + overLimits(this.problem, b, loadB, weightB))
    );
  }

  /** Whether the routes after a move (see `tryPair`) keep skills, allowed vehicles and stop limits. */
  private keepsRules(state: RouteState, kind: number, a: number, i: number, b: number, j: number): boolean {
    const p = this.problem;
    const V = p.vehicleCount;
    const allowed = p.allowed;
    const u = state.nodes[a * state.stride + i];
    const w = state.nodes[b * state.stride + j];
    if (kind === RELOCATE) {
      return state.count[b] < p.maxStops[b] && (allowed === null || allowed[u * V + b] === 1);
    }
    if (kind === EXCHANGE) return allowed === null || (allowed[u * V + b] === 1 && allowed[w * V + a] === 1);
    // Tail swap (no breaks: slots are jobs).
    if (i + state.len[b] - j > p.maxStops[a] || j + state.len[a] - i > p.maxStops[b]) return false;
    if (allowed === null) return true;
    for (let s = i + 1; s <= state.len[a]; s++)
      if (allowed[state.nodes[a * state.stride + s] * V + b] === 0) return false;
    for (let s = j + 1; s <= state.len[b]; s++)
      if (allowed[state.nodes[b * state.stride + s] * V + a] === 0) return false;
    return true;
  }

  /**
   * Travel change of a move (see `tryPair`) from the edges it takes out and puts in, in O(1); only a
   * tie-break between moves of equal violation, so a route left empty (which costs nothing) is not
   * special-cased.
   */
  private travelDelta(state: RouteState, kind: number, a: number, i: number, b: number, j: number): number {
    const c = this.problem.cost;
    const N = this.problem.nodeCount;
    const nodes = state.nodes;
    const A = a * state.stride;
    const B = b * state.stride;
    const u = nodes[A + i];
    const w = nodes[B + j];
    if (kind === TAIL_SWAP) {
      const nextA = nodes[A + i + 1];
      const nextB = nodes[B + j + 1];
      return c[u * N + nextB] + c[w * N + nextA] - c[u * N + nextA] - c[w * N + nextB];
    }
    const prevA = nodes[A + i - 1];
    const nextA = nodes[A + i + 1];
    const outOfA = c[prevA * N + u] + c[u * N + nextA];
    if (kind === RELOCATE) {
      const nextB = nodes[B + j + 1];
      return c[prevA * N + nextA] - outOfA + c[w * N + u] + c[u * N + nextB] - c[w * N + nextB];
    }
    const prevB = nodes[B + j - 1];
    const nextB = nodes[B + j + 1];
    const inA = c[prevA * N + w] + c[w * N + nextA];
    return inA - outOfA + c[prevB * N + u] + c[u * N + nextB] - c[prevB * N + w] - c[w * N + nextB];
  }

  /** Whether a move of this violation can be the best so far (a tie then goes by travel). */
  private mayBeBetter(violation: number): boolean {
    return violation < this.bestTotal || (violation === this.bestTotal && this.bestRouteA >= 0);
  }

  private isBetter(violation: number, travel: number): boolean {
    if (violation !== this.bestTotal) return violation < this.bestTotal;
    return this.bestRouteA >= 0 && travel < this.bestTravel;
  }

  private keep(
    violation: number,
    travel: number,
    a: number,
    seqA: Int32Array,
    lenA: number,
    b: number,
    seqB: Int32Array,
    lenB: number,
  ): void {
    this.bestTotal = violation;
    this.bestTravel = travel;
    this.bestKind = SEQUENCES;
    this.bestRouteA = a;
    this.bestRouteB = b;
    this.bestLenA = lenA;
    this.bestLenB = lenB;
    for (let k = 0; k < lenA; k++) this.bestA[k] = seqA[k];
    if (b >= 0) for (let k = 0; k < lenB; k++) this.bestB[k] = seqB[k];
  }

  /** Keeps a move between routes a and b (see `tryPair`) as the best so far. */
  private keepMove(
    violation: number,
    travel: number,
    kind: number,
    a: number,
    i: number,
    b: number,
    j: number,
  ): void {
    this.bestTotal = violation;
    this.bestTravel = travel;
    this.bestKind = kind;
    this.bestRouteA = a;
    this.bestI = i;
    this.bestRouteB = b;
    this.bestJ = j;
  }

  /** The two routes the kept move makes, into `bestA` and `bestB` (both read before either is written). */
  private buildKeptMove(state: RouteState): void {
    const a = this.bestRouteA;
    const b = this.bestRouteB;
    const i = this.bestI;
    const j = this.bestJ;
    const kind = this.bestKind;
    const u = state.nodes[a * state.stride + i];
    const w = state.nodes[b * state.stride + j];
    if (kind === RELOCATE) {
      this.bestLenA = copyWithout(state, a, i, this.bestA);
      this.bestLenB = copyWithInserted(state, b, j, u, this.bestB);
    } else if (kind === EXCHANGE) {
      this.bestLenA = copyReplaced(state, a, i, w, this.bestA);
      this.bestLenB = copyReplaced(state, b, j, u, this.bestB);
    } else {
      this.bestLenA = copyTails(state, a, i, b, j, this.bestA);
      this.bestLenB = copyTails(state, b, j, a, i, this.bestB);
    }
  }

  /** Writes the kept route(s) into the state and refreshes their violations. */
  private applyBest(state: RouteState): void {
    const a = this.bestRouteA;
    const b = this.bestRouteB;
    if (this.bestKind !== SEQUENCES) this.buildKeptMove(state);
    state.replaceRoute(a, this.bestA, this.bestLenA);
    if (b >= 0) state.replaceRoute(b, this.bestB, this.bestLenB);
    this.segments?.build(state, a);
    if (b >= 0) this.segments?.build(state, b);
    this.violation[a] = this.routeViolation(state, a);
    if (b >= 0) this.violation[b] = this.routeViolation(state, b);
  }

  private routeViolation(state: RouteState, r: number): number {
    const n = state.len[r];
    const base = r * state.stride;
    for (let i = 0; i < n; i++) this.seqA[i] = state.nodes[base + 1 + i];
    const violation = this.evaluate(r, this.seqA, n);
    // Sequence index i is slot i + 1; index n is the end.
    const { lastLate, overLoad } = this.seen;
    this.movableUpTo[r] = overLoad || lastLate === n ? n : lastLate + 1;
    return violation;
  }

  /** `sequenceViolation` of route r serving `seq[0..n)`, keeping where its last late stop was. */
  private evaluate(r: number, seq: Int32Array, n: number): number {
    return sequenceViolation(this.problem, r, seq, n, this.seen);
  }
}
