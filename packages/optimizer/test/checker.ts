/**
 * Independent solution checker. It shares no code with the solver: it re-times every route from the
 * input matrices and verifies windows, shifts, capacities, coverage, unassigned reasons and every
 * reported figure. Used by the tests and by the benchmarks before a result is counted.
 */
import type { SolveInput } from '../src/input.js';
import type { Solution } from '../src/output.js';

const TOLERANCE = 1e-6;

function isRoad(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value) && value >= 0;
}

function near(a: number, b: number): boolean {
  return Math.abs(a - b) <= TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

/** The reason a job can't be served by any vehicle alone, or null if some vehicle can serve it alone. */
export function expectedAloneReason(input: SolveInput, job: number): 'time_window' | 'unroutable' | null {
  const n = Math.round(Math.sqrt(input.durations.length));
  const j = input.jobs[job];
  let reachable = false;
  for (const v of input.vehicles) {
    const outDur = input.durations[v.start * n + j.location];
    const outDist = input.distances[v.start * n + j.location];
    const backDur = v.end === undefined ? 0 : input.durations[j.location * n + v.end];
    const backDist = v.end === undefined ? 0 : input.distances[j.location * n + v.end];
    if (!isRoad(outDur) || !isRoad(outDist) || !isRoad(backDur) || !isRoad(backDist)) continue;
    if ((j.demand ?? 0) > (v.capacity ?? Number.POSITIVE_INFINITY)) continue;
    reachable = true;
    const arrival = v.shiftStart + outDur;
    if (j.timeWindow && arrival > j.timeWindow[1]) continue;
    const start = j.timeWindow ? Math.max(arrival, j.timeWindow[0]) : arrival;
    if (start + j.service + backDur > (v.shiftEnd ?? Number.POSITIVE_INFINITY)) continue;
    return null;
  }
  return reachable ? 'time_window' : 'unroutable';
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
    for (const stop of route.stops) {
      const j = input.jobs[stop.job];
      if (!j) {
        errors.push(`${tag}: unknown job ${stop.job}`);
        continue;
      }
      seen[stop.job]++;
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
      t = start + j.service;
      at = j.location;
    }
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
    const expected = expectedAloneReason(input, u.job) ?? 'no_room';
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
