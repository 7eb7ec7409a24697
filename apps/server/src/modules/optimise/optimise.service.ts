import {
  Arrival,
  Messages,
  NO_POSITION,
  NO_VEHICLE_ROUTE,
  OptimiseMessages,
  type TOptimizeAnswer,
} from '@rp/contracts';
import type { Solution } from '@rp/optimizer';
import type { TAppDeps } from '../../app-deps.js';
import type { TAuthContext } from '../../http/auth-context.js';
import { AppError, notFound } from '../../http/errors.js';
import { buildSolveInput, problemPoints, type TStopForSolve } from './build-problem.js';
import { evaluateOrder } from './evaluate-order.js';
import { optimiseRepository, type TStopResult } from './optimise.repository.js';
import { RoutingError } from './routing/osrm.js';
import type { TMatrices, TPoint } from './routing/routing-provider.js';
import { shiftStartSeconds } from './team-clock.js';

/** One driver's ordered stops with their times, as the solver or the kept order produced them. */
interface TPlannedRoute {
  driverId: number;
  stops: {
    index: number;
    arrival: number;
    waiting: number;
    serviceStart: number;
    legDistance: number;
    legDuration: number;
    late: boolean;
    unroutable: boolean;
  }[];
  distance: number;
  travel: number;
  totalDuration: number;
}

interface TPlan {
  routes: TPlannedRoute[];
  unassigned: { index: number; arrival: number }[];
  seconds: number;
}

const running = new Set<number>();

/** How long the search may take: short for small routes, up to OPTIMIZE_TIME_LIMIT_MS for large ones. */
export const searchTimeLimitMs = (stops: number, limitMs: number): number =>
  Math.min(limitMs, Math.max(1000, stops * 15));

function planFromSolution(solution: Solution, driverIds: readonly number[]): TPlan {
  return {
    routes: solution.routes
      .filter((r) => r.stops.length > 0)
      .map((r) => ({
        driverId: driverIds[r.vehicle] as number,
        stops: r.stops.map((s) => ({
          index: s.job,
          arrival: s.arrival,
          waiting: s.waiting,
          serviceStart: s.serviceStart,
          legDistance: s.legDistance,
          legDuration: s.legDuration,
          late: false,
          unroutable: false,
        })),
        distance: r.distance,
        travel: r.travelDuration,
        totalDuration: r.totalDuration,
      })),
    unassigned: solution.unassigned.map((u) => ({
      index: u.job,
      arrival: u.reason === 'unroutable' ? Arrival.CannotRoute : Arrival.CannotReachTimeWindow,
    })),
    seconds: solution.stats.elapsedMs / 1000,
  };
}

/** is_route_optimization false: each driver keeps the order it has (or the first driver takes the list). */
function planFromKeptOrder(
  matrices: TMatrices,
  stops: readonly (TStopForSolve & { vehicle_route_id: number; position_on_the_route: number })[],
  driverRoutes: readonly { id: number; driver_id: number | null }[],
  driverIds: readonly number[],
  shiftStart: number,
): TPlan {
  const groups: { driverId: number; order: number[] }[] = [];
  const assigned = driverRoutes.filter(
    (d) => d.driver_id !== null && stops.some((s) => s.vehicle_route_id === d.id),
  );
  if (assigned.length) {
    for (const dr of assigned) {
      const order = stops
        .map((s, i) => ({ s, i }))
        .filter(({ s }) => s.vehicle_route_id === dr.id)
        .sort((a, b) => a.s.position_on_the_route - b.s.position_on_the_route)
        .map(({ i }) => i);
      groups.push({ driverId: dr.driver_id as number, order });
    }
  } else {
    groups.push({ driverId: driverIds[0] as number, order: stops.map((_, i) => i) });
  }
  const inGroups = new Set(groups.flatMap((g) => g.order));
  const routes = groups.map((g) => {
    const timing = evaluateOrder(matrices, stops, g.order, shiftStart);
    return {
      driverId: g.driverId,
      stops: timing.stops.map((t) => ({
        index: t.stopIndex,
        arrival: t.arrival,
        waiting: t.waiting,
        serviceStart: t.serviceStart,
        legDistance: t.legDistance,
        legDuration: t.legDuration,
        late: t.problem === 'time_window',
        unroutable: t.problem === 'unroutable',
      })),
      distance: timing.distance,
      travel: timing.travel,
      totalDuration: timing.endArrival - shiftStart,
    };
  });
  const unassigned = stops
    .map((_, i) => i)
    .filter((i) => !inGroups.has(i))
    .map((index) => ({ index, arrival: Arrival.CannotReachTimeWindow }));
  return { routes, unassigned, seconds: 0 };
}

function point(lat: number | null, lng: number | null): TPoint | null {
  return lat === null || lng === null ? null : { lat, lng };
}

/**
 * POST /optimize/: computes road matrices, runs the solver off the main thread (or keeps the order),
 * draws each leg, then writes driver routes, every stop's place and times and the route's totals in one
 * transaction — refused if the route changed meanwhile.
 */
export async function optimiseRoute(
  deps: TAppDeps,
  auth: TAuthContext,
  routeId: number,
  reorder: boolean,
): Promise<TOptimizeAnswer> {
  const route = await optimiseRepository.findRoute(deps.db, auth.teamId, routeId);
  if (!route) throw notFound();
  const start =
    route.start_point_address.trim().length >= 2 ? point(route.start_point_lat, route.start_point_lng) : null;
  const end =
    route.end_point_address.trim().length >= 2 ? point(route.end_point_lat, route.end_point_lng) : null;
  if (!start || !end) throw new AppError(400, OptimiseMessages.startEndMissing);
  const stops = await optimiseRepository.stops(deps.db, routeId);
  if (stops.length === 0) throw new AppError(400, Messages.firstAddStops);
  if (stops.length < 2) throw new AppError(400, Messages.addAtLeastTwoStops);
  const drivers = await optimiseRepository.selectedDrivers(deps.db, routeId);
  if (drivers.length === 0) throw new AppError(400, Messages.selectDriversFirst);
  const driverRoutes = await optimiseRepository.driverRoutes(deps.db, routeId);
  if (driverRoutes.some((d) => d.route_status > 0)) throw new AppError(409, OptimiseMessages.alreadyStarted);
  if (running.has(routeId)) throw new AppError(409, OptimiseMessages.alreadyRunning);

  running.add(routeId);
  try {
    const shiftStart = shiftStartSeconds(route.start_time, route.planned_on, route.timezone, deps.now());
    const points = problemPoints(start, end, stops);
    const matrices = await deps.routing.matrix(points).catch((e: unknown) => {
      throw routingFailure(e);
    });
    const driverIds = drivers.map((d) => d.id);
    let plan: TPlan;
    if (reorder) {
      const input = buildSolveInput(matrices, stops, driverIds, shiftStart);
      const timeLimitMs = searchTimeLimitMs(stops.length, deps.config.OPTIMIZE_TIME_LIMIT_MS);
      const solution = await deps.solverPool.solve(input, {
        timeLimitMs,
        objective: 'duration',
        seed: routeId,
      });
      plan = planFromSolution(solution, driverIds);
    } else {
      plan = planFromKeptOrder(matrices, stops, driverRoutes, driverIds, shiftStart);
    }
    const geometries = await Promise.all(
      plan.routes.map((r) =>
        deps.routing
          .legGeometries([start, ...r.stops.map((s) => points[2 + s.index] as TPoint), end])
          .catch((e: unknown) => {
            throw routingFailure(e);
          }),
      ),
    );
    await writePlan(deps, routeId, route.updated_at, stops, plan, geometries, shiftStart);
    return { err: 0, message: Messages.optimized, unassigned: plan.unassigned.length, seconds: plan.seconds };
  } finally {
    running.delete(routeId);
  }
}

function routingFailure(e: unknown): AppError {
  const reason = e instanceof RoutingError || e instanceof Error ? e.message : String(e);
  return new AppError(502, OptimiseMessages.routingFailed(reason));
}

async function writePlan(
  deps: TAppDeps,
  routeId: number,
  readAt: Date,
  stops: readonly { id: number }[],
  plan: TPlan,
  geometries: string[][],
  shiftStart: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const updatedAt = await optimiseRepository.lockRoute(trx, routeId);
    if (!updatedAt || updatedAt.getTime() !== readAt.getTime())
      throw new AppError(409, OptimiseMessages.changedMeanwhile);
    await trx.deleteFrom('driver_routes').where('route_id', '=', routeId).execute();
    const results: TStopResult[] = [];
    let distance = 0;
    let travel = 0;
    let total = 0;
    for (const [k, r] of plan.routes.entries()) {
      const legs = geometries[k] ?? [];
      const last = r.stops.length;
      const endLeg = legs[last] ?? '';
      const endDistance = r.distance - r.stops.reduce((a, s) => a + s.legDistance, 0);
      const endDuration = r.travel - r.stops.reduce((a, s) => a + s.legDuration, 0);
      const row = await trx
        .insertInto('driver_routes')
        .values({
          route_id: routeId,
          driver_id: r.driverId,
          position: k,
          distance: r.distance,
          duration_travel: Math.round(r.travel),
          duration_total: Math.round(r.totalDuration),
          end_geometry: endLeg,
          end_distance: Math.max(0, endDistance),
          end_duration: Math.max(0, Math.round(endDuration)),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      r.stops.forEach((s, position) => {
        results.push({
          id: (stops[s.index] as { id: number }).id,
          position_on_the_route: position + 1,
          vehicle_route_id: row.id,
          arrival: s.unroutable
            ? Arrival.CannotRoute
            : s.late
              ? Arrival.CannotReachTimeWindow
              : s.arrival - shiftStart,
          waiting_time: s.waiting,
          when_visit_start: s.serviceStart,
          distance: s.legDistance,
          duration: s.legDuration,
          geometry: legs[position] ?? '',
        });
      });
      distance += r.distance;
      travel += r.travel;
      total += r.totalDuration;
    }
    for (const u of plan.unassigned) {
      results.push({
        id: (stops[u.index] as { id: number }).id,
        position_on_the_route: NO_POSITION,
        vehicle_route_id: NO_VEHICLE_ROUTE,
        arrival: u.arrival,
        waiting_time: 0,
        when_visit_start: 0,
        distance: 0,
        duration: 0,
        geometry: '',
      });
    }
    await optimiseRepository.updateStops(trx, routeId, results);
    await trx
      .updateTable('routes')
      .set({
        is_optimized: true,
        distance,
        duration_travel: Math.round(travel),
        duration_total: Math.round(total),
        optimized_at: deps.now(),
        updated_at: deps.now(),
      })
      .where('id', '=', routeId)
      .execute();
  });
}

/** POST /cancel_optimization/: back to not optimised; the stops stay, their results are cleared. */
export async function cancelOptimisation(deps: TAppDeps, auth: TAuthContext, routeId: number): Promise<void> {
  const route = await optimiseRepository.findRoute(deps.db, auth.teamId, routeId);
  if (!route) throw notFound();
  const driverRoutes = await optimiseRepository.driverRoutes(deps.db, routeId);
  if (driverRoutes.some((d) => d.route_status > 0)) throw new AppError(409, OptimiseMessages.alreadyStarted);
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('driver_routes').where('route_id', '=', routeId).execute();
    await trx
      .updateTable('stops')
      .set({
        position_on_the_route: NO_POSITION,
        vehicle_route_id: NO_VEHICLE_ROUTE,
        arrival: 0,
        waiting_time: 0,
        when_visit_start: 0,
        distance: 0,
        duration: 0,
        geometry: '',
      })
      .where('route_id', '=', routeId)
      .execute();
    await trx
      .updateTable('routes')
      .set({
        is_optimized: false,
        distance: 0,
        duration_travel: 0,
        duration_total: 0,
        optimized_at: null,
        sent_at: null,
        updated_at: deps.now(),
      })
      .where('id', '=', routeId)
      .execute();
  });
}

/** POST /send_to_drivers/: only an optimised route; marks it and its driver routes as sent. */
export async function sendToDrivers(deps: TAppDeps, auth: TAuthContext, routeId: number) {
  const route = await optimiseRepository.findRoute(deps.db, auth.teamId, routeId);
  if (!route) throw notFound();
  if (!route.is_optimized) throw new AppError(409, Messages.optimizeFirst);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('driver_routes').set({ sent_at: now }).where('route_id', '=', routeId).execute();
    await trx.updateTable('routes').set({ sent_at: now }).where('id', '=', routeId).execute();
  });
  return { success: true, message: Messages.routeSent };
}
