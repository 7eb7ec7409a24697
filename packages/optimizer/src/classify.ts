import type { UnassignedReason } from './output.js';
import type { Problem } from './problem.js';
import { RouteState } from './route-state.js';

/** What each job can be before the search: its reason when no vehicle can serve it even alone. */
export interface JobClassification {
  /** Per job, null when some vehicle can serve it alone, else the first reason that applies. */
  readonly reasons: (UnassignedReason | null)[];
  /** `servable[j * V + v]` is 1 when vehicle v could serve job j as its only stop. */
  readonly servable: Uint8Array;
}

/** Slack kept on the latest-start check so float rounding never breaks a window. */
const EPSILON = 1e-9;

/**
 * Whether job j fits alone in route r of `empty` (a state with no jobs, only the breaks): some place
 * before, between or after the breaks keeps the job's window, every break's window and the shift.
 */
function fitsAlone(empty: RouteState, r: number, j: number): boolean {
  const p = empty.problem;
  const N = p.nodeCount;
  const { nodes, phys, earliest, latest } = empty;
  const base = r * empty.stride;
  for (let s = 0; s <= empty.len[r]; s++) {
    const arrival = earliest[base + s] + p.service[nodes[base + s]] + p.duration[phys[base + s] * N + j];
    if (!(arrival <= p.due[j])) continue;
    let t = Math.max(arrival, p.ready[j]) + p.service[j];
    let k = base + s + 1;
    let fits = true;
    while (nodes[k] >= p.firstBreak && fits) {
      t = Math.max(t, p.ready[nodes[k]]);
      fits = t <= p.due[nodes[k]];
      t += p.service[nodes[k]];
      k++;
    }
    if (fits && t + p.duration[j * N + phys[k]] <= latest[k] + EPSILON) return true;
  }
  return false;
}

/** Whether the empty route r (start, its breaks, end) keeps every break's window and the shift. */
function breaksFit(empty: RouteState, r: number): boolean {
  const base = r * empty.stride;
  for (let i = 0; i <= empty.len[r] + 1; i++) {
    if (empty.earliest[base + i] > empty.latest[base + i] + EPSILON) return false;
  }
  return true;
}

/** Whether a job's window meets vehicle v's shift at all. */
function windowMeetsShift(p: Problem, j: number, v: number): boolean {
  const shiftEnd = p.due[p.jobCount + p.vehicleCount + v];
  return p.due[j] >= p.shiftStart[v] && p.ready[j] <= shiftEnd;
}

/**
 * Checks every job alone against every vehicle and gives the first reason that applies when none can
 * serve it: `unroutable` (no road from any start or to any end), `skill` (no reachable vehicle may
 * serve it: skills, allowed vehicles), `capacity` (its packages or weight alone exceed every such
 * vehicle), `shift` (its window misses every such shift, or the vehicle's breaks do not fit the
 * shift), `time_window` (no such vehicle reaches it in its window and gets back within the shift,
 * breaks included). A vehicle's stop limit is not considered here (see `max_stops` after the search).
 */
export function classifyJobs(problem: Problem): JobClassification {
  const { jobCount: J, vehicleCount: V, nodeCount: N, duration, demand, weight, allowed } = problem;
  const empty = new RouteState(problem, false);
  const usable = Array.from({ length: V }, (_, v) => breaksFit(empty, v));
  const servable = new Uint8Array(J * V);
  const reasons: (UnassignedReason | null)[] = [];
  for (let j = 0; j < J; j++) {
    let stage = 0; // 0 unroutable, 1 skill, 2 capacity, 3 shift, 4 time_window, 5 servable
    for (let v = 0; v < V; v++) {
      const there = duration[(J + v) * N + j];
      const back = duration[j * N + J + V + v];
      if (!(there < Number.POSITIVE_INFINITY && back < Number.POSITIVE_INFINITY)) continue;
      stage = Math.max(stage, 1);
      if (allowed !== null && allowed[j * V + v] === 0) continue;
      stage = Math.max(stage, 2);
      if (demand[j] > problem.capacity[v] || weight[j] > problem.maxWeight[v]) continue;
      stage = Math.max(stage, 3);
      if (!usable[v] || !windowMeetsShift(problem, j, v)) continue;
      stage = Math.max(stage, 4);
      if (!fitsAlone(empty, v, j)) continue;
      stage = 5;
      servable[j * V + v] = 1;
    }
    reasons.push(STAGE_REASONS[stage]);
  }
  return { reasons, servable };
}

const STAGE_REASONS: readonly (UnassignedReason | null)[] = [
  'unroutable',
  'skill',
  'capacity',
  'shift',
  'time_window',
  null,
];

/** Per job, null when some vehicle can serve it alone, else why none can (see `classifyJobs`). */
export function classifyJobsAlone(problem: Problem): (UnassignedReason | null)[] {
  return classifyJobs(problem).reasons;
}

/**
 * Why a job that could be served alone was left out: `max_stops` when every vehicle that could serve
 * it alone already has its most stops, else `no_room`.
 */
export function leftOutReason(
  problem: Problem,
  servable: Uint8Array,
  stopsPerVehicle: readonly number[],
  job: number,
): UnassignedReason {
  const V = problem.vehicleCount;
  for (let v = 0; v < V; v++) {
    if (servable[job * V + v] === 1 && stopsPerVehicle[v] < problem.maxStops[v]) return 'no_room';
  }
  return 'max_stops';
}
