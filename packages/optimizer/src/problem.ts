import type { FlatMatrix, SolveInput } from './input.js';
import type { Objective } from './options.js';
import {
  closeVehiclesWithUnfitBreaks,
  compileAllowed,
  compileBreaks,
  compileLimits,
  workdayKey,
} from './workday-rules.js';

/**
 * The solver's internal view of a problem: flat typed arrays over "nodes". Nodes `0..J-1` are the
 * jobs, `J..J+V-1` the vehicles' start points and `J+V..J+2V-1` their end points, so a route is a plain
 * array of node indices and every lookup is `matrix[from * nodeCount + to]`. Missing roads are
 * `Infinity` in both matrices; an open route's end node is reachable from anywhere at no cost.
 */
export interface Problem {
  /** J: number of jobs. */
  readonly jobCount: number;
  /** V: number of vehicles. */
  readonly vehicleCount: number;
  /** J + 2V + B (B breaks, nodes `J+2V..`, after the vehicles' end points). */
  readonly nodeCount: number;
  /** Travel cost between nodes (duration or distance, per the objective). */
  readonly cost: Float64Array;
  /** Travel time between nodes, seconds. */
  readonly duration: Float64Array;
  /** Earliest service start per node (vehicle start: shift start; end: -Infinity). */
  readonly ready: Float64Array;
  /** Latest service start per node (vehicle end: shift end or Infinity). */
  readonly due: Float64Array;
  /** Service time per node (0 for vehicle nodes). */
  readonly service: Float64Array;
  /** Demand per node (0 for vehicle nodes). */
  readonly demand: Float64Array;
  /** 1 for ASAP jobs. */
  readonly asap: Uint8Array;
  /** Capacity per vehicle (Infinity when absent). */
  readonly capacity: Float64Array;
  /** Shift start per vehicle. */
  readonly shiftStart: Float64Array;
  /** Vehicles with equal class are interchangeable (same places, shift and capacity). */
  readonly vehicleClass: Int32Array;
  /** Number of ASAP jobs. */
  readonly asapCount: number;
  /** Cost per second of an ASAP job's service start after the shift start. */
  readonly asapWeight: number;
  /** Cost of one unassigned job: larger than any feasible insertion. */
  readonly penalty: number;
  /**
   * True when d(a, j) ≤ d(a, b) + service(b) + d(b, j) for all nodes, so along a route the arrival at
   * a job inserted later is never earlier (lets the insertion scan stop at a closed window).
   */
  readonly triangular: boolean;
  /** What the plan is judged by, as a `GoalKind` (`goal.ts`); 0 is 'shortest'. */
  readonly goalKind: number;
  /** 'fewest-vehicles': cost of using a vehicle, larger than any travel it can save. */
  readonly vehicleCost: number;
  /** 'balance-stops': cost per squared stop count of a route. */
  readonly stopWeight: number;
  /** 'balance-hours': cost per squared second of a route's working time. */
  readonly hourWeight: number;
  /** B: number of breaks over all vehicles. */
  readonly breakCount: number;
  /** Node of the first break (J + 2V); any node at or above it is a break. */
  readonly firstBreak: number;
  /** Vehicle of each break (indexed by node − firstBreak). */
  readonly breakVehicle: Int32Array;
  /** Index of each break in its vehicle's `breaks` (indexed by node − firstBreak). */
  readonly breakIndex: Int32Array;
  /** Weight per node (0 for vehicle nodes and breaks). */
  readonly weight: Float64Array;
  /** Largest total weight per vehicle (Infinity when absent). */
  readonly maxWeight: Float64Array;
  /** Most jobs per vehicle (Infinity when absent). */
  readonly maxStops: Float64Array;
  /**
   * `allowed[node * V + v]` is 1 when vehicle v may serve the job (skills and `vehicles`) or own the
   * break; null when every job may go to every vehicle and there are no breaks.
   */
  readonly allowed: Uint8Array | null;
}

/** Largest job count for which the triangle inequality is checked (O(n³)); above, assume it fails. */
const TRIANGLE_CHECK_UP_TO = 250;

/** Checks the triangle inequality (with service times) that makes stopping a scan early safe. */
function isTriangular(
  duration: Float64Array,
  service: Float64Array,
  J: number,
  N: number,
  places = N,
): boolean {
  if (J > TRIANGLE_CHECK_UP_TO) return false;
  // Loops ordered so that the innermost one reads matrix rows (the O(n³) check was 1-3% of a solve).
  for (let a = 0; a < places; a++) {
    for (let b = 0; b < places; b++) {
      if (b === a) continue;
      const via = duration[a * N + b] + service[b];
      for (let j = 0; j < J; j++) {
        const direct = duration[a * N + j];
        if (direct === Number.POSITIVE_INFINITY || a === j || b === j) continue;
        if (direct > via + duration[b * N + j] + 1e-9) return false;
      }
    }
  }
  return true;
}

/** Reads a possibly invalid matrix entry; anything negative, NaN or infinite becomes Infinity. */
function entry(matrix: FlatMatrix, index: number): number {
  const value = matrix[index] as number;
  return value >= 0 && value < Number.POSITIVE_INFINITY ? value : Number.POSITIVE_INFINITY;
}

/** Throws a descriptive error when the input is malformed (not when it is merely infeasible). */
function validate(input: SolveInput, size: number): void {
  if (!Number.isInteger(size) || input.distances.length !== input.durations.length) {
    throw new RangeError('durations and distances must be square matrices of the same size');
  }
  const checkIndex = (value: number | undefined, what: string): void => {
    if (value !== undefined && !(Number.isInteger(value) && value >= 0 && value < size)) {
      throw new RangeError(`${what} is not a valid location index (matrix size ${size})`);
    }
  };
  input.vehicles.forEach((v, i) => {
    checkIndex(v.start, `vehicles[${i}].start`);
    checkIndex(v.end, `vehicles[${i}].end`);
    if (!Number.isFinite(v.shiftStart)) throw new RangeError(`vehicles[${i}].shiftStart must be finite`);
  });
  input.jobs.forEach((j, i) => {
    checkIndex(j.location, `jobs[${i}].location`);
    if (!(j.service >= 0)) throw new RangeError(`jobs[${i}].service must be >= 0`);
  });
}

/** Builds the internal problem from the public input. */
export function compileProblem(input: SolveInput, objective: Objective, asapWeight: number): Problem {
  const size = Math.round(Math.sqrt(input.durations.length));
  if (size * size !== input.durations.length) throw new RangeError('durations must be a square matrix');
  validate(input, size);
  const J = input.jobs.length;
  const V = input.vehicles.length;
  const breaks = compileBreaks(input);
  const firstBreak = J + 2 * V;
  const N = firstBreak + breaks.count;
  const loc = new Int32Array(N).fill(-1); // -1 = open end; breaks have no place of their own
  const ready = new Float64Array(N);
  const due = new Float64Array(N);
  const service = new Float64Array(N);
  const demand = new Float64Array(N);
  const asap = new Uint8Array(N);
  const capacity = new Float64Array(V);
  const shiftStart = new Float64Array(V);
  input.jobs.forEach((job, j) => {
    loc[j] = job.location;
    ready[j] = job.timeWindow ? job.timeWindow[0] : Number.NEGATIVE_INFINITY;
    due[j] = job.timeWindow ? job.timeWindow[1] : Number.POSITIVE_INFINITY;
    service[j] = job.service;
    demand[j] = job.demand ?? 0;
    asap[j] = job.priority === 1 ? 1 : 0;
  });
  input.vehicles.forEach((v, i) => {
    loc[J + i] = v.start;
    loc[J + V + i] = v.end ?? -1;
    ready[J + i] = v.shiftStart;
    due[J + i] = Number.POSITIVE_INFINITY;
    ready[J + V + i] = Number.NEGATIVE_INFINITY;
    due[J + V + i] = v.shiftEnd ?? Number.POSITIVE_INFINITY;
    capacity[i] = v.capacity ?? Number.POSITIVE_INFINITY;
    shiftStart[i] = v.shiftStart;
  });
  breaks.vehicle.forEach((_, b) => {
    const spec = breaks.spec[b];
    loc[firstBreak + b] = -2;
    ready[firstBreak + b] = spec.window[0];
    due[firstBreak + b] = spec.window[1];
    service[firstBreak + b] = spec.duration;
  });
  const cost = new Float64Array(N * N);
  const duration = new Float64Array(N * N);
  let maxCost = 0;
  let maxDuration = 0;
  for (let a = 0; a < N; a++) {
    for (let b = 0; b < N; b++) {
      const k = a * N + b;
      if (loc[b] < 0 || loc[a] === -2 || a === b) continue; // open end, break, or self: 0
      if (loc[a] < 0) {
        cost[k] = duration[k] = Number.POSITIVE_INFINITY; // nothing leaves an end
        continue;
      }
      const m = loc[a] * size + loc[b];
      const dur = entry(input.durations, m);
      const dist = entry(input.distances, m);
      const ok = dur < Number.POSITIVE_INFINITY && dist < Number.POSITIVE_INFINITY;
      duration[k] = ok ? dur : Number.POSITIVE_INFINITY;
      cost[k] = ok ? (objective === 'distance' ? dist : dur) : Number.POSITIVE_INFINITY;
      if (ok) {
        if (cost[k] > maxCost) maxCost = cost[k];
        if (dur > maxDuration) maxDuration = dur;
      }
    }
  }
  const classes = new Map<string, number>();
  const vehicleClass = new Int32Array(V);
  input.vehicles.forEach((v, i) => {
    const key = `${v.start}|${v.end}|${v.shiftStart}|${v.shiftEnd}|${v.capacity}|${workdayKey(v)}`;
    if (!classes.has(key)) classes.set(key, classes.size);
    vehicleClass[i] = classes.get(key) ?? 0;
  });
  let asapCount = 0;
  let span = maxDuration;
  let latestDue = 0;
  const firstShift = V > 0 ? Math.min(...shiftStart) : 0;
  for (let j = 0; j < J; j++) {
    asapCount += asap[j];
    span += service[j] + maxDuration;
    if (Number.isFinite(due[j])) latestDue = Math.max(latestDue, due[j] - firstShift);
  }
  span += latestDue;
  const penalty = 10 * (2 * maxCost + asapWeight * span * (asapCount + 1)) + 1000;
  const limits = compileLimits(input, N);
  const breakFit = { jobCount: J, vehicleCount: V, nodeCount: N, firstBreak, shiftStart, ready, due };
  closeVehiclesWithUnfitBreaks(limits.maxStops, {
    ...breakFit,
    breakVehicle: breaks.vehicle,
    service,
    duration,
  });
  return {
    jobCount: J,
    vehicleCount: V,
    nodeCount: N,
    cost,
    duration,
    ready,
    due,
    service,
    demand,
    asap,
    capacity,
    shiftStart,
    vehicleClass,
    asapCount,
    asapWeight,
    penalty,
    goalKind: 0,
    vehicleCost: 0,
    stopWeight: 0,
    hourWeight: 0,
    triangular: isTriangular(duration, service, J, N, firstBreak),
    breakCount: breaks.count,
    firstBreak,
    breakVehicle: breaks.vehicle,
    breakIndex: breaks.index,
    weight: limits.weight,
    maxWeight: limits.maxWeight,
    maxStops: limits.maxStops,
    allowed: compileAllowed(input, N, breaks.vehicle),
  };
}
