import { type JobInput, locationIndex, type SolveInput, seconds, type VehicleInput } from '@rp/optimizer';
import type { TMatrices, TPoint } from './routing/routing-provider.js';

/** What the optimiser needs of a stop (a row of the stops table). */
export interface TStopForSolve {
  id: number;
  lat: number;
  lng: number;
  service_time: number;
  time_window_start: number;
  time_window_end: number;
  priority: number;
  order_info_package_count: number | null;
}

/** Matrix index of the route's start and end; stops follow from index 2 in the order given. */
export const START_INDEX = 0;
export const END_INDEX = 1;
export const FIRST_STOP_INDEX = 2;
const DAY_SECONDS = 24 * 3600;

/** The points of the matrix: start, end, then every stop. */
export function problemPoints(start: TPoint, end: TPoint, stops: readonly TStopForSolve[]): TPoint[] {
  return [start, end, ...stops.map((s) => ({ lat: s.lat, lng: s.lng }))];
}

/**
 * A stop's window in seconds since midnight: 0 means unset (spec section 3), so only a start gives
 * [start, end of day], only an end gives [0, end].
 */
export function timeWindowSeconds(
  stop: Pick<TStopForSolve, 'time_window_start' | 'time_window_end'>,
): readonly [number, number] | undefined {
  const start = stop.time_window_start > 0 ? stop.time_window_start * 60 : 0;
  const end = stop.time_window_end > 0 ? stop.time_window_end * 60 : Number.POSITIVE_INFINITY;
  if (start === 0 && end === Number.POSITIVE_INFINITY) return undefined;
  return [start, end];
}

/** The solver's input: one vehicle per driver from the route's start to its end, one job per stop. */
export function buildSolveInput(
  matrices: TMatrices,
  stops: readonly TStopForSolve[],
  driverIds: readonly number[],
  shiftStartSeconds: number,
): SolveInput {
  const vehicles: VehicleInput[] = driverIds.map((id) => ({
    id: String(id),
    start: locationIndex(START_INDEX),
    end: locationIndex(END_INDEX),
    shiftStart: seconds(shiftStartSeconds),
    shiftEnd: seconds(shiftStartSeconds + DAY_SECONDS),
  }));
  const jobs: JobInput[] = stops.map((s, i) => {
    const window = timeWindowSeconds(s);
    return {
      id: String(s.id),
      location: locationIndex(FIRST_STOP_INDEX + i),
      service: seconds(Math.max(0, s.service_time) * 60),
      timeWindow: window ? ([seconds(window[0]), seconds(window[1])] as const) : undefined,
      priority: s.priority === 1 ? 1 : 0,
      demand: s.order_info_package_count ?? 0,
    };
  });
  return { durations: matrices.durations, distances: matrices.distances, vehicles, jobs };
}
