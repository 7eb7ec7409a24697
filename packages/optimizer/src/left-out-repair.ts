import { type EjectionPool, ROOM_SLACK } from './ejection.js';
import type { RouteState } from './route-state.js';
import type { Squeeze } from './squeeze.js';

/** Points of the search's progress at which the best solution's left-out stops are worked in. */
const REPAIR_AT = [0.5, 0.75, 0.9] as const;
/** Share of the whole search each repair may take (pool steps against iterations, or time). */
export const REPAIR_SHARE = 0.03;

/** A repair tries at most one squeeze per this many pool steps of its budget, and at most `MAX_SQUEEZES`. */
const SQUEEZE_STEPS = 8;
const MAX_SQUEEZES = 200;

/** A repair ends after this many pool steps without a new smallest pool. */
const STALE_STEPS = 200;

/**
 * True when the vans' capacity proves that no plan serves more stops than `state`, by packages or by
 * weight: when every stop may ride in every van, the most stops any plan can carry is the most of the
 * lightest stops whose loads fit in all vans together. A repair could not do better there (a day with
 * more parcels than vans).
 */
export function capacityRulesOutMore(state: RouteState): boolean {
  const p = state.problem;
  if (p.allowed !== null) return false;
  let served = 0;
  for (let r = 0; r < p.vehicleCount; r++) served += state.count[r];
  return (
    mostStopsCarried(state, p.demand, p.capacity) <= served ||
    mostStopsCarried(state, p.weight, p.maxWeight) <= served
  );
}

/** The most of the search's stops (served or left out) whose loads, lightest first, fit in all vans. */
function mostStopsCarried(state: RouteState, carried: Float64Array, limit: Float64Array): number {
  const p = state.problem;
  let room = 0;
  for (let r = 0; r < p.vehicleCount; r++) if (p.maxStops[r] > 0) room += limit[r];
  if (room === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
  const loads: number[] = [];
  for (let j = 0; j < p.jobCount; j++) if (state.routeOf[j] >= 0) loads.push(carried[j]);
  for (let i = 0; i < state.unassignedCount; i++) {
    if (state.unassigned[i] < p.jobCount) loads.push(carried[state.unassigned[i]]);
  }
  loads.sort((x, y) => x - y);
  let count = 0;
  for (const load of loads) {
    // A rounding's room: a plan that fills the vans exactly must not be ruled out.
    if (load > room + ROOM_SLACK) break;
    room -= load;
    count++;
  }
  return count;
}

/**
 * Works the best solution's left-out stops in by ejection insertion at a few points of the search
 * (the annealing alone leaves stops out when every route is full and a stop fits only once others
 * move between routes). The best solution only changes when fewer stops are left out.
 */
export class LeftOutRepair {
  private next = 0;

  constructor(
    private readonly pool: EjectionPool,
    private readonly kept: RouteState,
    private readonly squeeze: Squeeze | null = null,
  ) {}

  /** Starts the repairs' schedule again (a new try of the search). */
  restart(): void {
    this.next = 0;
  }

  /** True when a repair is due at this progress (0..1) and the best solution leaves stops out. */
  due(progress: number, best: RouteState): boolean {
    if (this.next >= REPAIR_AT.length || progress < REPAIR_AT[this.next]) return false;
    while (this.next < REPAIR_AT.length && progress >= REPAIR_AT[this.next]) this.next++;
    return this.hasLeftOutJob(best) && !capacityRulesOutMore(best);
  }

  private hasLeftOutJob(state: RouteState): boolean {
    const J = state.problem.jobCount;
    for (let i = 0; i < state.unassignedCount; i++) if (state.unassigned[i] < J) return true;
    return false;
  }

  /**
   * Starts from `best` in `work` and runs the pool for at most `REPAIR_SHARE` of `totalSteps` (or until
   * `shouldStop`); when a solution with fewer left-out stops was met, `best` and `work` become it.
   * Returns the pool steps taken.
   */
  run(work: RouteState, best: RouteState, totalSteps: number, shouldStop: () => boolean): number {
    const pool = this.pool;
    work.copyFrom(best);
    pool.takeLeftOut(work);
    let fewest = pool.size;
    let improved = false;
    const started = pool.steps;
    const maxSteps = Number.isFinite(totalSteps)
      ? Math.ceil(totalSteps * REPAIR_SHARE)
      : Number.MAX_SAFE_INTEGER;
    if (this.squeeze) {
      this.squeeze.budget = Math.ceil(Math.min(maxSteps, MAX_SQUEEZES * SQUEEZE_STEPS) / SQUEEZE_STEPS);
      // The pool reads the clock before each step and a squeeze between its moves: one squeeze can
      // take far longer than a step.
      this.squeeze.shouldStop = shouldStop;
    }
    let sinceFewer = 0;
    const stale = () => sinceFewer > STALE_STEPS || shouldStop();
    pool.run(
      work,
      maxSteps,
      stale,
      (size) => {
        sinceFewer++;
        if (size < fewest) {
          sinceFewer = 0;
          fewest = size;
          improved = true;
          pool.snapshot(work, this.kept);
        }
      },
      this.squeeze,
    );
    pool.clear();
    const steps = pool.steps - started;
    if (improved && this.kept.totalCost() < best.totalCost()) best.copyFrom(this.kept);
    work.copyFrom(best);
    return steps;
  }
}
