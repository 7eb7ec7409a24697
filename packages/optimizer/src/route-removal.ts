import type { EjectionPool } from './ejection.js';
import type { Inserter } from './insertion.js';
import type { Random } from './random.js';
import type { RouteState } from './route-state.js';
import type { Squeeze } from './squeeze.js';

/**
 * Route removal tries at most one squeeze per this many pool steps of its budget (a squeeze of a stop
 * makes up to three starts, each counts). One per 8 steps, as the left-out repair has, ran out of
 * squeezes and closed about as many routes of R1 and RC1 as no squeeze at all (README, fewest vehicles).
 */
const SQUEEZE_STEPS = 1;

/**
 * Route removal squeezes on one pool step in this many. A squeeze costs as much as many pool steps
 * and most fail there: on the clock, squeezing on every step left R104's route removal about 550
 * steps in 30% of 2 s. One in 4 used 1,422 vehicles for R1 + RC1 at 2 s over seeds 1-6, against
 * 1,426 for every step; one in 8 and 16 about the same as 4, none at all more (README).
 */
const SQUEEZE_EVERY = 4;

/**
 * Nagata & Bräysy's route minimisation: a used route is picked at random and emptied into the
 * ejection pool, and the pool is worked until it is empty (that route is closed for good, the next
 * one is tried) or the budget ends (the last solution with every stop placed is restored). No route
 * is opened meanwhile. Stops already left out before stay out of it. With `squeeze`, a pool stop with
 * no feasible place is squeezed into the used routes before any ejection (at most `maxSteps` /
 * `SQUEEZE_STEPS` squeezes; `shouldStop` is polled before each). Returns the routes closed.
 */
export function removeRoutes(
  state: RouteState,
  saved: RouteState,
  pool: EjectionPool,
  inserter: Inserter,
  random: Random,
  maxSteps: number,
  shouldStop: () => boolean,
  squeeze: Squeeze | null = null,
): number {
  const opened = inserter.opensRoutes;
  const squeezeOpened = squeeze?.opensRoutes ?? true;
  inserter.opensRoutes = false;
  if (squeeze) {
    squeeze.opensRoutes = false;
    squeeze.budget = Math.ceil(maxSteps / SQUEEZE_STEPS);
    // The pool reads the clock before each step and a squeeze between its moves: one squeeze can
    // take far longer than a step.
    squeeze.shouldStop = shouldStop;
  }
  const started = pool.steps;
  const squeezeEvery = pool.squeezeEvery;
  pool.squeezeEvery = SQUEEZE_EVERY;
  let closed = 0;
  for (;;) {
    const r = randomUsedRoute(state, random);
    if (r < 0) break;
    saved.copyFrom(state);
    pool.emptyRoute(state, r);
    const outcome = pool.run(state, maxSteps - (pool.steps - started), shouldStop, undefined, squeeze);
    if (outcome !== 'empty') {
      pool.clear();
      state.copyFrom(saved);
      break;
    }
    closed++;
  }
  inserter.opensRoutes = opened;
  pool.squeezeEvery = squeezeEvery;
  if (squeeze) squeeze.opensRoutes = squeezeOpened;
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
