import { Messages, OptimiseMessages, RouteStatus } from '@rp/contracts';
import { evaluateFixedOrders, type SolveInput } from '@rp/optimizer';
import type { TAppDeps } from '../../core/app-deps.js';
import { AppError, notFound } from '../../core/errors.js';
import { FIRST_STOP_INDEX } from './build-problem.js';
import { optimiseRepository } from './optimise.repository.js';
import { searchTimeLimitMs } from './optimise-route.service.js';
import { placedStopResults, unassignedStopResults } from './plan-rows.js';
import { replanRepository } from './replan.repository.js';
import {
  keptOpenOrders,
  replanPoints,
  replanRouteRow,
  replanSolveInput,
  type TReplan,
  withWaysBack,
} from './replan-plan.js';
import {
  replanReason,
  replanSituation,
  type TReplanSituation,
  type TReplanStop,
} from './replan-situation.js';
import { replanRouteDay, withReplanWorkdays } from './replan-workday.js';
import { planFromSolution, plannedRoute, type TPlan } from './route-plan.js';
import { RoutingError } from './routing/osrm.js';
import type { TMatrices, TPoint } from './routing/routing-provider.js';
import { clockIn, shiftStartSeconds } from './team-clock.js';
import { travelOfRoute } from './travel-of-route.js';
import { driverRouteDay, type TDriverDay, withPlanDays } from './vehicles.js';
import { loadWorkdays, pointsWithHomes, stopNeeds } from './workday-plan.js';

/** A position older than this says little about where the driver is now. */
export const FRESH_POSITION_MS = 30 * 60 * 1000;

const placeOf = (address: string, lat: number | null, lng: number | null): TPoint | null =>
  address.trim().length >= 2 && lat !== null && lng !== null ? { lat, lng } : null;

function routingFailure(e: unknown): AppError {
  const reason = e instanceof RoutingError || e instanceof Error ? e.message : String(e);
  return new AppError(502, OptimiseMessages.routingFailed(reason));
}

type TRouteRow = NonNullable<Awaited<ReturnType<typeof optimiseRepository.findRoute>>>;

/** A route that went to its drivers (or one they began): Optimise re-plans what is left of it. */
export const isDispatched = (
  route: Pick<TRouteRow, 'sent_at'>,
  driverRoutes: readonly { route_status: number }[],
): boolean => route.sent_at !== null || driverRoutes.some((d) => d.route_status !== RouteStatus.NotStarted);

/** Whether the team's route exists and was dispatched (an unknown route is left to the caller's 404). */
export async function isDispatchedRoute(deps: TAppDeps, teamId: number, routeId: number): Promise<boolean> {
  const route = await optimiseRepository.findRoute(deps.db, teamId, routeId);
  if (!route) return false;
  return isDispatched(route, await optimiseRepository.driverRoutes(deps.db, routeId));
}

/** Everything a re-plan starts from, read at one moment (its stops_version). */
export async function loadReplan(deps: TAppDeps, teamId: number, routeId: number) {
  const route = await optimiseRepository.findRoute(deps.db, teamId, routeId);
  if (!route) throw notFound();
  const start = placeOf(route.start_point_address, route.start_point_lat, route.start_point_lng);
  const end = placeOf(route.end_point_address, route.end_point_lat, route.end_point_lng);
  if (!start || !end) throw new AppError(400, OptimiseMessages.startEndMissing);
  const stops = await replanRepository.stops(deps.db, routeId);
  if (stops.length === 0) throw new AppError(400, Messages.firstAddStops);
  const driverRoutes = await optimiseRepository.driverRoutes(deps.db, routeId);
  const selected = await optimiseRepository.selectedDrivers(deps.db, routeId);
  const now = deps.now();
  const planStart =
    route.plan_start_seconds ?? shiftStartSeconds(route.start_time, route.planned_on, route.timezone, now);
  const clock = clockIn(route.timezone, now);
  const nowSeconds = clock.day === route.planned_on ? clock.minutes * 60 : planStart;
  const driverIds = [
    ...new Set([...selected.map((d) => d.id), ...driverRoutes.flatMap((d) => d.driver_id ?? [])]),
  ];
  const since = new Date(now.getTime() - FRESH_POSITION_MS);
  const positions = await replanRepository.recentPositions(deps.db, teamId, driverIds, since);
  const situation = replanSituation({
    start,
    planStart,
    nowSeconds,
    stops,
    driverRoutes,
    selectedDriverIds: selected.map((d) => d.id),
    positions: new Map(positions.map((p) => [p.user_id, { lat: p.lat, lng: p.lng }])),
  });
  if (situation.vehicles.length === 0) throw new AppError(400, Messages.selectDriversFirst);
  const users = await replanRepository.users(deps.db, teamId, driverIds);
  const workdays = await loadWorkdays(deps.db, routeId, route.goal, driverIds);
  return {
    route,
    start,
    end,
    stops,
    driverRoutes,
    situation,
    users,
    workdays,
    version: Number(route.stops_version),
  };
}

export type TLoadedReplan = Awaited<ReturnType<typeof loadReplan>>;

/** The solver's plan for what is left, with each driver route's working day (load, shift, break). */
async function solve(deps: TAppDeps, r: TLoadedReplan, input: SolveInput): Promise<TPlan> {
  const { OPTIMIZE_MAX_ITERATIONS: maxIterations, OPTIMIZE_TIME_LIMIT_MS: limitMs } = deps.config;
  // With an iteration limit the iterations end the search; the time limit only guards against a hang.
  const solution = await deps.solverPool.solve(input, {
    timeLimitMs: maxIterations ? limitMs : searchTimeLimitMs(input.jobs.length, limitMs),
    ...(maxIterations && { maxIterations }),
    objective: 'duration',
    goal: r.workdays.goal,
    seed: r.route.id,
  });
  const ids = input.vehicles.map((v) => Number(v.id));
  return withPlanDays(planFromSolution(solution, ids), solution, input, r.workdays.drivers);
}

/**
 * Keeps each driver's open order, timed from where and when they go on, with each driver's working
 * day (load, shift, break); stops of no one wait.
 */
function keptOrderPlan(input: SolveInput, s: TReplanSituation, drivers: readonly TDriverDay[]): TPlan {
  const orders = keptOpenOrders(s);
  const timed = evaluateFixedOrders(input, orders);
  const inOrder = new Set(orders.flat());
  return {
    routes: timed.routes
      .filter((r) => r.stops.length > 0)
      .map((r) => {
        const driverId = (s.vehicles[r.vehicle] as { driverId: number }).driverId;
        const vehicle = input.vehicles[r.vehicle];
        const w = drivers.find((d) => d.driver_id === driverId)?.effective;
        const planned = plannedRoute(r, driverId);
        return vehicle && w ? { ...planned, day: driverRouteDay(r, vehicle, w) } : planned;
      }),
    unassigned: [
      ...timed.unvisited.map((index) => ({ index, arrival: -2 })),
      ...s.open.flatMap((_, i) => (inOrder.has(i) ? [] : [{ index: i, arrival: 0 }])),
    ],
    seconds: 0,
  };
}

/**
 * Re-plans what is left of a dispatched route: done and failed stops stay; each driver goes on
 * from their point and time with their open stops and the new ones. Nothing is written.
 */
export async function computeReplan(
  deps: TAppDeps,
  r: TLoadedReplan,
  opts: { reorder: boolean; keepDrivers: boolean },
): Promise<TReplan> {
  const s = r.situation;
  const travel = travelOfRoute(r.route);
  const withHomes = pointsWithHomes(replanPoints(r.start, r.end, s), r.workdays.drivers, r);
  const points = withHomes.points;
  const matrices: TMatrices = await deps.routing.matrix(points, travel).catch((e: unknown) => {
    throw routingFailure(e);
  });
  const input = withReplanWorkdays(
    replanSolveInput(matrices, s, opts.keepDrivers),
    s,
    r.workdays.drivers,
    withHomes.homeIndex,
    stopNeeds(r.stops, s.open),
  );
  // With 'keep drivers' each planned stop may only go to its own driver: the solver keeps that rule.
  const plan = withWaysBack(
    opts.reorder && s.open.length > 0
      ? await solve(deps, r, input)
      : keptOrderPlan(input, s, r.workdays.drivers),
    s,
    input,
    matrices,
    r.workdays.drivers,
  );
  const stopIds = s.open.map((o) => o.id);
  const routes = [];
  for (const planned of plan.routes) {
    const v = s.vehicles.find((x) => x.driverId === planned.driverId);
    if (!v) continue;
    const stopPoints = planned.stops.map((st) => points[FIRST_STOP_INDEX + st.index] as TPoint);
    const ends = withHomes.endsOf(v.driverId);
    const legs = await deps.routing
      .legGeometries([v.started ? v.startPoint : ends.start, ...stopPoints, ends.end], travel)
      .catch((e: unknown) => {
        throw routingFailure(e);
      });
    const stops = placedStopResults(planned, v.vehicleRouteId ?? 0, stopIds, legs, s.planStart).map((x) => ({
      ...x,
      position_on_the_route: x.position_on_the_route + v.lastDonePosition,
    }));
    const driverDay = r.workdays.drivers.find((d) => d.driver_id === v.driverId);
    const day = planned.day && replanRouteDay(planned.day, v, driverDay, s.planStart);
    // The solver's day starts when the driver leaves; the row counts from when their day began.
    const leaves = planned.day?.shift_start ?? v.shiftStart;
    const dayStart = day?.shift_start ?? s.planStart;
    routes.push({
      driverId: v.driverId,
      vehicleRouteId: v.vehicleRouteId,
      row: replanRouteRow(planned, v, leaves - dayStart, legs),
      stops,
      ...(day && { day }),
    });
  }
  const used = new Set(routes.map((x) => x.driverId));
  const emptied = s.vehicles.filter(
    (v) => v.vehicleRouteId !== null && !used.has(v.driverId) && !v.started && v.doneCount === 0,
  );
  return {
    planStart: s.planStart,
    seconds: plan.seconds,
    routes,
    unassigned: unassignedStopResults(plan, stopIds),
    withdrawn: [...s.withdrawn, ...emptied.map((v) => v.vehicleRouteId as number)],
    reasons: plan.unassigned.map((u) => ({
      id: stopIds[u.index] as number,
      reason: replanReason(u.reason ?? '', s.open[u.index] as TReplanStop, s.goOnAt),
    })),
    madeBy: { travel_model: deps.routing.name, travel_vehicle: travel.vehicle },
  };
}
