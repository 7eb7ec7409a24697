import type { Inserter } from './insertion.js';
import type { NeighbourLists } from './neighbours.js';
import type { Goal } from './options.js';
import type { Problem } from './problem.js';
import type { RouteState } from './route-state.js';

/** `Problem.goalKind` values: numbers, so the inner loop compares integers. */
export const GOAL_SHORTEST = 0;
export const GOAL_FEWEST_VEHICLES = 1;
export const GOAL_BALANCE_STOPS = 2;
export const GOAL_BALANCE_HOURS = 3;

const GOAL_KINDS: Record<Goal, number> = {
  shortest: GOAL_SHORTEST,
  'fewest-vehicles': GOAL_FEWEST_VEHICLES,
  'balance-stops': GOAL_BALANCE_STOPS,
  'balance-hours': GOAL_BALANCE_HOURS,
};

/**
 * How strongly balance goals weigh the spread: one more stop on a route of m stops costs
 * (2m + 1) × this × the mean edge between neighbouring stops, so a route 5 stops longer than
 * another gives a stop away unless that costs about 10 such edges of extra travel.
 */
const BALANCE_STRENGTH = 1;

/** Largest finite entry of a matrix. */
function largestFinite(matrix: Float64Array): number {
  let largest = 0;
  for (let i = 0; i < matrix.length; i++) {
    const value = matrix[i];
    if (value > largest && value < Number.POSITIVE_INFINITY) largest = value;
  }
  return largest;
}

/** An upper bound of any route's working time (shift start to end arrival), seconds. */
function workingTimeBound(p: Problem): number {
  const maxDuration = largestFinite(p.duration);
  let bound = (p.jobCount + 1) * maxDuration;
  let latestDue = Number.NEGATIVE_INFINITY;
  for (let j = 0; j < p.jobCount; j++) {
    bound += p.service[j];
    if (Number.isFinite(p.due[j])) latestDue = Math.max(latestDue, p.due[j]);
  }
  const firstShift = p.vehicleCount > 0 ? Math.min(...p.shiftStart) : 0;
  return bound + Math.max(0, latestDue - firstShift);
}

/** Mean time of one stop in a good route: its service plus the drive from its nearest neighbour. */
function meanStopTime(p: Problem, neighbours: NeighbourLists, active: Int32Array): number {
  const { list, width } = neighbours;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < active.length; i++) {
    const j = active[i];
    const near = width > 1 ? list[j * width + 1] : -1;
    const drive = near >= 0 ? p.duration[near * p.nodeCount + j] : 0;
    sum += p.service[j] + (drive < Number.POSITIVE_INFINITY ? drive : 0);
    count++;
  }
  return count > 0 && sum > 0 ? sum / count : 1;
}

/**
 * The problem with the goal's weights set. Every goal keeps "serve as many stops as possible" first:
 * the penalty of a left-out stop is raised above the largest cost the goal adds for one stop.
 */
export function withGoal(
  p: Problem,
  goal: Goal | undefined,
  neighbours: NeighbourLists,
  active: Int32Array,
): Problem {
  const goalKind = GOAL_KINDS[goal ?? 'shortest'];
  if (goalKind === GOAL_SHORTEST) return p;
  if (goalKind === GOAL_FEWEST_VEHICLES) {
    // More than the whole travel of any plan (each node is left once, by an edge ≤ the longest),
    // plus the ASAP bound inside the penalty, so a route less always beats any travel saved.
    const vehicleCost = (p.jobCount + p.vehicleCount) * largestFinite(p.cost) + p.penalty;
    return { ...p, goalKind, vehicleCost, penalty: p.penalty + vehicleCost };
  }
  const stopWeight = BALANCE_STRENGTH * neighbours.meanEdgeCost;
  if (goalKind === GOAL_BALANCE_STOPS) {
    return { ...p, goalKind, stopWeight, penalty: p.penalty + stopWeight * (2 * p.jobCount + 1) };
  }
  // Hours are weighed like stops: a stop's mean time counts as much as one stop.
  const stopTime = meanStopTime(p, neighbours, active);
  const hourWeight = stopWeight / (stopTime * stopTime);
  const bound = workingTimeBound(p);
  return { ...p, goalKind, hourWeight, penalty: p.penalty + 3 * hourWeight * bound * bound };
}

/**
 * Working time of route r: shift start to the arrival at its end, breaks included (0 when unused: a
 * route holding only its breaks serves nothing).
 */
export function routeWorkingTime(state: RouteState, r: number): number {
  const m = state.count[r];
  return m === 0 ? 0 : state.earliest[r * state.stride + m + 1] - state.problem.shiftStart[r];
}

/** The goal's part of a state's cost (0 for 'shortest'). */
export function goalCost(state: RouteState): number {
  const p = state.problem;
  const kind = p.goalKind;
  let sum = 0;
  for (let r = 0; r < state.len.length; r++) {
    const m = state.count[r];
    if (kind === GOAL_FEWEST_VEHICLES) {
      if (m > 0) sum += p.vehicleCost;
    } else if (kind === GOAL_BALANCE_STOPS) {
      sum += p.stopWeight * m * m;
    } else if (kind === GOAL_BALANCE_HOURS) {
      const time = routeWorkingTime(state, r);
      sum += p.hourWeight * time * time;
    }
  }
  return sum;
}

/**
 * The goal's part of the cost of inserting `job` between `prev` and `next` in route r, O(1). For
 * hours, the added time is estimated as the detour plus the service (waiting is left out), like the
 * ASAP estimate; the state's cost after the insertion is exact.
 */
export function goalInsertionCost(
  state: RouteState,
  r: number,
  prev: number,
  next: number,
  job: number,
): number {
  const p = state.problem;
  const m = state.count[r];
  const kind = p.goalKind;
  if (kind === GOAL_FEWEST_VEHICLES) return m === 0 ? p.vehicleCost : 0;
  if (kind === GOAL_BALANCE_STOPS) return p.stopWeight * (2 * m + 1);
  if (kind !== GOAL_BALANCE_HOURS) return 0;
  const N = p.nodeCount;
  let added = p.duration[prev * N + job] + p.service[job] + p.duration[job * N + next];
  if (m > 0) added -= p.duration[prev * N + next];
  const time = routeWorkingTime(state, r);
  return p.hourWeight * added * (2 * time + added);
}

/** 'fewest-vehicles': share of the search spent closing routes with the discounted cost below. */
const FLEET_PHASE_SHARE = 0.25;
/** In that phase a left-out stop weighs this share of a vehicle, so closing a route at the price of
 * a stop or two left out is accepted, and the search then works the stops back in. */
const FLEET_ABSENCE_SHARE = 0.4;
/**
 * 'fewest-vehicles': share of the search spent next on route removal by ejection (each pool step counts
 * as an iteration); the rest optimises travel.
 */
export const ROUTE_REMOVAL_SHARE = 0.25;

/**
 * The first part of a 'fewest-vehicles' search (SISR's fleet minimisation, simplified): the current
 * solution is judged with a small cost per left-out stop, so it may close a route before every stop
 * fits again; the best solution is still judged by the real cost (every stop served first). At the
 * end of the phase the best solution goes through route removal (`route-removal.ts`), then the search
 * restarts from the best solution, cooling again from the start temperature. Other goals: the real cost throughout.
 */
export class FleetPhase {
  private readonly phased: boolean;
  private active: boolean;
  private readonly discount: number;

  /** `bounded`: the search has an end (time or iterations), so it has a first part. */
  constructor(
    problem: Problem,
    private readonly inserter: Inserter,
    bounded: boolean,
  ) {
    this.phased = problem.goalKind === GOAL_FEWEST_VEHICLES && FLEET_PHASE_SHARE > 0 && bounded;
    this.active = this.phased;
    this.discount = problem.penalty - FLEET_ABSENCE_SHARE * problem.vehicleCost;
    inserter.opensRoutes = !this.active;
  }

  /** True once, when the phase ends at this progress (0..1) of the search. */
  ends(progress: number): boolean {
    if (!this.active || progress < FLEET_PHASE_SHARE) return false;
    this.active = false;
    this.inserter.opensRoutes = true;
    return true;
  }

  /**
   * The annealing's progress: each phase cools from the start temperature again; the route removal
   * between them (`ROUTE_REMOVAL_SHARE` of the search) is no part of either.
   */
  coolingProgress(progress: number): number {
    if (!this.phased) return progress;
    if (progress < FLEET_PHASE_SHARE) return progress / FLEET_PHASE_SHARE;
    const start = FLEET_PHASE_SHARE + ROUTE_REMOVAL_SHARE;
    return Math.max(0, progress - start) / (1 - start);
  }

  /** The cost the annealing compares for a state of real cost `cost`. */
  judge(state: RouteState, cost: number): number {
    return this.active ? cost - state.unassignedCount * this.discount : cost;
  }
}
