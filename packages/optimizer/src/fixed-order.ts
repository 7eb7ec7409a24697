import { placeBreaksInOrder } from './break-placement.js';
import type { SolveInput } from './input.js';
import type { RouteResult, RouteStop } from './output.js';
import { compileProblem, type Problem } from './problem.js';
import { RouteState } from './route-state.js';
import { buildRoute } from './solution-builder.js';
import { metres, seconds } from './units.js';

/**
 * Why a stop of a fixed order is not served as the solver would serve it.
 * - `time_window`: the vehicle arrives after the window's end (it is still visited, late).
 * - `unroutable`: no road leads to it from the previous stop, or from it to the vehicle's end; the
 *   vehicle drives past it (no leg, no service) and the rest of the order is timed without it.
 */
export type OrderViolation = 'time_window' | 'unroutable';

/** One stop of a fixed order: the solver's timing, and what breaks the solver's rules if anything. */
export interface FixedOrderStop extends RouteStop {
  readonly violation: OrderViolation | null;
}

/** One vehicle's fixed order, timed. Totals cover the stops actually driven to (not `unroutable` ones). */
export interface FixedOrderRoute extends Omit<RouteResult, 'stops'> {
  /** Every job of the order, in the order given. */
  readonly stops: readonly FixedOrderStop[];
}

/** The timing of given orders, one route per vehicle (in the order of `SolveInput.vehicles`). */
export interface FixedOrderResult {
  readonly routes: readonly FixedOrderRoute[];
  /** Jobs in no order, by increasing index. */
  readonly unvisited: readonly number[];
}

/** Throws when an order names a job that does not exist, or a job twice, or a vehicle that does not exist. */
function validateOrders(input: SolveInput, orders: readonly (readonly number[])[]): void {
  if (orders.length > input.vehicles.length) {
    throw new RangeError(`${orders.length} orders for ${input.vehicles.length} vehicles`);
  }
  const seen = new Uint8Array(input.jobs.length);
  orders.forEach((order, v) => {
    for (const job of order) {
      if (!(Number.isInteger(job) && job >= 0 && job < input.jobs.length)) {
        throw new RangeError(`orders[${v}] names ${job}, which is not a job index`);
      }
      if (seen[job] === 1) throw new RangeError(`job ${job} is in more than one place of the orders`);
      seen[job] = 1;
    }
  });
}

/** The jobs of `order` a vehicle can drive to in turn: each reachable from the last kept point and able to reach the end. */
function drivableJobs(problem: Problem, vehicle: number, order: readonly number[]): Set<number> {
  const { jobCount: J, vehicleCount: V, nodeCount: N, duration } = problem;
  const end = J + V + vehicle;
  const kept = new Set<number>();
  let at = J + vehicle;
  for (const job of order) {
    const there = duration[at * N + job];
    const back = duration[job * N + end];
    if (there === Number.POSITIVE_INFINITY || back === Number.POSITIVE_INFINITY) continue;
    kept.add(job);
    at = job;
  }
  return kept;
}

/** Jobs of vehicle `r` in `state` whose service starts after their window closes (the solver's own schedule). */
function lateJobs(state: RouteState, r: number): Set<number> {
  const late = new Set<number>();
  const base = r * state.stride;
  for (let slot = 1; slot <= state.len[r]; slot++) {
    const job = state.nodes[base + slot];
    if (state.earliest[base + slot] > state.problem.due[job]) late.add(job);
  }
  return late;
}

/** Jobs of a timed route reached after their window's end (for routes with breaks). */
function lateInTimed(input: SolveInput, route: RouteResult): Set<number> {
  const late = new Set<number>();
  for (const stop of route.stops) {
    const window = input.jobs[stop.job].timeWindow;
    if (window && stop.arrival > window[1]) late.add(stop.job);
  }
  return late;
}

/** An order's stop that is driven past: it takes no time and no road, at the moment the vehicle is there. */
function skippedStop(input: SolveInput, job: number, at: number): FixedOrderStop {
  const spec = input.jobs[job];
  return {
    job,
    ...(spec.id !== undefined && { jobId: spec.id }),
    location: spec.location,
    arrival: seconds(at),
    waiting: seconds(0),
    serviceStart: seconds(at),
    departure: seconds(at),
    legDistance: metres(0),
    legDuration: seconds(0),
    violation: 'unroutable',
  };
}

/**
 * Times given orders instead of searching for them: vehicle v visits `orders[v]` in that order (a
 * vehicle without an order stays home). The schedule is the solver's own (its compiled problem and
 * route state, and the same route builder as `solve`'s output), so a stop's arrival, waiting, service
 * start and legs are exactly what `solve` would report for that order. Unlike `solve`, nothing is
 * refused: a stop reached after its window is served late and marked `time_window`; a stop no road
 * leads to is marked `unroutable` and driven past. Evaluating the orders of a `solve` result gives
 * back its routes, with no violations. A vehicle's breaks go where `placeBreaksInOrder` puts them
 * (fewest late stops, then fewest late breaks, then earliest end), which may be another gap than the
 * solver chose for the same order.
 */
export function evaluateFixedOrders(
  input: SolveInput,
  orders: readonly (readonly number[])[],
): FixedOrderResult {
  validateOrders(input, orders);
  const problem = compileProblem(input, 'duration', 1);
  const state = new RouteState(problem, false);
  const routes = input.vehicles.map((_, v): FixedOrderRoute => {
    const order = orders[v] ?? [];
    const drivable = drivableJobs(problem, v, order);
    const driven = order.filter((job) => drivable.has(job));
    const breaks = placeBreaksInOrder(input, v, driven);
    const timed = buildRoute(input, v, driven, breaks);
    let late: Set<number>;
    if (breaks.length > 0) late = lateInTimed(input, timed);
    else {
      for (const [i, job] of driven.entries()) state.insert(v, i, job);
      late = lateJobs(state, v);
    }
    const byJob = new Map(timed.stops.map((s) => [s.job, s]));
    let lastDeparture: number = timed.departure;
    const stops = order.map((job): FixedOrderStop => {
      const stop = byJob.get(job);
      if (!stop) return skippedStop(input, job, lastDeparture);
      lastDeparture = stop.departure;
      return { ...stop, violation: late.has(job) ? 'time_window' : null };
    });
    return { ...timed, stops };
  });
  const inOrders = new Set(orders.flat());
  const unvisited = input.jobs.map((_, j) => j).filter((j) => !inOrders.has(j));
  return { routes, unvisited };
}
