/**
 * A synthetic but realistic delivery day in one city: a ~15 km wide city with stops clustered in
 * districts, a depot at its edge, 8 vans with package capacities, 08:00-17:00 shifts and a 30-min
 * break starting between 11:30 and 13:30; a fifth of the stops with 2-hour windows. Travel is what the
 * offline road model gives in town: great circle × 1.3 detour at 25 km/h.
 */
import type { BreakInput, JobInput, SolveInput, VehicleInput } from '../src/input.js';
import type { Solution } from '../src/output.js';
import { type LocationIndex, locationIndex, type Seconds, seconds } from '../src/units.js';
import { lcg } from '../test/instances.js';

const CENTRE = { lat: 50.06, lon: 19.94 };
const DEPOT = { lat: 50.02, lon: 20.02 }; // an industrial estate at the south-east edge
const CITY_RADIUS_M = 7_000;
const DISTRICTS = 9;
const DISTRICT_SPREAD_M = 900;
const DETOUR = 1.3;
const SPEED = 25 / 3.6; // m/s
const METRES_PER_DEGREE = 111_320;

/** Seconds since midnight. */
const at = (hours: number, minutes = 0) => seconds(hours * 3600 + minutes * 60);
export const SHIFT_START = at(8);
export const SHIFT_END = at(17);
export const BREAK: BreakInput = { id: 'lunch', window: [at(11, 30), at(13, 30)], duration: seconds(1800) };
export const VANS = 8;
export const VAN_CAPACITY = 110;
export const FIRST_STOPS = 300;
export const NEW_STOPS = 25;

export interface Place {
  readonly lat: number;
  readonly lon: number;
}

function haversine(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** A point `north`/`east` metres from `from`. */
function offset(from: Place, north: number, east: number): Place {
  return {
    lat: from.lat + north / METRES_PER_DEGREE,
    lon: from.lon + east / (METRES_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180)),
  };
}

/** A normally distributed number (Box-Muller). */
function gaussian(rnd: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
}

/** The day: places (depot first, then the first stops, then the stops that come in at 13:00) and matrices. */
export interface RealDay {
  readonly places: readonly Place[];
  readonly durations: Float64Array;
  readonly distances: Float64Array;
  /** The morning's stops (locations 1..FIRST_STOPS). */
  readonly jobs: readonly JobInput[];
  /** Stops that come in during the day (locations after the first stops). */
  readonly newJobs: readonly JobInput[];
  readonly vehicles: readonly VehicleInput[];
}

/** A stop: service 2-5 min, 1-4 packages, a 2-hour window for a fifth of them (not before `from`). */
function stop(rnd: () => number, id: string, location: LocationIndex, from: number): JobInput {
  const windowed = rnd() < 0.2;
  const latestOpen = SHIFT_END - 2 * 3600 - 1800;
  const open = from + 1800 * Math.floor(rnd() * ((latestOpen - from) / 1800 + 1));
  return {
    id,
    location,
    service: seconds(120 + 60 * Math.floor(rnd() * 4)),
    demand: 1 + Math.floor(rnd() * 4),
    ...(windowed ? { timeWindow: [seconds(open), seconds(open + 2 * 3600)] as const } : {}),
  };
}

/** Generates the day for a seed. */
export function realDay(seed: number): RealDay {
  const rnd = lcg(seed);
  const districts = Array.from({ length: DISTRICTS }, () => {
    const r = CITY_RADIUS_M * Math.sqrt(rnd()) * 0.8;
    const angle = 2 * Math.PI * rnd();
    return offset(CENTRE, r * Math.cos(angle), r * Math.sin(angle));
  });
  const weights = districts.map(() => 0.5 + rnd());
  const total = weights.reduce((a, b) => a + b, 0);
  const pickDistrict = () => {
    let x = rnd() * total;
    let i = 0;
    while (x >= weights[i] && i < weights.length - 1) x -= weights[i++];
    return districts[i];
  };
  const places: Place[] = [DEPOT];
  for (let i = 0; i < FIRST_STOPS + NEW_STOPS; i++) {
    places.push(offset(pickDistrict(), gaussian(rnd) * DISTRICT_SPREAD_M, gaussian(rnd) * DISTRICT_SPREAD_M));
  }
  const n = places.length;
  const distances = new Float64Array(n * n);
  const durations = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      const d = haversine(places[a], places[b]) * DETOUR;
      distances[a * n + b] = Math.round(d);
      durations[a * n + b] = Math.round(d / SPEED);
    }
  }
  const jobs = Array.from({ length: FIRST_STOPS }, (_, j) =>
    stop(rnd, `stop-${j + 1}`, locationIndex(j + 1), SHIFT_START),
  );
  const newJobs = Array.from({ length: NEW_STOPS }, (_, j) =>
    stop(rnd, `new-${j + 1}`, locationIndex(FIRST_STOPS + 1 + j), at(13, 30)),
  );
  const vehicles: VehicleInput[] = Array.from({ length: VANS }, (_, i) => ({
    id: `van-${i + 1}`,
    start: locationIndex(0),
    end: locationIndex(0),
    shiftStart: SHIFT_START,
    shiftEnd: SHIFT_END,
    capacity: VAN_CAPACITY,
    breaks: [BREAK],
  }));
  return { places, durations, distances, jobs, newJobs, vehicles };
}

/** The morning's problem. */
export function firstPlanInput(day: RealDay): SolveInput {
  return { durations: day.durations, distances: day.distances, vehicles: day.vehicles, jobs: day.jobs };
}

/**
 * The problem at `now` after the first `doneCount` stops of `plan` (in order of service) are done:
 * each van starts at `now` from its last done stop (the depot if it has none) with what is left of
 * its capacity and its break if it has not had it; the stops not done and the new ones are to plan.
 */
export function replanInput(day: RealDay, plan: Solution, now: Seconds, doneCount: number): SolveInput {
  const served = plan.routes
    .flatMap((route) =>
      route.stops.map((s) => ({ vehicle: route.vehicle, job: s.job, start: s.serviceStart })),
    )
    .sort((a, b) => a.start - b.start);
  const done = new Set(served.slice(0, doneCount).map((s) => s.job));
  const vehicles = day.vehicles.map((van, v): VehicleInput => {
    const route = plan.routes[v];
    const doneStops = route.stops.filter((s) => done.has(s.job));
    const last = doneStops.at(-1);
    const carried = doneStops.reduce((sum, s) => sum + (day.jobs[s.job].demand ?? 0), 0);
    const hadBreak = route.breaks.some((b) => b.start < now);
    const breaks = (van.breaks ?? [])
      .filter(() => !hadBreak)
      .filter((b) => b.window[1] >= now)
      .map((b) => ({ ...b, window: [seconds(Math.max(b.window[0], now)), b.window[1]] as const }));
    return {
      ...van,
      start: last ? last.location : van.start,
      shiftStart: now,
      capacity: (van.capacity ?? Number.POSITIVE_INFINITY) - carried,
      breaks,
    };
  });
  const jobs = [...day.jobs.filter((_, j) => !done.has(j)), ...day.newJobs];
  return { durations: day.durations, distances: day.distances, vehicles, jobs };
}
