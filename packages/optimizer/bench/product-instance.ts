/** Generator of a product-shaped instance (Warsaw, 10 drivers, one depot, 8 h shift). */
import type { JobInput, SolveInput, VehicleInput } from '../src/input.js';
import { locationIndex, seconds } from '../src/units.js';
import { lcg } from '../test/instances.js';

const BBOX = { south: 52.1, north: 52.37, west: 20.85, east: 21.27 };
const DEPOT = { lat: 52.19, lon: 20.95 }; // a warehouse in the south-west (Włochy)
const DETOUR = 1.3;
const SPEED = 30 / 3.6; // m/s
/** Shift start, seconds since midnight. */
export const SHIFT_START = 8 * 3600;
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
