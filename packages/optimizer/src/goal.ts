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

/**
 * 'fewest-vehicles': share of the search spent first on route removal by ejection (each pool step
 * counts as an iteration; on the clock, this share of the time); the rest optimises travel. A pool
 * step costs many iterations (its squeezes and ejection trials), so at 0.3 of 2 s the route removal
 * of R104 made about 550 steps; 0.7 used 1,426 vehicles for R1 + RC1 over six seeds against 1,436,
 * with routes about one point longer (README).
 */
export const ROUTE_REMOVAL_SHARE = 0.7;

/**
 * The first part of a 'fewest-vehicles' search: route removal (`route-removal.ts`, Nagata & Bräysy's
 * fleet minimisation) from the constructed solution; then the search cools from the start temperature
 * over the rest. (A simplified phase that weighed a left-out stop as a share of a vehicle came before
 * it: it closed fewer routes.) Other goals: plain annealing throughout.
 */
export class FleetPhase {
  /** Whether the search starts with the route removal ('fewest-vehicles' with an end). */
  readonly phased: boolean;
  private pending: boolean;

  /** `bounded`: the search has an end (time or iterations), so it has a first part. */
  constructor(problem: Problem, bounded: boolean) {
    this.phased = problem.goalKind === GOAL_FEWEST_VEHICLES && ROUTE_REMOVAL_SHARE > 0 && bounded;
    this.pending = this.phased;
  }

  /** True once, at the start of a phased search: the route removal is due. */
  ends(_progress: number): boolean {
    if (!this.pending) return false;
    this.pending = false;
    return true;
  }

  /** The annealing's progress: it starts after the route removal. */
  coolingProgress(progress: number): number {
    if (!this.phased) return progress;
    return Math.max(0, progress - ROUTE_REMOVAL_SHARE) / (1 - ROUTE_REMOVAL_SHARE);
  }

  /** The cost the annealing compares for a state of real cost `cost`. */
  judge(_state: RouteState, cost: number): number {
    return cost;
  }
}
