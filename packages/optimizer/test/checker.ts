/**
 * Independent solution checker. It shares no code with the solver: it re-times every route from the
 * input matrices and verifies windows, shifts, capacities, coverage, unassigned reasons and every
 * reported figure. Used by the tests and by the benchmarks before a result is counted.
 */
import type { BreakInput, SolveInput, VehicleInput } from '../src/input.js';
import type { RouteResult, Solution, UnassignedReason } from '../src/output.js';

const TOLERANCE = 1e-6;

function isRoad(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value) && value >= 0;
}

function near(a: number, b: number): boolean {
  return Math.abs(a - b) <= TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

/** The vehicle's breaks in the order the solver first lays them out: by window start. */
function breaksByWindow(v: VehicleInput): BreakInput[] {
  return [...(v.breaks ?? [])].sort((a, b) => a.window[0] - b.window[0]);
}

/** Takes `breaks` in turn from time t; the end time, or NaN when a window is missed. */
function takeAll(breaks: readonly BreakInput[], t: number): number {
  let time = t;
  for (const b of breaks) {
    time = Math.max(time, b.window[0]);
    if (time > b.window[1] + TOLERANCE) return Number.NaN;
    time += b.duration;
  }
  return time;
}

/** Whether vehicle v could serve the job as its only stop, breaks (in window order) before or after it. */
function servesAlone(input: SolveInput, job: number, vehicle: number): boolean {
  const n = Math.round(Math.sqrt(input.durations.length));
  const j = input.jobs[job];
  const v = input.vehicles[vehicle];
  const out = input.durations[v.start * n + j.location] as number;
  const back = v.end === undefined ? 0 : (input.durations[j.location * n + v.end] as number);
  const breaks = breaksByWindow(v);
  for (let split = 0; split <= breaks.length; split++) {
    const left = takeAll(breaks.slice(0, split), v.shiftStart);
    const arrival = left + out;
    if (!(arrival <= (j.timeWindow?.[1] ?? Number.POSITIVE_INFINITY) + TOLERANCE)) continue;
    const start = j.timeWindow ? Math.max(arrival, j.timeWindow[0]) : arrival;
    const done = takeAll(breaks.slice(split), start + j.service);
    if (done + back <= (v.shiftEnd ?? Number.POSITIVE_INFINITY) + TOLERANCE) return true;
  }
  return false;
}

/** Whether the vehicle's breaks alone fit its shift (start, breaks, end). */
function breaksFitShift(input: SolveInput, v: VehicleInput): boolean {
  const n = Math.round(Math.sqrt(input.durations.length));
  const home = v.end === undefined ? 0 : (input.durations[v.start * n + v.end] as number);
  const done = takeAll(breaksByWindow(v), v.shiftStart);
  return done + (isRoad(home) ? home : 0) <= (v.shiftEnd ?? Number.POSITIVE_INFINITY) + TOLERANCE;
}

/** Whether a vehicle may serve a job at all: its allowed vehicles and skills. */
function mayServe(input: SolveInput, job: number, vehicle: number): boolean {
  const j = input.jobs[job];
  if (j.vehicles && !j.vehicles.includes(vehicle)) return false;
  const has = input.vehicles[vehicle].skills ?? [];
  return (j.skills ?? []).every((s) => has.includes(s));
}

/**
 * The reason a job can't be served by any vehicle alone (the first of unroutable, skill, capacity,
 * shift, time_window that every vehicle meets), or null if some vehicle can serve it alone.
 */
export function expectedAloneReason(input: SolveInput, job: number): UnassignedReason | null {
  return aloneCheck(input, job).reason;
}

/** The alone reason of a job and the vehicles that could serve it alone. */
function aloneCheck(input: SolveInput, job: number): { reason: UnassignedReason | null; vehicles: number[] } {
  const n = Math.round(Math.sqrt(input.durations.length));
  const j = input.jobs[job];
  const stages: UnassignedReason[] = ['unroutable', 'skill', 'capacity', 'shift', 'time_window'];
  let stage = 0;
  const vehicles: number[] = [];
  input.vehicles.forEach((v, i) => {
    const outDur = input.durations[v.start * n + j.location];
    const outDist = input.distances[v.start * n + j.location];
    const backDur = v.end === undefined ? 0 : input.durations[j.location * n + v.end];
    const backDist = v.end === undefined ? 0 : input.distances[j.location * n + v.end];
    if (!isRoad(outDur) || !isRoad(outDist) || !isRoad(backDur) || !isRoad(backDist)) return;
    stage = Math.max(stage, 1);
    if (!mayServe(input, job, i)) return;
    stage = Math.max(stage, 2);
    if ((j.demand ?? 0) > (v.capacity ?? Number.POSITIVE_INFINITY)) return;
    if ((j.weight ?? 0) > (v.maxWeight ?? Number.POSITIVE_INFINITY)) return;
    stage = Math.max(stage, 3);
    const shiftEnd = v.shiftEnd ?? Number.POSITIVE_INFINITY;
    if (j.timeWindow && (j.timeWindow[1] < v.shiftStart || j.timeWindow[0] > shiftEnd)) return;
    if (!breaksFitShift(input, v)) return;
    stage = Math.max(stage, 4);
    if (!servesAlone(input, job, i)) return;
    vehicles.push(i);
  });
  return { reason: vehicles.length > 0 ? null : stages[stage], vehicles };
}

/**
 * Re-times the breaks of a route taken after `served` stops, from time t (where the driver is, before
 * driving on): each inside its window, not before t. Returns the time they end and the idle time.
 */
function checkBreaksAt(
  route: RouteResult,
  v: VehicleInput,
  served: number,
  t: number,
  seenBreaks: number[],
  errors: string[],
  tag: string,
): { t: number; idle: number } {
  let time = t;
  let idle = 0;
  for (const b of route.breaks) {
    if (b.afterStops !== served) continue;
    const spec = v.breaks?.[b.break];
    if (!spec) {
      errors.push(`${tag}: unknown break ${b.break}`);
      continue;
    }
    seenBreaks[b.break]++;
    const earliest = Math.max(time, spec.window[0]);
    if (b.start < earliest - TOLERANCE)
      errors.push(`${tag}: break ${b.break} starts ${b.start} before ${earliest}`);
    if (b.start > spec.window[1] + TOLERANCE) errors.push(`${tag}: break ${b.break} starts after its window`);
    if (!near(b.duration, spec.duration)) errors.push(`${tag}: break ${b.break} duration mismatch`);
    if (b.breakId !== spec.id) errors.push(`${tag}: break ${b.break} id mismatch`);
    idle += b.start - time;
    time = b.start + spec.duration;
  }
  return { t: time, idle };
}

/** All violations found in `solution` for `input`; empty when the solution is valid. */
export function checkSolution(input: SolveInput, solution: Solution): string[] {
  const errors: string[] = [];
  const n = Math.round(Math.sqrt(input.durations.length));
  const seen = new Array<number>(input.jobs.length).fill(0);
  const sums = { distance: 0, travel: 0, service: 0, waiting: 0, total: 0, used: 0, assigned: 0 };
  if (solution.routes.length !== input.vehicles.length) errors.push('one route per vehicle expected');
  solution.routes.forEach((route, r) => {
    const v = input.vehicles[r];
    const tag = `route ${r}`;
    if (route.vehicle !== r) errors.push(`${tag}: vehicle index ${route.vehicle}`);
    let t = v.shiftStart as number;
    let at = v.start as number;
    let distance = 0;
    let travel = 0;
    let service = 0;
    let waiting = 0;
    let load = 0;
    let weight = 0;
    const seenBreaks = new Array<number>(v.breaks?.length ?? 0).fill(0);
    const breaksAt = (served: number): void => {
      const taken = checkBreaksAt(route, v, served, t, seenBreaks, errors, tag);
      t = taken.t;
      waiting += taken.idle;
    };
    for (const [k, b] of route.breaks.entries()) {
      const before = route.breaks[k - 1];
      if (before && before.afterStops > b.afterStops) errors.push(`${tag}: breaks out of order`);
      if (b.afterStops > route.stops.length) errors.push(`${tag}: break after ${b.afterStops} stops`);
    }
    let served = 0;
    for (const stop of route.stops) {
      const j = input.jobs[stop.job];
      if (!j) {
        errors.push(`${tag}: unknown job ${stop.job}`);
        continue;
      }
      breaksAt(served++);
      seen[stop.job]++;
      if (!mayServe(input, stop.job, r)) errors.push(`${tag}: job ${stop.job} may not go to vehicle ${r}`);
      const legDur = input.durations[at * n + j.location];
      const legDist = input.distances[at * n + j.location];
      if (!isRoad(legDur) || !isRoad(legDist)) errors.push(`${tag}: no road to job ${stop.job}`);
      const arrival = t + legDur;
      const start = j.timeWindow ? Math.max(arrival, j.timeWindow[0]) : arrival;
      if (j.timeWindow && arrival > j.timeWindow[1] + TOLERANCE) {
        errors.push(`${tag}: job ${stop.job} arrives ${arrival} after its window ends ${j.timeWindow[1]}`);
      }
      if (!near(stop.arrival, arrival))
        errors.push(`${tag}: job ${stop.job} arrival ${stop.arrival} != ${arrival}`);
      if (!near(stop.serviceStart, start))
        errors.push(`${tag}: job ${stop.job} start ${stop.serviceStart} != ${start}`);
      if (!near(stop.waiting, start - arrival)) errors.push(`${tag}: job ${stop.job} waiting mismatch`);
      if (!near(stop.legDistance, legDist) || !near(stop.legDuration, legDur)) {
        errors.push(`${tag}: job ${stop.job} leg mismatch`);
      }
      distance += legDist;
      travel += legDur;
      service += j.service;
      waiting += start - arrival;
      load += j.demand ?? 0;
      weight += j.weight ?? 0;
      t = start + j.service;
      at = j.location;
    }
    breaksAt(route.stops.length);
    seenBreaks.forEach((count, b) => {
      const expected = route.stops.length > 0 ? 1 : 0;
      if (count !== expected) errors.push(`${tag}: break ${b} taken ${count} times, expected ${expected}`);
    });
    if (route.stops.length > (v.maxStops ?? Number.POSITIVE_INFINITY))
      errors.push(`${tag}: ${route.stops.length} stops over the most ${v.maxStops}`);
    if (weight > (v.maxWeight ?? Number.POSITIVE_INFINITY) + TOLERANCE)
      errors.push(`${tag}: weight ${weight} over the most ${v.maxWeight}`);
    if (!near(route.weight, weight)) errors.push(`${tag}: weight mismatch`);
    if (route.stops.length > 0 && v.end !== undefined) {
      const legDur = input.durations[at * n + v.end];
      const legDist = input.distances[at * n + v.end];
      if (!isRoad(legDur) || !isRoad(legDist)) errors.push(`${tag}: no road to the end`);
      t += legDur;
      travel += legDur;
      distance += legDist;
    }
    const totalDuration = route.stops.length > 0 ? t - v.shiftStart : 0;
    if (route.stops.length > 0 && t > (v.shiftEnd ?? Number.POSITIVE_INFINITY) + TOLERANCE) {
      errors.push(`${tag}: ends at ${t} after shift end ${v.shiftEnd}`);
    }
    if (load > (v.capacity ?? Number.POSITIVE_INFINITY) + TOLERANCE)
      errors.push(`${tag}: load ${load} over capacity`);
    if (route.stops.length > 0 && !near(route.endArrival, t)) errors.push(`${tag}: end arrival mismatch`);
    if (!near(route.distance, distance)) errors.push(`${tag}: distance ${route.distance} != ${distance}`);
    if (!near(route.travelDuration, travel))
      errors.push(`${tag}: travel ${route.travelDuration} != ${travel}`);
    if (!near(route.serviceDuration, service)) errors.push(`${tag}: service total mismatch`);
    if (!near(route.waitingDuration, waiting)) errors.push(`${tag}: waiting total mismatch`);
    if (!near(route.totalDuration, totalDuration)) errors.push(`${tag}: total duration mismatch`);
    if (!near(route.load, load)) errors.push(`${tag}: load mismatch`);
    sums.distance += distance;
    sums.travel += travel;
    sums.service += service;
    sums.waiting += waiting;
    sums.total += totalDuration;
    sums.used += route.stops.length > 0 ? 1 : 0;
    sums.assigned += route.stops.length;
  });
  for (const u of solution.unassigned) {
    if (!input.jobs[u.job]) {
      errors.push(`unknown unassigned job ${u.job}`);
      continue;
    }
    seen[u.job]++;
    const alone = aloneCheck(input, u.job);
    const full = alone.vehicles.every(
      (v) =>
        (solution.routes[v]?.stops.length ?? 0) >= (input.vehicles[v].maxStops ?? Number.POSITIVE_INFINITY),
    );
    const expected = alone.reason ?? (full ? 'max_stops' : 'no_room');
    if (u.reason !== expected) errors.push(`job ${u.job}: reason ${u.reason}, expected ${expected}`);
  }
  seen.forEach((count, j) => {
    if (count !== 1) errors.push(`job ${j} appears ${count} times`);
  });
  const t = solution.totals;
  if (!near(t.distance, sums.distance)) errors.push(`total distance ${t.distance} != ${sums.distance}`);
  if (!near(t.travelDuration, sums.travel)) errors.push('total travel mismatch');
  if (!near(t.serviceDuration, sums.service)) errors.push('total service mismatch');
  if (!near(t.waitingDuration, sums.waiting)) errors.push('total waiting mismatch');
  if (!near(t.totalDuration, sums.total)) errors.push('total duration mismatch');
  if (t.routesUsed !== sums.used) errors.push('routes used mismatch');
  if (t.assigned !== sums.assigned || t.unassigned !== solution.unassigned.length)
    errors.push('counts mismatch');
  return errors;
}

/** Throws with every violation listed when `solution` is not valid for `input`. */
export function assertValidSolution(input: SolveInput, solution: Solution): void {
  const errors = checkSolution(input, solution);
  if (errors.length > 0) throw new Error(`invalid solution:\n  ${errors.slice(0, 20).join('\n  ')}`);
}
