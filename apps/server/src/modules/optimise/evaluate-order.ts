import {
  END_INDEX,
  FIRST_STOP_INDEX,
  START_INDEX,
  type TStopForSolve,
  timeWindowSeconds,
} from './build-problem.js';
import type { TMatrices } from './routing/routing-provider.js';

/** Times of one visited stop in a fixed order. */
export interface TStopTiming {
  stopIndex: number;
  /** Seconds since midnight of arrival, of the start of service. */
  arrival: number;
  serviceStart: number;
  waiting: number;
  legDistance: number;
  legDuration: number;
  /** The window could not be met (arrived after its end) or no road leads there. */
  problem: 'none' | 'time_window' | 'unroutable';
}

export interface TOrderTiming {
  stops: TStopTiming[];
  distance: number;
  travel: number;
  endArrival: number;
}

/**
 * Drives a fixed order (is_route_optimization false): the order is kept, and each stop gets its
 * arrival, waiting and leg; a stop whose window is missed or that no road reaches is flagged, not moved.
 */
export function evaluateOrder(
  matrices: TMatrices,
  stops: readonly TStopForSolve[],
  order: readonly number[],
  shiftStartSeconds: number,
): TOrderTiming {
  const n = matrices.size;
  let at = START_INDEX;
  let time = shiftStartSeconds;
  let distance = 0;
  let travel = 0;
  const timings: TStopTiming[] = [];
  for (const stopIndex of order) {
    const stop = stops[stopIndex] as TStopForSolve;
    const to = FIRST_STOP_INDEX + stopIndex;
    const legDuration = matrices.durations[at * n + to] as number;
    const legDistance = matrices.distances[at * n + to] as number;
    if (!Number.isFinite(legDuration) || !Number.isFinite(legDistance)) {
      timings.push({
        stopIndex,
        arrival: time,
        serviceStart: time,
        waiting: 0,
        legDistance: 0,
        legDuration: 0,
        problem: 'unroutable',
      });
      continue;
    }
    const arrival = time + legDuration;
    const window = timeWindowSeconds(stop);
    const serviceStart = window ? Math.max(arrival, window[0]) : arrival;
    const late = !!window && arrival > window[1];
    timings.push({
      stopIndex,
      arrival,
      serviceStart,
      waiting: serviceStart - arrival,
      legDistance,
      legDuration,
      problem: late ? 'time_window' : 'none',
    });
    distance += legDistance;
    travel += legDuration;
    time = serviceStart + stop.service_time * 60;
    at = to;
  }
  const back = matrices.durations[at * n + END_INDEX] as number;
  const backDistance = matrices.distances[at * n + END_INDEX] as number;
  if (Number.isFinite(back)) {
    distance += backDistance;
    travel += back;
    time += back;
  }
  return { stops: timings, distance, travel, endArrival: time };
}
