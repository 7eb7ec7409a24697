import type { EjectionPool } from './ejection.js';
import type { Inserter } from './insertion.js';
import type { Random } from './random.js';
import type { RouteState } from './route-state.js';

/**
 * Nagata & Bräysy's route minimisation: a used route is picked at random and emptied into the
 * ejection pool, and the pool is worked until it is empty (that route is closed for good, the next
 * one is tried) or the budget ends (the last solution with every stop placed is restored). No route
 * is opened meanwhile. Stops already left out before stay out of it. Returns the routes closed.
 */
export function removeRoutes(
  state: RouteState,
  saved: RouteState,
  pool: EjectionPool,
  inserter: Inserter,
  random: Random,
  maxSteps: number,
  shouldStop: () => boolean,
): number {
  const opened = inserter.opensRoutes;
  inserter.opensRoutes = false;
  const started = pool.steps;
  let closed = 0;
  for (;;) {
    const r = randomUsedRoute(state, random);
    if (r < 0) break;
    saved.copyFrom(state);
    pool.emptyRoute(state, r);
    const outcome = pool.run(state, maxSteps - (pool.steps - started), shouldStop);
    if (outcome !== 'empty') {
      pool.clear();
      state.copyFrom(saved);
      break;
    }
    closed++;
  }
  inserter.opensRoutes = opened;
  return closed;
}

/** A random route that serves stops, when at least two do (-1 otherwise). */
function randomUsedRoute(state: RouteState, random: Random): number {
  let used = 0;
  for (let r = 0; r < state.count.length; r++) if (state.count[r] > 0) used++;
  if (used < 2) return -1;
  let k = random.int(used);
  for (let r = 0; r < state.count.length; r++) {
    if (state.count[r] > 0 && k-- === 0) return r;
  }
  return -1;
}
