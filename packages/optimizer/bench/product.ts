/**
 * Product-shaped benchmark: 500 stops in Warsaw, 10 drivers from one depot, an 8 h shift, a third of
 * the stops with 1-3 h windows, some ASAP stops, 3-5 min service, travel time objective.
 * Road distance = haversine × 1.3, driven at 30 km/h. The solution is verified by the checker.
 *
 *   npm run bench:product -w packages/optimizer -- [--time 5] [--seed 1] [--stops 500] [--drivers 10]
 */
import type { JobInput, SolveInput, VehicleInput } from '../src/input.js';
import type { SolveProgress } from '../src/output.js';
import { solve } from '../src/solver.js';
import { locationIndex, seconds } from '../src/units.js';
import { assertValidSolution } from '../test/checker.js';
import { lcg } from '../test/instances.js';

const BBOX = { south: 52.1, north: 52.37, west: 20.85, east: 21.27 };
const DEPOT = { lat: 52.19, lon: 20.95 }; // a warehouse in the south-west (Włochy)
const DETOUR = 1.3;
const SPEED = 30 / 3.6; // m/s
const SHIFT_START = 8 * 3600;
const SHIFT_END = 16 * 3600;

function haversine(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

/** Generates the product-shaped instance. */
export function productInstance(seed: number, stops: number, drivers: number): SolveInput {
  const rnd = lcg(seed);
  const lat = [DEPOT.lat];
  const lon = [DEPOT.lon];
  for (let i = 0; i < stops; i++) {
    lat.push(BBOX.south + rnd() * (BBOX.north - BBOX.south));
    lon.push(BBOX.west + rnd() * (BBOX.east - BBOX.west));
  }
  const n = stops + 1;
  const distances = new Float64Array(n * n);
  const durations = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      const d = haversine(lat[a], lon[a], lat[b], lon[b]) * DETOUR;
      distances[a * n + b] = Math.round(d);
      durations[a * n + b] = Math.round(d / SPEED);
    }
  }
  const vehicles: VehicleInput[] = Array.from({ length: drivers }, (_, i) => ({
    id: `driver-${i + 1}`,
    start: locationIndex(0),
    end: locationIndex(0),
    shiftStart: seconds(SHIFT_START),
    shiftEnd: seconds(SHIFT_END),
    capacity: Math.ceil((stops * 2.5) / drivers),
  }));
  const jobs: JobInput[] = Array.from({ length: stops }, (_, j) => {
    const windowed = rnd() < 1 / 3;
    const width = 3600 * (1 + Math.floor(rnd() * 3));
    const from = SHIFT_START + 1800 * Math.floor(rnd() * ((SHIFT_END - SHIFT_START - width) / 1800 + 1));
    return {
      id: `stop-${j + 1}`,
      location: locationIndex(j + 1),
      service: seconds(180 + 60 * Math.floor(rnd() * 3)),
      ...(windowed ? { timeWindow: [seconds(from), seconds(from + width)] as const } : {}),
      priority: !windowed && rnd() < 0.06 ? 1 : 0,
      demand: 1 + Math.floor(rnd() * 4),
    };
  });
  return { durations, distances, vehicles, jobs };
}

function main(): void {
  const args = process.argv.slice(2);
  const arg = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const time = arg('time', 5);
  const seed = arg('seed', 1);
  const stops = arg('stops', 500);
  const drivers = arg('drivers', 10);
  const input = productInstance(seed, stops, drivers);
  const improvements: SolveProgress[] = [];
  const solution = solve(input, { timeLimitMs: time * 1000, seed, onImprovement: (p) => improvements.push(p) });
  assertValidSolution(input, solution);
  const { totals, stats } = solution;
  const hours = (s: number) => `${(s / 3600).toFixed(2)} h`;
  const asap = solution.routes.flatMap((r) => r.stops).filter((s) => input.jobs[s.job].priority === 1);
  const lastAsap = Math.max(0, ...asap.map((s) => s.serviceStart - SHIFT_START));
  console.log(`Warsaw product instance: ${stops} stops, ${drivers} drivers, seed ${seed}, limit ${time} s`);
  for (const at of [0.1, 0.5, 1, 2, 5, 10, 30]) {
    const best = improvements.filter((p) => p.elapsedMs <= at * 1000).at(-1);
    if (best && at <= time) console.log(`  best travel after ${at} s: ${hours(best.travelCost)} (${best.unassigned} unassigned)`);
  }
  console.log(`solved in ${(stats.elapsedMs / 1000).toFixed(2)} s, ${stats.iterations} iterations (${Math.round((stats.iterations / stats.elapsedMs) * 1000)}/s)`);
  console.log(`travel ${hours(totals.travelDuration)}, ${(totals.distance / 1000).toFixed(1)} km, service ${hours(totals.serviceDuration)}, waiting ${hours(totals.waitingDuration)}`);
  console.log(`routes used ${totals.routesUsed}/${drivers}, stops per route ${solution.routes.map((r) => r.stops.length).join(' ')}`);
  console.log(`latest route end ${hours(Math.max(...solution.routes.map((r) => r.endArrival)) - SHIFT_START)} after shift start`);
  console.log(`ASAP stops ${asap.length}, the last served ${hours(lastAsap)} after shift start`);
  console.log(`unassigned ${totals.unassigned}${solution.unassigned.length ? ` (${solution.unassigned.map((u) => u.reason).join(', ')})` : ''}; checked`);
}

main();
