import { Annealing } from './annealing.js';
import { classifyJobsAlone } from './classify.js';
import { construct } from './construction.js';
import { DEFAULT_PROGRESS_INTERVAL_MS, DEFAULT_SEARCH, DEFAULT_TIME_LIMIT_MS } from './defaults.js';
import { EjectionPool } from './ejection.js';
import { FleetPhase, ROUTE_REMOVAL_SHARE, withGoal } from './goal.js';
import type { SolveInput } from './input.js';
import { Inserter } from './insertion.js';
import { LeftOutRepair, REPAIR_SHARE } from './left-out-repair.js';
import { buildNeighbours } from './neighbours.js';
import type { SolveOptions } from './options.js';
import type { Solution, SolveProgress, SolveStats } from './output.js';
import { polishBest } from './polish.js';
import { compileProblem } from './problem.js';
import { Random } from './random.js';
import { Recreate } from './recreate.js';
import { removeRoutes } from './route-removal.js';
import { RouteState } from './route-state.js';
import { Ruin } from './ruin.js';
import { settleBreaks } from './settle-breaks.js';
import { buildSolution } from './solution-builder.js';
import { Squeeze } from './squeeze.js';
import { summarise } from './summary.js';
import { Tries } from './tries.js';

/** Time kept for the final polish: this share of the limit, at most `POLISH_RESERVE_MS`. */
const POLISH_RESERVE_SHARE = 0.02;
const POLISH_RESERVE_MS = 100;

/** Share of the time limit after which no further construction is tried. */
const CONSTRUCTION_SHARE = 0.25;

/** Improvements are reported at most this often (the last one always is). */
const IMPROVEMENT_REPORT_GAP_MS = 50;

/**
 * Solves a vehicle-routing problem with hard time windows, shifts, capacities and ASAP stops.
 * Cheapest-insertion construction, then SISR ruin & recreate under simulated annealing until the time
 * limit, the iteration limit or a cancellation, in up to eight tries from the first plan when there is
 * room for them (`tries.ts`); returns the best solution found. Deterministic for a given seed when the
 * iteration limit (not the clock) ends the run.
 */
export function solve(input: SolveInput, options: SolveOptions = {}): Solution {
  const started = performance.now();
  const timeLimit = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const maxIterations = options.maxIterations ?? Number.POSITIVE_INFINITY;
  const params = { ...DEFAULT_SEARCH, ...options.search };
  const problem = compileProblem(input, options.objective ?? 'duration', options.asapWeight ?? 1);
  const aloneReasons = classifyJobsAlone(problem);
  const activeMask = new Uint8Array(problem.jobCount);
  const activeList: number[] = [];
  aloneReasons.forEach((reason, j) => {
    if (reason === null) {
      activeMask[j] = 1;
      activeList.push(j);
    }
  });
  const active = Int32Array.from(activeList);
  const random = new Random(options.seed ?? 1);
  const neighbours = buildNeighbours(problem, activeMask);
  const goalProblem = withGoal(problem, options.goal, neighbours, active);
  const candidates = active.length > params.fullScanUpTo ? params.insertionNeighbours : 0;
  const inserter = new Inserter(goalProblem, random, params.blinkRate, neighbours, candidates);
  const recreate = new Recreate(goalProblem, inserter, random);
  const removable = problem.jobCount + problem.breakCount;
  const ruin = new Ruin(neighbours, params, random, active, problem.vehicleCount, removable);
  const current = new RouteState(goalProblem);
  const best = new RouteState(goalProblem, false);
  const exact = new Inserter(goalProblem, random, 0, neighbours, 0);
  const large = candidates > 0 ? neighbours : undefined;
  construct(current, best, recreate, exact, active, started + timeLimit * CONSTRUCTION_SHARE, large);
  best.copyFrom(current);
  // Each try of the search starts again from the first plan.
  const firstPlan = new RouteState(goalProblem, false);
  firstPlan.copyFrom(current);
  let currentCost = current.totalCost();
  const fleet = new FleetPhase(goalProblem, Number.isFinite(maxIterations) || Number.isFinite(timeLimit));
  let bestCost = currentCost;
  const scale = neighbours.meanEdgeCost;
  const annealing = new Annealing(params.initialTemperature * scale, params.finalTemperature * scale, random);

  const progressEvery = options.progressIntervalMs ?? DEFAULT_PROGRESS_INTERVAL_MS;
  let nextProgress = started + progressEvery;
  let iteration = 0;
  let stoppedBy: SolveStats['stoppedBy'] = 'done';
  const report = (now: number): SolveProgress => summarise(best, bestCost, iteration, now - started);
  let improvementPending = options.onImprovement !== undefined;
  let nextImprovement = started;
  // The search leaves a little of the time limit to the final polish.
  const searchTime = timeLimit - Math.min(POLISH_RESERVE_MS, timeLimit * POLISH_RESERVE_SHARE);
  const pool = new EjectionPool(goalProblem, exact, random, neighbours);
  const scratch = new RouteState(goalProblem, false);
  const squeeze = new Squeeze(goalProblem, neighbours);
  const repair = new LeftOutRepair(pool, new RouteState(goalProblem, false), squeeze);
  const tries = new Tries(active.length, !fleet.phased, maxIterations, searchTime);
  // Each pool step (one stop placed) counts as an iteration; on the clock a phase has a share of it.
  const phaseEnd = (share: number) => {
    const end = performance.now() + share * searchTime;
    return () =>
      performance.now() >= end || options.signal?.aborted === true || options.shouldStop?.() === true;
  };
  while (active.length > 0) {
    if (iteration >= maxIterations) {
      stoppedBy = 'iterations';
      break;
    }
    const now = performance.now();
    if (now - started >= searchTime) {
      stoppedBy = 'time';
      break;
    }
    if (options.signal?.aborted || options.shouldStop?.()) {
      stoppedBy = 'cancelled';
      break;
    }
    if (improvementPending && now >= nextImprovement) {
      improvementPending = false;
      nextImprovement = now + IMPROVEMENT_REPORT_GAP_MS;
      options.onImprovement?.(report(now));
    }
    if (options.onProgress && now >= nextProgress) {
      nextProgress = now + progressEvery;
      options.onProgress(report(now));
    }
    let progress = tries.progress(iteration, now - started);
    if (tries.next(progress)) {
      current.copyFrom(firstPlan);
      currentCost = fleet.judge(current, current.totalCost());
      repair.restart();
      progress = 0;
    }
    if (repair.due(progress, best)) {
      const before = pool.steps;
      repair.run(current, best, maxIterations / tries.count, phaseEnd(REPAIR_SHARE / tries.count));
      iteration += pool.steps - before;
      bestCost = best.totalCost();
      currentCost = fleet.judge(current, bestCost);
      improvementPending = options.onImprovement !== undefined;
      continue;
    }
    annealing.setProgress(fleet.coolingProgress(progress));
    if (fleet.ends(progress)) {
      current.copyFrom(best);
      const steps = tries.byIterations
        ? Math.ceil(ROUTE_REMOVAL_SHARE * maxIterations)
        : Number.MAX_SAFE_INTEGER;
      const before = pool.steps;
      removeRoutes(current, scratch, pool, exact, random, steps, phaseEnd(ROUTE_REMOVAL_SHARE), squeeze);
      iteration += pool.steps - before;
      currentCost = current.totalCost();
      if (currentCost < bestCost - 1e-9) {
        bestCost = currentCost;
        best.copyFrom(current);
        improvementPending = options.onImprovement !== undefined;
      }
      continue;
    }
    iteration++;
    current.begin();
    ruin.apply(current);
    recreate.apply(current, ruin.removed, ruin.removedCount);
    const cost = current.totalCost();
    const judged = fleet.judge(current, cost);
    if (annealing.accepts(judged, currentCost)) {
      currentCost = judged;
      if (cost < bestCost - 1e-9) {
        bestCost = cost;
        best.copyFrom(current);
        improvementPending = options.onImprovement !== undefined;
      }
    } else {
      current.rollback();
    }
  }
  if (stoppedBy !== 'cancelled' && active.length > 0) {
    // Final polish of the best solution, within what is left of the time limit.
    current.copyFrom(best);
    polishBest(current, exact, neighbours, active, () => performance.now() - started >= timeLimit);
    const polished = current.totalCost();
    if (polished < bestCost - 1e-9) {
      bestCost = polished;
      best.copyFrom(current);
      improvementPending = options.onImprovement !== undefined;
    }
  }
  if (problem.breakCount > 0 && stoppedBy !== 'cancelled') {
    current.copyFrom(best);
    settleBreaks(current, exact);
    best.copyFrom(current);
    bestCost = best.totalCost();
  }
  if (improvementPending) options.onImprovement?.(report(performance.now()));
  const elapsedMs = performance.now() - started;
  return buildSolution(input, best, aloneReasons, {
    iterations: iteration,
    evaluations: inserter.evaluations,
    elapsedMs,
    cost: bestCost,
    stoppedBy,
  });
}
