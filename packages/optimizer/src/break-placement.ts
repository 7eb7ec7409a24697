import type { SolveInput } from './input.js';
import type { RouteResult } from './output.js';
import { type BreakSlot, buildRoute } from './solution-builder.js';

/** How good a timed order with its breaks is: fewer late stops, fewer breaks out of window, earlier end. */
function placementScore(input: SolveInput, route: RouteResult): [number, number, number] {
  const v = input.vehicles[route.vehicle];
  let lateStops = 0;
  for (const stop of route.stops) {
    const window = input.jobs[stop.job].timeWindow;
    if (window && stop.arrival > window[1]) lateStops++;
  }
  let lateBreaks = 0;
  for (const b of route.breaks) {
    const spec = v.breaks?.[b.break];
    if (spec && b.start > spec.window[1]) lateBreaks++;
  }
  return [lateStops, lateBreaks, route.endArrival];
}

function better(a: [number, number, number], b: [number, number, number]): boolean {
  return a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2];
}

/**
 * Where the breaks go in an order that is already decided: break after break (in window order), the
 * gap between stops that makes the fewest stops late, then the fewest breaks late, then the earliest
 * end. An order with no stops takes no break.
 */
export function placeBreaksInOrder(input: SolveInput, vehicle: number, jobs: readonly number[]): BreakSlot[] {
  const v = input.vehicles[vehicle];
  if (jobs.length === 0 || !v.breaks || v.breaks.length === 0) return [];
  const order = v.breaks.map((_, k) => k);
  order.sort((a, b) => (v.breaks?.[a].window[0] ?? 0) - (v.breaks?.[b].window[0] ?? 0) || a - b);
  const placed: BreakSlot[] = [];
  for (const k of order) {
    const from = placed.length > 0 ? placed[placed.length - 1].afterStops : 0;
    let best: BreakSlot[] | null = null;
    let bestScore: [number, number, number] = [Number.POSITIVE_INFINITY, 0, 0];
    for (let after = from; after <= jobs.length; after++) {
      const trial = [...placed, { break: k, afterStops: after }];
      const score = placementScore(input, buildRoute(input, vehicle, jobs, trial));
      if (better(score, bestScore)) {
        bestScore = score;
        best = trial;
      }
    }
    placed.splice(0, placed.length, ...(best ?? placed));
  }
  return placed;
}
