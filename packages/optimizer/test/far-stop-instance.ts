import type { SolveInput } from '../src/input.js';
import { locationIndex, seconds } from '../src/units.js';

export const LEG = 600;
export const FAR_LEG = 1500;

/**
 * One depot (location 0), stops 1-6 one `LEG` apart, stop 7 `FAR_LEG` from everything and needing the
 * skill 'far'. Each van is [shift length in seconds, skills]; the squeeze and route-removal tests
 * size the shifts so that stop 7 fits only once several stops move between vans.
 */
export function farStopInstance(vans: readonly (readonly [number, string[]])[]): SolveInput {
  const n = 8;
  const matrix = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) matrix[a * n + b] = a === b ? 0 : a === 7 || b === 7 ? FAR_LEG : LEG;
  }
  const stop = (at: number, skills: string[] = []) => ({
    location: locationIndex(at),
    service: seconds(0),
    skills,
  });
  return {
    durations: matrix,
    distances: matrix,
    vehicles: vans.map(([shift, skills]) => ({
      start: locationIndex(0),
      end: locationIndex(0),
      shiftStart: seconds(0),
      shiftEnd: seconds(shift),
      skills,
    })),
    jobs: [stop(1), stop(2), stop(3), stop(4), stop(5), stop(6), stop(7, ['far'])],
  };
}
