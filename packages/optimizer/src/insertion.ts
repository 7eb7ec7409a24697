import { GOAL_SHORTEST, goalInsertionCost } from './goal.js';
import type { NeighbourLists } from './neighbours.js';
import type { Problem } from './problem.js';
import type { Random } from './random.js';
import type { RouteState } from './route-state.js';

/** Slack kept on the backward (latest start) check so float rounding never breaks a window. */
const EPSILON = 1e-9;

/**
 * First slot s of the route at `base` (m jobs) after which a job whose service cannot end before
 * `earliestEnd` may go: the latest starts grow along a route (drives and services are never negative),
 * so every place before the first slot whose successor's latest start reaches `earliestEnd` makes the
 * rest of the route late. Binary search, so tight windows skip most of a long route at once.
 */
function firstReachableSlot(latest: Float64Array, base: number, m: number, earliestEnd: number): number {
  const bound = earliestEnd + EPSILON;
  // Both ends first: wide windows start at slot 0, and a job too late for the route goes last.
  if (m === 0 || !(latest[base + 1] < bound)) return 0;
  if (latest[base + m] < bound) return m;
  // Lower bound over slots 1..m-1 written without a data-dependent jump (a select), which the
  // processor cannot mispredict.
  let at = 1;
  let n = m - 1;
  while (n > 1) {
    const half = n >> 1;
    at = latest[base + at + half + 1] < bound ? at + half : at;
    n -= half;
  }
  return latest[base + at + 1] < bound ? at + 1 : at;
}

/**
 * Cheapest feasible insertion of one job, O(1) per place thanks to the routes' earliest/latest
 * arrays. Either every place of every route is tried (full scan), or, on large instances, only the
 * places next to the job's nearest routed neighbours and at both ends of each route, with a full scan
 * as fallback when none of those is feasible. Places are skipped at random with the blink rate (SISR
 * "blinks"); among interchangeable empty vehicles only the first is tried. The result is left in
 * `route`, `slot` and `delta` (route -1 when no feasible place exists).
 */
export class Inserter {
  /** Route of the best place found, -1 if none. */
  route = -1;
  /** Insert after this slot. */
  slot = 0;
  /** Cost increase of the best place (travel + ASAP estimate). */
  delta = Number.POSITIVE_INFINITY;
  /** Places evaluated so far (for statistics). */
  evaluations = 0;
  /** False: unused vehicles are not offered (a 'fewest-vehicles' search closing routes). */
  opensRoutes = true;

  private untilBlink: number;
  /** Whether any route may refuse a job for its skills, allowed vehicles, weight or stop count. */
  private readonly limited: boolean;
  private readonly classSeen: Int32Array;
  private stamp = 0;
  private state: RouteState | null = null;
  private job = 0;

  /**
   * Creates an inserter drawing blinks from `random` with probability `blinkRate`; `candidates` > 0
   * restricts the places tried to those next to that many nearest neighbours.
   */
  constructor(
    private readonly problem: Problem,
    private readonly random: Random,
    private readonly blinkRate: number,
    private readonly neighbours: NeighbourLists,
    private readonly candidates: number,
  ) {
    this.untilBlink = random.geometric(blinkRate);
    this.classSeen = new Int32Array(problem.vehicleCount + 1);
    this.limited =
      problem.allowed !== null ||
      problem.maxWeight.some((w) => w < Number.POSITIVE_INFINITY) ||
      problem.maxStops.some((n) => n < Number.POSITIVE_INFINITY);
    // Only a problem with breaks scans with break handling; the plain scan stays as lean as before.
    if (problem.breakCount > 0) this.findAll = this.findAllWithBreaks;
  }

  /**
   * Finds the cheapest feasible place of `job` in `state`; with `nearOnly`, on a large instance, only
   * near its neighbours (no full scan).
   */
  find(state: RouteState, job: number, nearOnly = false): void {
    this.route = -1;
    this.slot = 0;
    this.delta = Number.POSITIVE_INFINITY;
    if (this.candidates > 0) {
      this.findNear(state, job);
      if (this.route >= 0 || nearOnly) return;
    }
    this.findAll(state, job);
  }

  /** Tries the places next to the job's nearest routed neighbours, at the route ends and empty routes. */
  private findNear(state: RouteState, job: number): void {
    this.state = state;
    this.job = job;
    const { list, width } = this.neighbours;
    const limit = Math.min(width, this.candidates + 1);
    const { routeOf, posOf, len } = state;
    const { vehicleClass } = this.problem;
    const stamp = ++this.stamp;
    for (let r = 0; r < len.length; r++) {
      if (!this.mayTake(state, r, job)) continue;
      const m = len[r];
      if (state.count[r] === 0) {
        if (!this.opensRoutes) continue;
        if (this.classSeen[vehicleClass[r]] === stamp) continue;
        this.classSeen[vehicleClass[r]] = stamp;
      }
      this.place(r, 0);
      if (m > 0) this.place(r, m);
    }
    for (let k = 1; k < limit; k++) {
      const other = list[job * width + k];
      const r = routeOf[other];
      if (r < 0 || !this.mayTake(state, r, job)) continue;
      const s = posOf[other];
      this.place(r, s - 1);
      this.place(r, s);
    }
  }

  /** Whether route r may take the job at all: skills and allowed vehicles, load, weight, stop count. */
  private mayTake(state: RouteState, r: number, job: number): boolean {
    const p = this.problem;
    if (p.allowed !== null && p.allowed[job * p.vehicleCount + r] === 0) return false;
    return (
      state.load[r] + p.demand[job] <= p.capacity[r] &&
      state.weight[r] + p.weight[job] <= p.maxWeight[r] &&
      state.count[r] < p.maxStops[r]
    );
  }

  /**
   * Cost increase of serving `job` (service from `begin`) right before the break at slot s + 1 of
   * route r: the breaks there are then taken at the job's place, and the drive goes from the job to the
   * first node after them. Infinity when a break's window or the rest of the route no longer holds.
   */
  private beforeBreaks(state: RouteState, r: number, s: number, job: number, begin: number): number {
    const p = this.problem;
    const N = p.nodeCount;
    const { nodes, phys, earliest, latest } = state;
    const base = r * state.stride;
    let k = base + s + 1;
    let t = begin + p.service[job];
    while (nodes[k] >= p.firstBreak) {
      const brk = nodes[k];
      t = Math.max(t, p.ready[brk]);
      if (t > p.due[brk]) return Number.POSITIVE_INFINITY;
      t += p.service[brk];
      k++;
    }
    const after = nodes[k];
    const nextArrival = t + p.duration[job * N + after];
    if (!(nextArrival <= latest[k] - EPSILON)) return Number.POSITIVE_INFINITY;
    const prevAt = phys[base + s];
    let delta = p.cost[prevAt * N + job] + p.cost[job * N + after];
    if (state.count[r] > 0) delta -= p.cost[prevAt * N + after];
    if (p.goalKind !== GOAL_SHORTEST) delta += goalInsertionCost(state, r, prevAt, after, job);
    if (p.asapCount > 0) {
      const w = p.asapWeight;
      if (p.asap[job] === 1) delta += w * (begin - p.shiftStart[r]);
      const pushed = Math.max(nextArrival, p.ready[after]) - earliest[k];
      if (pushed > 0) delta += w * pushed * state.asapAfter[k];
    }
    return delta;
  }

  /** Evaluates inserting the current job after slot `s` of route `r`. */
  private place(r: number, s: number): void {
    const state = this.state as RouteState;
    const p = this.problem;
    const N = p.nodeCount;
    const job = this.job;
    const base = r * state.stride;
    const prev = state.nodes[base + s];
    const prevAt = state.phys[base + s];
    const next = state.nodes[base + s + 1];
    this.evaluations++;
    if (next >= p.firstBreak) {
      const arrival = state.earliest[base + s] + p.service[prev] + p.duration[prevAt * N + job];
      if (arrival > p.due[job]) return;
      const delta = this.beforeBreaks(state, r, s, job, Math.max(arrival, p.ready[job]));
      if (delta < this.delta) this.keep(r, s, delta);
      return;
    }
    let delta = p.cost[prevAt * N + job] + p.cost[job * N + next];
    if (state.count[r] > 0) delta -= p.cost[prevAt * N + next];
    if (p.goalKind !== GOAL_SHORTEST) delta += goalInsertionCost(state, r, prevAt, next, job);
    if (!(delta < this.delta)) return;
    const arrival = state.earliest[base + s] + p.service[prev] + p.duration[prevAt * N + job];
    if (arrival > p.due[job]) return;
    const begin = Math.max(arrival, p.ready[job]);
    const nextArrival = begin + p.service[job] + p.duration[job * N + next];
    if (!(nextArrival <= state.latest[base + s + 1] - EPSILON)) return;
    if (p.asapCount > 0) {
      const w = p.asapWeight;
      if (p.asap[job] === 1) delta += w * (begin - p.shiftStart[r]);
      const after = state.asapAfter[base + s + 1];
      if (after > 0) {
        const pushed = Math.max(nextArrival, p.ready[next]) - state.earliest[base + s + 1];
        if (pushed > 0) delta += w * pushed * after;
      }
      if (!(delta < this.delta)) return;
    }
    this.keep(r, s, delta);
  }

  /** Takes a better place unless it blinks. */
  private keep(r: number, s: number, delta: number): void {
    if (--this.untilBlink < 0) {
      this.untilBlink = this.random.geometric(this.blinkRate);
      return;
    }
    this.delta = delta;
    this.route = r;
    this.slot = s;
  }

  /** True when places are tried near the job's neighbours first (large instances). */
  get nearFirst(): boolean {
    return this.candidates > 0;
  }

  /**
   * Finds the place of a break (node `brk`) in its own route that delays the rest of the route least
   * (a break adds no travel: it is taken where the driver is). `delta` is that delay. No blinks.
   */
  findBreak(state: RouteState, brk: number): void {
    const p = this.problem;
    const N = p.nodeCount;
    const r = p.breakVehicle[brk - p.firstBreak];
    const { nodes, phys, earliest, latest } = state;
    const base = r * state.stride;
    this.route = -1;
    this.slot = 0;
    this.delta = Number.POSITIVE_INFINITY;
    for (let s = 0; s <= state.len[r]; s++) {
      const arrival = earliest[base + s] + p.service[nodes[base + s]];
      if (arrival > p.due[brk]) break; // later places are later still
      let t = Math.max(arrival, p.ready[brk]) + p.service[brk];
      let k = base + s + 1;
      while (nodes[k] >= p.firstBreak) {
        t = Math.max(t, p.ready[nodes[k]]);
        if (t > p.due[nodes[k]]) break;
        t += p.service[nodes[k]];
        k++;
      }
      if (nodes[k] >= p.firstBreak) continue;
      const nextArrival = t + p.duration[phys[base + s] * N + phys[k]];
      if (!(nextArrival <= latest[k] - EPSILON)) continue;
      const delay = Math.max(nextArrival, p.ready[nodes[k]]) - earliest[k];
      if (delay < this.delta) {
        this.delta = delay;
        this.route = r;
        this.slot = s;
      }
    }
  }

  /** Finds the cheapest feasible place of `job` in route `r` only. */
  findInRoute(state: RouteState, job: number, r: number): void {
    this.findAll(state, job, r, r + 1);
  }

  /**
   * Tries every place of routes `from..to-1` (all routes by default). Without breaks in the problem
   * every slot is a job or a vehicle end, and this loop is kept free of break handling: it is the
   * hottest code of the search (a problem with breaks uses `findAllWithBreaks` instead).
   */
  private findAll(state: RouteState, job: number, from = 0, to = this.problem.vehicleCount): void {
    const p = this.problem;
    const N = p.nodeCount;
    const { cost, duration, ready, due, service, asap, asapWeight, capacity, vehicleClass } = p;
    const { nodes, earliest, latest, asapAfter, len, load, stride } = state;
    const limited = this.limited;
    const jobRow = job * N;
    const readyJ = ready[job];
    const dueJ = due[job];
    const serviceJ = service[job];
    const demandJ = p.demand[job];
    const isAsap = asap[job] === 1;
    const withAsap = p.asapCount > 0;
    const withGoal = p.goalKind !== GOAL_SHORTEST;
    const triangular = p.triangular;
    let untilBlink = this.untilBlink;
    let evaluations = 0;
    let bestRoute = -1;
    let bestSlot = 0;
    let bestDelta = Number.POSITIVE_INFINITY;
    const stamp = ++this.stamp;
    const classSeen = this.classSeen;
    const opensRoutes = this.opensRoutes;
    const earliestEnd = readyJ + serviceJ;
    for (let r = from; r < to; r++) {
      const m = len[r];
      // Most vehicles of a short search are empty and like one already tried: skipped first.
      if (m === 0 && (!opensRoutes || classSeen[vehicleClass[r]] === stamp)) continue;
      if (load[r] + demandJ > capacity[r]) continue;
      if (limited && !this.mayTake(state, r, job)) continue;
      if (m === 0) classSeen[vehicleClass[r]] = stamp;
      const base = r * stride;
      const first = firstReachableSlot(latest, base, m, earliestEnd);
      let prev = nodes[base + first];
      for (let s = first; s <= m; s++) {
        const next = nodes[base + s + 1];
        const arrival = earliest[base + s] + service[prev] + duration[prev * N + job];
        if (arrival > dueJ) {
          if (triangular && arrival < Number.POSITIVE_INFINITY) break; // later places arrive later still
          prev = next; // no road from prev
          continue;
        }
        let delta = cost[prev * N + job] + cost[jobRow + next];
        if (m > 0) delta -= cost[prev * N + next];
        if (withGoal) delta += goalInsertionCost(state, r, prev, next, job);
        evaluations++;
        if (delta < bestDelta) {
          const begin = Math.max(arrival, readyJ);
          const nextArrival = begin + serviceJ + duration[jobRow + next];
          if (nextArrival <= latest[base + s + 1] - EPSILON) {
            if (withAsap) {
              if (isAsap) delta += asapWeight * (begin - p.shiftStart[r]);
              const after = asapAfter[base + s + 1];
              if (after > 0) {
                const pushed = Math.max(nextArrival, ready[next]) - earliest[base + s + 1];
                if (pushed > 0) delta += asapWeight * pushed * after;
              }
            }
            if (delta < bestDelta) {
              if (--untilBlink < 0) {
                untilBlink = this.random.geometric(this.blinkRate);
              } else {
                bestDelta = delta;
                bestRoute = r;
                bestSlot = s;
              }
            }
          }
        }
        prev = next;
      }
    }
    this.untilBlink = untilBlink;
    this.evaluations += evaluations;
    this.route = bestRoute;
    this.slot = bestSlot;
    this.delta = bestDelta;
  }

  /** `findAll` when the routes hold breaks: a break's slot is at the place before it. */
  private findAllWithBreaks(state: RouteState, job: number, from = 0, to = this.problem.vehicleCount): void {
    const p = this.problem;
    const N = p.nodeCount;
    const { cost, duration, ready, due, service, asap, asapWeight, capacity, vehicleClass } = p;
    const { maxWeight, maxStops, allowed, firstBreak } = p;
    const { nodes, phys, earliest, latest, asapAfter, len, load, count, stride } = state;
    const V = p.vehicleCount;
    const weightJ = p.weight[job];
    const jobRow = job * N;
    const readyJ = ready[job];
    const dueJ = due[job];
    const serviceJ = service[job];
    const demandJ = p.demand[job];
    const isAsap = asap[job] === 1;
    const withAsap = p.asapCount > 0;
    const withGoal = p.goalKind !== GOAL_SHORTEST;
    const triangular = p.triangular;
    let untilBlink = this.untilBlink;
    let evaluations = 0;
    let bestRoute = -1;
    let bestSlot = 0;
    let bestDelta = Number.POSITIVE_INFINITY;
    const stamp = ++this.stamp;
    for (let r = from; r < to; r++) {
      if (allowed !== null && allowed[job * V + r] === 0) continue;
      if (load[r] + demandJ > capacity[r]) continue;
      if (state.weight[r] + weightJ > maxWeight[r] || count[r] >= maxStops[r]) continue;
      const m = len[r];
      const empty = count[r] === 0;
      if (empty) {
        if (!this.opensRoutes) continue;
        const cls = vehicleClass[r];
        if (this.classSeen[cls] === stamp) continue;
        this.classSeen[cls] = stamp;
      }
      const base = r * stride;
      const shift = p.shiftStart[r];
      let prev = nodes[base];
      let prevAt = phys[base];
      for (let s = 0; s <= m; s++) {
        const next = nodes[base + s + 1];
        const arrival = earliest[base + s] + service[prev] + duration[prevAt * N + job];
        if (arrival > dueJ) {
          if (triangular && arrival < Number.POSITIVE_INFINITY) break; // later places arrive later still
          prev = next; // no road from prev
          prevAt = phys[base + s + 1];
          continue;
        }
        if (next >= firstBreak) {
          evaluations++;
          const delta = this.beforeBreaks(state, r, s, job, Math.max(arrival, readyJ));
          if (delta < bestDelta) {
            if (--untilBlink < 0) untilBlink = this.random.geometric(this.blinkRate);
            else {
              bestDelta = delta;
              bestRoute = r;
              bestSlot = s;
            }
          }
          prev = next;
          prevAt = phys[base + s + 1];
          continue;
        }
        let delta = cost[prevAt * N + job] + cost[jobRow + next];
        if (!empty) delta -= cost[prevAt * N + next];
        if (withGoal) delta += goalInsertionCost(state, r, prevAt, next, job);
        evaluations++;
        if (delta < bestDelta) {
          const begin = Math.max(arrival, readyJ);
          const nextArrival = begin + serviceJ + duration[jobRow + next];
          if (nextArrival <= latest[base + s + 1] - EPSILON) {
            if (withAsap) {
              if (isAsap) delta += asapWeight * (begin - shift);
              const after = asapAfter[base + s + 1];
              if (after > 0) {
                const pushed = Math.max(nextArrival, ready[next]) - earliest[base + s + 1];
                if (pushed > 0) delta += asapWeight * pushed * after;
              }
            }
            if (delta < bestDelta) {
              if (--untilBlink < 0) {
                untilBlink = this.random.geometric(this.blinkRate);
              } else {
                bestDelta = delta;
                bestRoute = r;
                bestSlot = s;
              }
            }
          }
        }
        prev = next;
        prevAt = phys[base + s + 1];
      }
    }
    this.untilBlink = untilBlink;
    this.evaluations += evaluations;
    this.route = bestRoute;
    this.slot = bestSlot;
    this.delta = bestDelta;
  }
}
