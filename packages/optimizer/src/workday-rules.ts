import type { BreakInput, SolveInput, VehicleInput } from './input.js';

/** The breaks of all vehicles as solver nodes, each vehicle's in the order of their window start. */
export interface CompiledBreaks {
  /** B: number of breaks. */
  readonly count: number;
  /** Vehicle of break b. */
  readonly vehicle: Int32Array;
  /** Index of break b in its vehicle's `breaks`. */
  readonly index: Int32Array;
  /** The input of break b. */
  readonly spec: readonly BreakInput[];
}

/** Throws when a break or a job's vehicle list is malformed. */
function validateWorkday(input: SolveInput): void {
  input.vehicles.forEach((v, i) => {
    v.breaks?.forEach((b, k) => {
      const [from, to] = b.window;
      if (!(Number.isFinite(from) && Number.isFinite(to) && from <= to)) {
        throw new RangeError(`vehicles[${i}].breaks[${k}].window must be two finite times, earliest first`);
      }
      if (!(b.duration >= 0 && Number.isFinite(b.duration))) {
        throw new RangeError(`vehicles[${i}].breaks[${k}].duration must be >= 0`);
      }
    });
  });
  input.jobs.forEach((j, i) => {
    for (const v of j.vehicles ?? []) {
      if (!(Number.isInteger(v) && v >= 0 && v < input.vehicles.length)) {
        throw new RangeError(`jobs[${i}].vehicles names ${v}, which is not a vehicle index`);
      }
    }
  });
}

/** Numbers the breaks: vehicle by vehicle, each vehicle's sorted by window start (ties by input order). */
export function compileBreaks(input: SolveInput): CompiledBreaks {
  validateWorkday(input);
  const vehicle: number[] = [];
  const index: number[] = [];
  const spec: BreakInput[] = [];
  input.vehicles.forEach((v, i) => {
    const order = (v.breaks ?? []).map((_, k) => k);
    order.sort((a, b) => (v.breaks?.[a].window[0] ?? 0) - (v.breaks?.[b].window[0] ?? 0) || a - b);
    for (const k of order) {
      vehicle.push(i);
      index.push(k);
      spec.push((v.breaks as readonly BreakInput[])[k]);
    }
  });
  return { count: spec.length, vehicle: Int32Array.from(vehicle), index: Int32Array.from(index), spec };
}

/** Weight per node and each vehicle's weight and stop limits (Infinity when absent). */
export function compileLimits(
  input: SolveInput,
  nodeCount: number,
): { weight: Float64Array; maxWeight: Float64Array; maxStops: Float64Array } {
  const weight = new Float64Array(nodeCount);
  input.jobs.forEach((j, i) => {
    weight[i] = j.weight ?? 0;
  });
  const maxWeight = Float64Array.from(input.vehicles, (v) => v.maxWeight ?? Number.POSITIVE_INFINITY);
  const maxStops = Float64Array.from(input.vehicles, (v) => v.maxStops ?? Number.POSITIVE_INFINITY);
  return { weight, maxWeight, maxStops };
}

/** Whether vehicle `v` has every skill the job requires and is among the job's allowed vehicles. */
export function vehicleMayServe(input: SolveInput, job: number, v: number): boolean {
  const j = input.jobs[job];
  if (j.vehicles && !j.vehicles.includes(v)) return false;
  const skills = input.vehicles[v].skills ?? [];
  return (j.skills ?? []).every((s) => skills.includes(s));
}

/**
 * The (node, vehicle) pairs allowed together: jobs by skills and `vehicles`, breaks only in their own
 * vehicle. Null when nothing is restricted, so the search pays nothing for the rule.
 */
export function compileAllowed(
  input: SolveInput,
  nodeCount: number,
  breakVehicle: Int32Array,
): Uint8Array | null {
  const restricted = input.jobs.some((j) => j.vehicles !== undefined || (j.skills?.length ?? 0) > 0);
  if (!restricted && breakVehicle.length === 0) return null;
  const V = input.vehicles.length;
  const allowed = new Uint8Array(nodeCount * V);
  input.jobs.forEach((_, j) => {
    for (let v = 0; v < V; v++) allowed[j * V + v] = vehicleMayServe(input, j, v) ? 1 : 0;
  });
  const firstBreak = input.jobs.length + 2 * V;
  breakVehicle.forEach((v, b) => {
    allowed[(firstBreak + b) * V + v] = 1;
  });
  return allowed;
}

/** What makes two vehicles with equal places and shifts still differ. */
export function workdayKey(v: VehicleInput): string {
  const skills = [...(v.skills ?? [])].sort().join(',');
  const breaks = (v.breaks ?? []).map((b) => `${b.window[0]}-${b.window[1]}:${b.duration}`).join(',');
  return `${v.maxWeight}|${v.maxStops}|${skills}|${breaks}`;
}

/** The compiled schedule arrays a vehicle's breaks are checked against. */
export interface BreakFitArrays {
  readonly jobCount: number;
  readonly vehicleCount: number;
  readonly nodeCount: number;
  readonly firstBreak: number;
  readonly breakVehicle: Int32Array;
  readonly shiftStart: Float64Array;
  readonly ready: Float64Array;
  readonly due: Float64Array;
  readonly service: Float64Array;
  readonly duration: Float64Array;
}

/**
 * Gives a stop limit of 0 to each vehicle whose breaks, taken one after the other from the shift start,
 * miss a window or end too late to get back within the shift: it can serve nothing, and the search
 * then never puts a stop in it (the route's insertion checks look only after the place of a stop).
 */
export function closeVehiclesWithUnfitBreaks(maxStops: Float64Array, a: BreakFitArrays): void {
  const { jobCount: J, vehicleCount: V, nodeCount: N, firstBreak } = a;
  const end = new Float64Array(V).fill(Number.NaN);
  for (let v = 0; v < V; v++) end[v] = a.shiftStart[v];
  a.breakVehicle.forEach((v, b) => {
    const node = firstBreak + b;
    const start = Math.max(end[v], a.ready[node]);
    end[v] = start > a.due[node] ? Number.POSITIVE_INFINITY : start + a.service[node];
  });
  a.breakVehicle.forEach((v) => {
    const back = end[v] + a.duration[(J + v) * N + J + V + v];
    if (!(back <= a.due[J + V + v])) maxStops[v] = 0;
  });
}
