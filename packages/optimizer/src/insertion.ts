import type { Problem } from './problem.js';
import type { Random } from './random.js';
import type { RouteState } from './route-state.js';

/** Slack kept on the backward (latest start) check so float rounding never breaks a window. */
const EPSILON = 1e-9;

/**
 * Cheapest feasible insertion of one job over all routes, O(1) per place thanks to the routes'
 * earliest/latest arrays. Places are skipped at random with the blink rate (SISR "blinks"); among
 * interchangeable empty vehicles only the first is tried. The result is left in `route`, `slot` and
 * `delta` (route -1 when no feasible place exists).
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

  private untilBlink: number;
  private readonly classSeen: Int32Array;
  private stamp = 0;

  /** Creates an inserter drawing blinks from `random` with probability `blinkRate`. */
  constructor(
    private readonly problem: Problem,
    private readonly random: Random,
    private readonly blinkRate: number,
  ) {
    this.untilBlink = random.geometric(blinkRate);
    this.classSeen = new Int32Array(problem.vehicleCount + 1);
  }

  /** Finds the cheapest feasible place of `job` in `state`. */
  find(state: RouteState, job: number): void {
    const p = this.problem;
    const N = p.nodeCount;
    const { cost, duration, ready, due, service, asap, asapWeight, capacity, vehicleClass } = p;
    const { nodes, earliest, latest, asapAfter, len, load, stride } = state;
    const V = p.vehicleCount;
    const jobRow = job * N;
    const readyJ = ready[job];
    const dueJ = due[job];
    const serviceJ = service[job];
    const demandJ = p.demand[job];
    const isAsap = asap[job] === 1;
    const withAsap = p.asapCount > 0;
    let untilBlink = this.untilBlink;
    let evaluations = 0;
    let bestRoute = -1;
    let bestSlot = 0;
    let bestDelta = Number.POSITIVE_INFINITY;
    const stamp = ++this.stamp;
    for (let r = 0; r < V; r++) {
      if (load[r] + demandJ > capacity[r]) continue;
      const m = len[r];
      if (m === 0) {
        const cls = vehicleClass[r];
        if (this.classSeen[cls] === stamp) continue;
        this.classSeen[cls] = stamp;
      }
      const base = r * stride;
      const shift = p.shiftStart[r];
      let prev = nodes[base];
      for (let s = 0; s <= m; s++) {
        const next = nodes[base + s + 1];
        const arrival = earliest[base + s] + service[prev] + duration[prev * N + job];
        if (arrival > dueJ) {
          if (arrival < Number.POSITIVE_INFINITY) break; // later places arrive later still (triangle inequality)
          prev = next; // no road from prev
          continue;
        }
        let delta = cost[prev * N + job] + cost[jobRow + next];
        if (m > 0) delta -= cost[prev * N + next];
        evaluations++;
        if (delta < bestDelta) {
          const begin = arrival > readyJ ? arrival : readyJ;
          const nextArrival = begin + serviceJ + duration[jobRow + next];
          if (nextArrival <= latest[base + s + 1] - EPSILON) {
            if (withAsap) {
              if (isAsap) delta += asapWeight * (begin - shift);
              const after = asapAfter[base + s + 1];
              if (after > 0) {
                const pushed =
                  (nextArrival > ready[next] ? nextArrival : ready[next]) - earliest[base + s + 1];
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
}
