import type { Problem } from './problem.js';
import type { RouteState } from './route-state.js';

/** Below the exact time warp by more than its rounding, so a bound never refuses a move that ties. */
const BOUND_SLACK = 1e-7;

/**
 * A lower bound of the time warp a stop brings into a route when it follows slot j: its lateness
 * when the route is served as early as possible without any time warp (`RouteState.earliest`).
 * A warped schedule is never more than its warp so far earlier than that one, so its warp up to
 * and at the stop is at least this lateness. With travel that keeps the triangle inequality (`bounds`), the
 * bound never falls from one slot to the next, so a scan can stop at the first slot whose bound
 * is past the best move found.
 */
export class LatenessBound {
  /** Whether the bound grows with the slot (the travel times keep the triangle inequality). */
  readonly bounds: boolean;
  /** The bound `after` gave last (0 after `start`). */
  last = 0;
  private state: RouteState | null = null;
  private job = 0;
  private base = 0;

  constructor(private readonly problem: Problem) {
    this.bounds = problem.triangular;
  }

  /** Bounds for `job` placed in route r of `state`. */
  start(state: RouteState, job: number, r: number): void {
    this.state = state;
    this.job = job;
    this.base = r * state.stride;
    this.last = 0;
  }

  /** The bound for the job placed right after slot j. */
  after(j: number): number {
    const state = this.state as RouteState;
    const p = this.problem;
    const prev = state.nodes[this.base + j];
    const arrival =
      state.earliest[this.base + j] + p.service[prev] + p.duration[prev * p.nodeCount + this.job];
    this.last = Math.max(0, arrival - p.due[this.job]) - BOUND_SLACK;
    return this.last;
  }
}
