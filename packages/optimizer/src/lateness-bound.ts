import type { Problem } from './problem.js';
import type { RouteState } from './route-state.js';

/** Below the exact time warp by more than its rounding, so a bound never refuses a move that ties. */
const BOUND_SLACK = 1e-7;

/**
 * A lower bound of the time warp a stop brings into a route when it follows slot j: its lateness
 * when the route is served as early as possible without any time warp (`RouteState.earliest`).
 * A warped schedule is never more than its warp so far earlier than that one, so its warp up to
 * and at the stop is at least this lateness. That holds slot by slot whatever the travel times;
 * where they keep the triangle inequality the bound also never falls from one slot to the next.
 */
export class LatenessBound {
  private state: RouteState | null = null;
  private job = 0;
  private base = 0;

  constructor(private readonly problem: Problem) {}

  /** Bounds for `job` placed in route r of `state`. */
  start(state: RouteState, job: number, r: number): void {
    this.state = state;
    this.job = job;
    this.base = r * state.stride;
  }

  /** The bound for the job placed right after slot j. */
  after(j: number): number {
    const state = this.state as RouteState;
    const p = this.problem;
    const prev = state.nodes[this.base + j];
    const arrival =
      state.earliest[this.base + j] + p.service[prev] + p.duration[prev * p.nodeCount + this.job];
    return Math.max(0, arrival - p.due[this.job]) - BOUND_SLACK;
  }
}
