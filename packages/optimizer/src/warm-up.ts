import type { JobInput, SolveInput, VehicleInput } from './input.js';
import { Random } from './random.js';
import { locationIndex, seconds } from './units.js';

/**
 * A small synthetic problem that runs every hot path of the solver (windows, ASAP stops, capacities,
 * a shift end), for warming a fresh process up: its first solve is otherwise much worse at a short
 * time limit, as the JIT has not yet compiled the search's inner loops.
 */
export function warmUpInput(stops = 100, vehicles = 5): SolveInput {
  const random = new Random(7);
  const n = stops + 1;
  const x = Float64Array.from({ length: n }, (_, i) => (i === 0 ? 0.5 : random.next()) * 20_000);
  const y = Float64Array.from({ length: n }, (_, i) => (i === 0 ? 0.5 : random.next()) * 20_000);
  const distances = new Float64Array(n * n);
  const durations = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      const d = Math.round(Math.hypot(x[a] - x[b], y[a] - y[b]) * 1.3);
      distances[a * n + b] = d;
      durations[a * n + b] = Math.round(d / 8.3);
    }
  }
  const shiftStart = 8 * 3600;
  const fleet: VehicleInput[] = Array.from({ length: vehicles }, () => ({
    start: locationIndex(0),
    end: locationIndex(0),
    shiftStart: seconds(shiftStart),
    shiftEnd: seconds(shiftStart + 8 * 3600),
    capacity: Math.ceil((stops * 3) / vehicles),
  }));
  const jobs: JobInput[] = Array.from({ length: stops }, (_, j) => {
    const kind = random.next();
    const open = shiftStart + 3600 * random.int(6);
    return {
      location: locationIndex(j + 1),
      service: seconds(180 + 60 * random.int(3)),
      demand: 1 + random.int(4),
      ...(kind < 0.3 ? { timeWindow: [seconds(open), seconds(open + 2 * 3600)] as const } : {}),
      ...(kind > 0.95 ? { priority: 1 as const } : {}),
    };
  });
  return { durations, distances, vehicles: fleet, jobs };
}
