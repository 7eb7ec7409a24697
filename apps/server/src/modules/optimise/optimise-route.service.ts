import { Messages, OptimiseMessages, type TOptimizeAnswer, type TOptimizeParsed } from '@rp/contracts';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError, notFound } from '../../core/errors.js';
import { announce } from '../../live/live-publisher.js';
import {
  markDriverRoutesSent,
  PLAN_EVENTS,
  routeDriversToTell,
  type TNoticeContext,
  type TNoticeRoute,
  tellDrivers,
} from '../drivers/driver-notice.js';
import { buildSolveInput, FIRST_STOP_INDEX, problemPoints, type TStopForSolve } from './build-problem.js';
import { planFromKeptOrder } from './keep-order.js';
import { optimiseRepository, type TStopResult } from './optimise.repository.js';
import { driverRouteRow, placedStopResults, planTotals, unassignedStopResults } from './plan-rows.js';
import { routeSolveGroup } from './queued-solver-pool.js';
import { planFromSolution, type TPlan } from './route-plan.js';
import { RoutingError } from './routing/osrm.js';
import type { TMatrices, TPoint } from './routing/routing-provider.js';
import { shiftStartSeconds } from './team-clock.js';
import { travelOfRoute } from './travel-of-route.js';
import { withPlanDays, withWorkdays } from './vehicles.js';
import { loadWorkdays, pointsWithHomes, saveWorkdayResults, stopNeeds } from './workday-plan.js';

/** Routes being optimised by this process: a second press while one runs is refused (409). */
const running = new Set<number>();

/** How long the search may take: short for small routes, up to OPTIMIZE_TIME_LIMIT_MS for large ones. */
export const searchTimeLimitMs = (stops: number, limitMs: number): number =>
  Math.min(limitMs, Math.max(1000, stops * 15));

function point(lat: number | null, lng: number | null): TPoint | null {
  return lat === null || lng === null ? null : { lat, lng };
}

/** A depot counts when its address has at least 2 characters (spec section 5) and it has a place. */
export function depot(address: string, lat: number | null, lng: number | null): TPoint | null {
  return address.trim().length >= 2 ? point(lat, lng) : null;
}

function routingFailure(e: unknown): AppError {
  const reason = e instanceof RoutingError || e instanceof Error ? e.message : String(e);
  return new AppError(502, OptimiseMessages.routingFailed(reason));
}

/** Everything an optimisation starts from, checked against the spec's rules (section 5). */
async function loadRouteToOptimise(deps: TAppDeps, a: TAuthContext, routeId: number) {
  const route = await optimiseRepository.findRoute(deps.db, a.teamId, routeId);
  if (!route) throw notFound();
  const start = depot(route.start_point_address, route.start_point_lat, route.start_point_lng);
  const end = depot(route.end_point_address, route.end_point_lat, route.end_point_lng);
  if (!start || !end) throw new AppError(400, OptimiseMessages.startEndMissing);
  const stops = await optimiseRepository.stops(deps.db, routeId);
  if (stops.length === 0) throw new AppError(400, Messages.firstAddStops);
  if (stops.length < 2) throw new AppError(400, Messages.addAtLeastTwoStops);
  const drivers = await optimiseRepository.selectedDrivers(deps.db, routeId);
  if (drivers.length === 0) throw new AppError(400, Messages.selectDriversFirst);
  const driverRoutes = await optimiseRepository.driverRoutes(deps.db, routeId);
  const shiftStart = shiftStartSeconds(route.start_time, route.planned_on, route.timezone, deps.now());
  const workdays = await loadWorkdays(deps.db, routeId, route.goal);
  return {
    route,
    start,
    end,
    stops,
    driverIds: drivers.map((d) => d.id),
    driverRoutes,
    shiftStart,
    workdays,
  };
}

type TRouteToOptimise = Awaited<ReturnType<typeof loadRouteToOptimise>>;

/** Reorders with the solver (off the main thread, seeded by the route so a repeat gives the same plan). */
async function solvePlan(
  deps: TAppDeps,
  r: TRouteToOptimise,
  stops: readonly TStopForSolve[],
  matrices: TMatrices,
  homeIndex: ReadonlyMap<number, number> = new Map(),
): Promise<TPlan> {
  const input = withWorkdays(
    buildSolveInput(matrices, stops, r.driverIds, r.shiftStart),
    r.workdays.drivers,
    homeIndex,
    r.shiftStart,
    stopNeeds(r.stops, stops),
  );
  const { OPTIMIZE_MAX_ITERATIONS: maxIterations, OPTIMIZE_TIME_LIMIT_MS: limitMs } = deps.config;
  // With an iteration limit the iterations end the search; the time limit only guards against a hang.
  const solution = await deps.solverPool.solve(
    input,
    {
      timeLimitMs: maxIterations ? limitMs : searchTimeLimitMs(stops.length, limitMs),
      ...(maxIterations && { maxIterations }),
      objective: 'duration',
      goal: r.workdays.goal,
      seed: r.route.id,
    },
    // Named by the route, so cancelling the route's optimisation reaches this solve wherever it runs.
    routeSolveGroup(r.route.id),
  );
  return withPlanDays(planFromSolution(solution, r.driverIds), solution, input, r.workdays.drivers);
}

/** Draws every driver route's legs: start, its stops, end. */
function drawLegs(
  deps: TAppDeps,
  r: TRouteToOptimise,
  plan: TPlan,
  points: readonly TPoint[],
  endsOf: (driverId: number) => { start: TPoint; end: TPoint } = () => r,
) {
  return Promise.all(
    plan.routes.map((route) =>
      deps.routing
        .legGeometries(
          [
            endsOf(route.driverId).start,
            ...route.stops.map((s) => points[FIRST_STOP_INDEX + s.index] as TPoint),
            endsOf(route.driverId).end,
          ],
          travelOfRoute(r.route),
        )
        .catch((e: unknown) => {
          throw routingFailure(e);
        }),
    ),
  );
}

/**
 * Writes the plan in one transaction: driver routes, every stop's place and times, the route's totals.
 * Refused if the route changed while the plan was computed. A route that had been sent stays sent:
 * its new driver routes are sent at once. Answers the drivers before and after, to tell them.
 */
async function savePlan(
  deps: TAppDeps,
  r: TRouteToOptimise,
  plan: TPlan,
  legs: readonly string[][],
  notice: TNoticeContext,
) {
  const routeId = r.route.id;
  const stopIds = r.stops.map((s) => s.id);
  return deps.db.transaction().execute(async (trx) => {
    const updatedAt = await optimiseRepository.lockRoute(trx, routeId);
    if (!updatedAt || updatedAt.getTime() !== r.route.updated_at.getTime())
      throw new AppError(409, OptimiseMessages.changedMeanwhile);
    const before = (await routeDriversToTell(trx, routeId)).filter((d) => d.sent_at !== null);
    await optimiseRepository.deleteDriverRoutes(trx, routeId);
    const results: TStopResult[] = [];
    const driverRouteIds: number[] = [];
    for (const [k, route] of plan.routes.entries()) {
      const routeLegs = legs[k] ?? [];
      const id = await optimiseRepository.insertDriverRoute(
        trx,
        routeId,
        driverRouteRow(route, k, routeLegs),
      );
      driverRouteIds.push(id);
      results.push(...placedStopResults(route, id, stopIds, routeLegs, r.shiftStart));
    }
    results.push(...unassignedStopResults(plan, stopIds));
    await optimiseRepository.updateStops(trx, routeId, results);
    await saveWorkdayResults(trx, routeId, plan, stopIds, driverRouteIds);
    const madeBy = { travel_model: deps.routing.name, travel_vehicle: travelOfRoute(r.route).vehicle };
    await optimiseRepository.markOptimised(
      trx,
      routeId,
      { ...planTotals(plan), ...madeBy },
      deps.now(),
      r.shiftStart,
    );
    if (before.length > 0) await markDriverRoutesSent(trx, routeId, deps.now());
    const drivers = { before, after: before.length > 0 ? await routeDriversToTell(trx, routeId) : [] };
    // The drivers' mails are written with the plan: they go if and only if it commits.
    await tellReplanned(deps, r, drivers, notice, trx);
    return drivers;
  });
}

type TToldDriver = Awaited<ReturnType<typeof routeDriversToTell>>[number];

/**
 * After a sent route is planned again: its drivers learn that it changed, drivers new to it that
 * it was sent to them, and those no longer on it that it was withdrawn.
 */
export async function tellReplanned(
  deps: TAppDeps,
  r: { route: TNoticeRoute },
  drivers: { before: TToldDriver[]; after: TToldDriver[] },
  notice: TNoticeContext,
  trx?: TAppDeps['db'],
) {
  const wasOn = new Set(drivers.before.map((d) => d.user_id));
  const isOn = new Set(drivers.after.map((d) => d.user_id));
  const tell = (kind: 'sent' | 'changed' | 'withdrawn', list: typeof drivers.before) =>
    tellDrivers(deps, kind, list, r.route, notice, trx);
  await tell(
    'changed',
    drivers.after.filter((d) => wasOn.has(d.user_id)),
  );
  await tell(
    'sent',
    drivers.after.filter((d) => !wasOn.has(d.user_id)),
  );
  await tell(
    'withdrawn',
    drivers.before.filter((d) => !isOn.has(d.user_id)),
  );
}

/**
 * POST /optimize/: road matrices, then the solver's plan (or the kept order timed by the optimiser),
 * each leg drawn, all written at once.
 */
export async function optimiseRoute(
  deps: TAppDeps,
  a: TAuthContext,
  input: TOptimizeParsed,
  notice: TNoticeContext,
): Promise<TOptimizeAnswer> {
  const r = await loadRouteToOptimise(deps, a, input.route_id);
  if (running.has(r.route.id)) throw new AppError(409, OptimiseMessages.alreadyRunning);
  running.add(r.route.id);
  try {
    const points = problemPoints(r.start, r.end, r.stops);
    const travel = travelOfRoute(r.route);
    const withHomes = pointsWithHomes(points, r.workdays.drivers, r);
    const matrices = await deps.routing.matrix(withHomes.points, travel).catch((e: unknown) => {
      throw routingFailure(e);
    });
    const plan = input.is_route_optimization
      ? await solvePlan(deps, r, r.stops, matrices, withHomes.homeIndex)
      : planFromKeptOrder(matrices, r.stops, r.driverRoutes, r.driverIds, r.shiftStart, {
          drivers: r.workdays.drivers,
          homeIndex: withHomes.homeIndex,
          needs: stopNeeds(r.stops, r.stops),
        });
    const legs = await drawLegs(deps, r, plan, points, withHomes.endsOf);
    await savePlan(deps, r, plan, legs, notice);
    announce(deps.live, { teamId: a.teamId, routeId: r.route.id }, PLAN_EVENTS);
    const madeBy = { travel_model: deps.routing.name, travel_vehicle: travel.vehicle };
    return {
      err: 0,
      message: Messages.optimized,
      unassigned: plan.unassigned.length,
      seconds: plan.seconds,
      ...madeBy,
    };
  } finally {
    running.delete(r.route.id);
  }
}
