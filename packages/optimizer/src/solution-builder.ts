import { classifyJobs, leftOutReason } from './classify.js';
import type { SolveInput } from './input.js';
import type {
  RouteBreak,
  RouteResult,
  RouteStop,
  Solution,
  SolveStats,
  UnassignedJob,
  UnassignedReason,
} from './output.js';
import type { RouteState } from './route-state.js';
import { metres, seconds } from './units.js';

/** Where a break of the vehicle is taken: after this many of the route's stops. */
export interface BreakSlot {
  /** Index of the break in the vehicle's `breaks`. */
  readonly break: number;
  /** Stops served before it. */
  readonly afterStops: number;
}

/**
 * Turns a route's job sequence into the public `RouteResult`, timing it from the input matrices:
 * leave the start at the shift start, wait for windows to open, serve, drive on. A break in `breaks`
 * is taken where the driver is, before driving on: it starts when the previous service ends (or at
 * the shift start) or when its window opens if later; that wait counts as waiting.
 */
export function buildRoute(
  input: SolveInput,
  vehicle: number,
  jobs: readonly number[],
  breaks: readonly BreakSlot[] = [],
): RouteResult {
  const v = input.vehicles[vehicle];
  const placed: RouteBreak[] = [];
  let nextBreak = 0;
  /** Takes the breaks due after `served` stops, from `at`; returns the time they end. */
  const takeBreaks = (served: number, at: number): number => {
    let t = at;
    while (nextBreak < breaks.length && breaks[nextBreak].afterStops === served) {
      const slot = breaks[nextBreak++];
      const spec = v.breaks?.[slot.break];
      if (!spec) throw new RangeError(`vehicle ${vehicle} has no break ${slot.break}`);
      const start = Math.max(t, spec.window[0]);
      waiting += start - t;
      placed.push({
        break: slot.break,
        ...(spec.id !== undefined && { breakId: spec.id }),
        afterStops: served,
        start: seconds(start),
        duration: spec.duration,
      });
      t = start + spec.duration;
    }
    return t;
  };
  const size = Math.round(Math.sqrt(input.durations.length));
  const stops: RouteStop[] = [];
  let time = v.shiftStart as number;
  let at: number = v.start;
  let distance = 0;
  let travel = 0;
  let serviceSum = 0;
  let waiting = 0;
  let load = 0;
  let weight = 0;
  for (const j of jobs) {
    if (breaks.length > 0) time = takeBreaks(stops.length, time);
    const job = input.jobs[j];
    const legDistance = input.distances[at * size + job.location] as number;
    const legDuration = input.durations[at * size + job.location] as number;
    const arrival = time + legDuration;
    const start = job.timeWindow && job.timeWindow[0] > arrival ? (job.timeWindow[0] as number) : arrival;
    distance += legDistance;
    travel += legDuration;
    serviceSum += job.service;
    waiting += start - arrival;
    load += job.demand ?? 0;
    weight += job.weight ?? 0;
    time = start + job.service;
    stops.push({
      job: j,
      ...(job.id !== undefined && { jobId: job.id }),
      location: job.location,
      arrival: seconds(arrival),
      waiting: seconds(start - arrival),
      serviceStart: seconds(start),
      departure: seconds(time),
      legDistance: metres(legDistance),
      legDuration: seconds(legDuration),
    });
    at = job.location;
  }
  if (breaks.length > 0) time = takeBreaks(stops.length, time);
  let endLegDistance = 0;
  let endLegDuration = 0;
  if (stops.length > 0 && v.end !== undefined) {
    endLegDistance = input.distances[at * size + v.end] as number;
    endLegDuration = input.durations[at * size + v.end] as number;
  }
  distance += endLegDistance;
  travel += endLegDuration;
  const endArrival = time + endLegDuration;
  return {
    vehicle,
    ...(v.id !== undefined && { vehicleId: v.id }),
    stops,
    departure: v.shiftStart,
    endArrival: seconds(endArrival),
    endLegDistance: metres(endLegDistance),
    endLegDuration: seconds(endLegDuration),
    distance: metres(distance),
    travelDuration: seconds(travel),
    serviceDuration: seconds(serviceSum),
    waitingDuration: seconds(waiting),
    totalDuration: seconds(endArrival - v.shiftStart),
    load,
    weight,
    breaks: placed,
  };
}

/** The job sequence of every route of `state`. */
export function routeSequences(state: RouteState): number[][] {
  return routePlans(state).map((plan) => plan.jobs);
}

/** The jobs of every route of `state` and where its breaks are taken (none in an unused route). */
export function routePlans(state: RouteState): { jobs: number[]; breaks: BreakSlot[] }[] {
  const p = state.problem;
  const out: { jobs: number[]; breaks: BreakSlot[] }[] = [];
  for (let r = 0; r < state.len.length; r++) {
    const base = r * state.stride;
    const jobs: number[] = [];
    const breaks: BreakSlot[] = [];
    for (let i = 1; i <= state.len[r]; i++) {
      const node = state.nodes[base + i];
      if (node < p.jobCount) jobs.push(node);
      else if (state.count[r] > 0)
        breaks.push({ break: p.breakIndex[node - p.firstBreak], afterStops: jobs.length });
    }
    out.push({ jobs, breaks });
  }
  return out;
}

/**
 * The unassigned list: jobs impossible alone with their reason, the rest of `left` as `no_room`, or
 * `max_stops` when `leftOut` says so.
 */
export function buildUnassigned(
  input: SolveInput,
  aloneReasons: readonly (UnassignedReason | null)[],
  left: Iterable<number>,
  leftOut: (job: number) => UnassignedReason = () => 'no_room',
): UnassignedJob[] {
  const reasons = new Map<number, UnassignedReason>();
  aloneReasons.forEach((reason, j) => {
    if (reason) reasons.set(j, reason);
  });
  for (const j of left) if (j < input.jobs.length && !reasons.has(j)) reasons.set(j, leftOut(j));
  return [...reasons.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([job, reason]) => {
      const id = input.jobs[job].id;
      return { job, ...(id !== undefined && { jobId: id }), reason };
    });
}

/** How to tell `max_stops` from `no_room`; only worked out when some vehicle has a stop limit. */
function leftOutReasons(
  state: RouteState,
  stopsPerVehicle: readonly number[],
): ((job: number) => UnassignedReason) | undefined {
  const p = state.problem;
  if (state.unassignedCount === 0 || p.maxStops.every((n) => n === Number.POSITIVE_INFINITY))
    return undefined;
  const { servable } = classifyJobs(p);
  return (job) => leftOutReason(p, servable, stopsPerVehicle, job);
}

/** Assembles the public solution from the best state. */
export function buildSolution(
  input: SolveInput,
  state: RouteState,
  aloneReasons: readonly (UnassignedReason | null)[],
  stats: SolveStats,
): Solution {
  const routes = routePlans(state).map((plan, vehicle) => buildRoute(input, vehicle, plan.jobs, plan.breaks));
  const stopsPerVehicle = routes.map((r) => r.stops.length);
  const unassigned = buildUnassigned(
    input,
    aloneReasons,
    state.unassigned.subarray(0, state.unassignedCount),
    leftOutReasons(state, stopsPerVehicle),
  );
  let distance = 0;
  let travel = 0;
  let service = 0;
  let waiting = 0;
  let total = 0;
  let used = 0;
  let assigned = 0;
  for (const r of routes) {
    distance += r.distance;
    travel += r.travelDuration;
    service += r.serviceDuration;
    waiting += r.waitingDuration;
    total += r.totalDuration;
    if (r.stops.length > 0) used++;
    assigned += r.stops.length;
  }
  return {
    routes,
    unassigned,
    totals: {
      distance: metres(distance),
      travelDuration: seconds(travel),
      serviceDuration: seconds(service),
      waitingDuration: seconds(waiting),
      totalDuration: seconds(total),
      routesUsed: used,
      assigned,
      unassigned: unassigned.length,
    },
    stats,
  };
}
