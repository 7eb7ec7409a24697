import type { SolveInput } from './input.js';
import type {
  RouteResult,
  RouteStop,
  Solution,
  SolveStats,
  UnassignedJob,
  UnassignedReason,
} from './output.js';
import type { RouteState } from './route-state.js';
import { metres, seconds } from './units.js';

/**
 * Turns a route's job sequence into the public `RouteResult`, timing it from the input matrices:
 * leave the start at the shift start, wait for windows to open, serve, drive on.
 */
export function buildRoute(input: SolveInput, vehicle: number, jobs: readonly number[]): RouteResult {
  const v = input.vehicles[vehicle];
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
    breaks: [],
  };
}

/** The job sequence of every route of `state`. */
export function routeSequences(state: RouteState): number[][] {
  const out: number[][] = [];
  for (let r = 0; r < state.len.length; r++) {
    const base = r * state.stride;
    out.push(Array.from(state.nodes.subarray(base + 1, base + 1 + state.len[r])));
  }
  return out;
}

/** The unassigned list: jobs impossible alone with their reason, the rest of `left` as `no_room`. */
export function buildUnassigned(
  input: SolveInput,
  aloneReasons: readonly (UnassignedReason | null)[],
  left: Iterable<number>,
): UnassignedJob[] {
  const reasons = new Map<number, UnassignedReason>();
  aloneReasons.forEach((reason, j) => {
    if (reason) reasons.set(j, reason);
  });
  for (const j of left) if (!reasons.has(j)) reasons.set(j, 'no_room');
  return [...reasons.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([job, reason]) => {
      const id = input.jobs[job].id;
      return { job, ...(id !== undefined && { jobId: id }), reason };
    });
}

/** Assembles the public solution from the best state. */
export function buildSolution(
  input: SolveInput,
  state: RouteState,
  aloneReasons: readonly (UnassignedReason | null)[],
  stats: SolveStats,
): Solution {
  const routes = routeSequences(state).map((jobs, vehicle) => buildRoute(input, vehicle, jobs));
  const unassigned = buildUnassigned(
    input,
    aloneReasons,
    state.unassigned.subarray(0, state.unassignedCount),
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
