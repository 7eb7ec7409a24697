/** Reads Solomon VRPTW instances and the best-known table into solver input. */
import { readFileSync } from 'node:fs';
import type { JobInput, SolveInput, VehicleInput } from '../src/input.js';
import { locationIndex, seconds } from '../src/units.js';

/** Where the shared benchmark files live (repo root's sibling `shared/benchmarks/solomon/`). */
export const SOLOMON_DIR = new URL('../../../../shared/benchmarks/solomon/', import.meta.url);

/** One row of `bks.csv`. */
export interface BestKnown {
  readonly instance: string;
  readonly group: string;
  readonly fleet: number;
  readonly capacity: number;
  readonly distance: number;
  readonly vehicles: number;
  /** Vehicles of the best known solution with the fewest vehicles. */
  readonly vehiclesFirstVehicles: number;
  /** Distance of that solution. */
  readonly vehiclesFirstDistance: number;
}

/** Parses a Solomon text file: Euclidean unrounded distances, travel time = distance. */
export function readSolomon(name: string): SolveInput {
  const text = readFileSync(new URL(`${name}.txt`, SOLOMON_DIR), 'utf8');
  const lines = text.split('\n').map((l) => l.trim());
  const vehicleLine = lines.findIndex((l) => l.startsWith('NUMBER'));
  const [fleet, capacity] = lines[vehicleLine + 1].split(/\s+/).map(Number);
  const rows = lines
    .filter((l) => /^\d+(\s+-?\d+(\.\d+)?){6}$/.test(l))
    .map((l) => l.split(/\s+/).map(Number));
  const n = rows.length;
  const matrix = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++)
      matrix[a * n + b] = Math.hypot(rows[a][1] - rows[b][1], rows[a][2] - rows[b][2]);
  }
  const depot = rows[0];
  const vehicles: VehicleInput[] = Array.from({ length: fleet }, () => ({
    start: locationIndex(0),
    end: locationIndex(0),
    shiftStart: seconds(depot[4]),
    shiftEnd: seconds(depot[5]),
    capacity,
  }));
  const jobs: JobInput[] = rows.slice(1).map((row) => ({
    id: String(row[0]),
    location: locationIndex(row[0]),
    demand: row[3],
    timeWindow: [seconds(row[4]), seconds(row[5])] as const,
    service: seconds(row[6]),
  }));
  return { durations: matrix, distances: matrix, vehicles, jobs };
}

/** Reads `bks.csv` keyed by instance name. */
export function readBestKnown(): Map<string, BestKnown> {
  const text = readFileSync(new URL('bks.csv', SOLOMON_DIR), 'utf8');
  const [header, ...rows] = text.trim().split('\n');
  const cols = header.split(',');
  const at = (name: string) => cols.indexOf(name);
  const out = new Map<string, BestKnown>();
  for (const row of rows) {
    const c = row.split(',');
    out.set(c[at('instance')], {
      instance: c[at('instance')],
      group: c[at('group')],
      fleet: Number(c[at('fleet')]),
      capacity: Number(c[at('capacity')]),
      distance: Number(c[at('bks_distance')]),
      vehicles: Number(c[at('bks_distance_vehicles')]),
      vehiclesFirstVehicles: Number(c[at('bks_vehicles_first_vehicles')]),
      vehiclesFirstDistance: Number(c[at('bks_vehicles_first_distance')]),
    });
  }
  return out;
}
