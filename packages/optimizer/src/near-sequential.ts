import type { Inserter } from './insertion.js';
import type { NeighbourLists } from './neighbours.js';
import type { RouteState } from './route-state.js';

/** Pending jobs of the near-sequential construction (flags and per-route marks), made once per solve. */
export class NearSequentialScratch {
  /** 1 while the job waits for a route. */
  readonly pending: Uint8Array;
  /** Route for which the job is already a candidate. */
  readonly candidateOf: Int32Array;
  /** Route that the job no longer fits. */
  readonly deadFor: Int32Array;
  /** Candidate jobs of the route being filled. */
  readonly candidates: Int32Array;

  /** Sizes the scratch for `jobCount` jobs. */
  constructor(jobCount: number) {
    this.pending = new Uint8Array(jobCount);
    this.candidateOf = new Int32Array(jobCount);
    this.deadFor = new Int32Array(jobCount);
    this.candidates = new Int32Array(jobCount);
  }
}

/**
 * Sequential insertion for large instances: fills one vehicle at a time, seeded with the pending job
 * farthest from its start, then inserting the pending job with the lowest insertion cost minus
 * `farBonus` × its cost from the start (Solomon's I1: far stops go early, so the last routes are not
 * left the scattered ones they cannot reach, which is what leaves stops out on a full day). Only the
 * jobs near the route (its stops' `near` nearest neighbours) are tried, all pending ones when none of
 * those fits; a job that no longer fits a route is not tried in it again (a longer route only gets
 * later and fuller). Jobs that fit nowhere end up unassigned. Gives up (returns false) when the clock
 * passes `deadline`.
 */
export function constructNearSequential(
  state: RouteState,
  inserter: Inserter,
  jobs: Int32Array,
  neighbours: NeighbourLists,
  scratch: NearSequentialScratch,
  farBonus: number,
  deadline = Number.POSITIVE_INFINITY,
): boolean {
  const p = state.problem;
  const { pending, candidateOf, deadFor, candidates } = scratch;
  candidateOf.fill(-1);
  deadFor.fill(-1);
  for (const j of jobs) pending[j] = 1;
  let left = jobs.length;
  for (let r = 0; r < p.vehicleCount && left > 0; r++) {
    if (performance.now() > deadline) return false;
    const startRow = (p.jobCount + r) * p.nodeCount;
    const score = (job: number): number => {
      inserter.findInRoute(state, job, r);
      if (inserter.route < 0) {
        deadFor[job] = r;
        return Number.POSITIVE_INFINITY;
      }
      return inserter.delta - farBonus * p.cost[startRow + job];
    };
    let pick = farthestFitting(state, inserter, jobs, pending, r);
    let count = 0;
    while (pick >= 0) {
      inserter.findInRoute(state, pick, r);
      state.insert(r, inserter.slot, pick);
      pending[pick] = 0;
      left--;
      count = addNeighbours(neighbours, pick, r, scratch, count);
      pick = -1;
      let cheapest = Number.POSITIVE_INFINITY;
      for (let i = 0; i < count; i++) {
        const job = candidates[i];
        const value = pending[job] === 1 && deadFor[job] !== r ? score(job) : Number.POSITIVE_INFINITY;
        if (value === Number.POSITIVE_INFINITY) candidates[i--] = candidates[--count];
        else if (value < cheapest) {
          cheapest = value;
          pick = job;
        }
      }
      if (pick >= 0) continue;
      for (const job of jobs) {
        if (pending[job] === 0 || deadFor[job] === r) continue;
        const value = score(job);
        if (value < cheapest) {
          cheapest = value;
          pick = job;
        }
      }
    }
  }
  for (const job of jobs) {
    if (pending[job] === 0) continue;
    pending[job] = 0;
    state.unassigned[state.unassignedCount++] = job;
    state.routeOf[job] = -1;
  }
  return true;
}

/** The pending job farthest from route r's start that fits it, -1 when none does. */
function farthestFitting(
  state: RouteState,
  inserter: Inserter,
  jobs: Int32Array,
  pending: Uint8Array,
  r: number,
): number {
  const p = state.problem;
  const startRow = (p.jobCount + r) * p.nodeCount;
  let pick = -1;
  let farthest = -1;
  for (const job of jobs) {
    const far = p.cost[startRow + job];
    if (pending[job] === 0 || !(far > farthest)) continue;
    inserter.findInRoute(state, job, r);
    if (inserter.route < 0) continue;
    pick = job;
    farthest = far;
  }
  return pick;
}

/** Most neighbours of each routed stop that become candidates of its route. */
const NEAR = 40;

/** Adds the pending neighbours of `job` to route r's candidates; returns the new count. */
function addNeighbours(
  neighbours: NeighbourLists,
  job: number,
  r: number,
  scratch: NearSequentialScratch,
  count: number,
): number {
  const { pending, candidateOf, candidates } = scratch;
  const { list, width } = neighbours;
  let n = count;
  const end = job * width + Math.min(NEAR, width);
  for (let k = job * width + 1; k < end; k++) {
    const near = list[k];
    if (near < 0 || pending[near] === 0 || candidateOf[near] === r) continue;
    candidateOf[near] = r;
    candidates[n++] = near;
  }
  return n;
}
