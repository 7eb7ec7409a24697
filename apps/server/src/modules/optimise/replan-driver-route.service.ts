import { DeliveryStatus } from '@rp/contracts';
import type { TAppDeps } from '../../core/app-deps.js';
import { buildSolveInput, problemPoints, type TStopForSolve } from './build-problem.js';
import { planFromKeptOrder } from './keep-order.js';
import { optimiseRepository } from './optimise.repository.js';
import { depot } from './optimise-route.service.js';
import { driverRouteRow, placedStopResults } from './plan-rows.js';
import { planFromSolution } from './route-plan.js';
import type { TPoint, TTravelOptions } from './routing/routing-provider.js';
import { shiftStartSeconds } from './team-clock.js';
import { travelOfRoute } from './travel-of-route.js';

type TDriverRouteStop = Awaited<ReturnType<typeof optimiseRepository.driverRouteStops>>[number];

/** The open stops in the solver's order for one driver; those it leaves out keep their place after them. */
async function solvedOpenOrder(
  deps: TAppDeps,
  open: readonly TDriverRouteStop[],
  ends: { start: TPoint; end: TPoint; driverId: number; shiftStart: number; seed: number },
  travel: TTravelOptions,
): Promise<TDriverRouteStop[]> {
  if (open.length < 2) return [...open];
  const matrices = await deps.routing.matrix(problemPoints(ends.start, ends.end, open), travel);
  const input = buildSolveInput(matrices, open, [ends.driverId], ends.shiftStart);
  const { OPTIMIZE_TIME_LIMIT_MS: limitMs } = deps.config;
  const solution = await deps.solverPool.solve(input, {
    timeLimitMs: Math.min(limitMs, Math.max(1000, open.length * 15)),
    objective: 'duration',
    seed: ends.seed,
  });
  const plan = planFromSolution(solution, [ends.driverId]);
  const solved = (plan.routes[0]?.stops ?? []).map((s) => open[s.index] as TDriverRouteStop);
  return [...solved, ...open.filter((s) => !solved.includes(s))];
}

/**
 * Plans one driver route again after stops joined it (a hand-over to a driver already on the
 * route): its done stops keep their order, first; its open stops are ordered by the optimiser for
 * that one driver; the whole is timed and drawn as an optimisation would. Nothing is written if
 * the driver route's stops changed meanwhile. Answers whether it planned (false: left as it was,
 * e.g. without a start and end, or when the road service failed).
 */
export async function replanDriverRoute(
  deps: TAppDeps,
  teamId: number,
  routeId: number,
  vehicleRouteId: number,
): Promise<boolean> {
  const route = await optimiseRepository.findRoute(deps.db, teamId, routeId);
  if (!route) return false;
  const start = depot(route.start_point_address, route.start_point_lat, route.start_point_lng);
  const end = depot(route.end_point_address, route.end_point_lat, route.end_point_lng);
  const driverRoute = (await optimiseRepository.driverRoutes(deps.db, routeId)).find(
    (d) => d.id === vehicleRouteId,
  );
  if (!start || !end || !driverRoute || driverRoute.driver_id === null) return false;
  const stops = await optimiseRepository.driverRouteStops(deps.db, routeId, vehicleRouteId);
  if (stops.length === 0) return false;
  const shiftStart = shiftStartSeconds(route.start_time, route.planned_on, route.timezone, deps.now());
  const done = stops.filter((s) => s.delivery_status !== DeliveryStatus.Pending);
  const open = stops.filter((s) => s.delivery_status === DeliveryStatus.Pending);
  const ends = { start, end, driverId: driverRoute.driver_id, shiftStart, seed: routeId };
  const ordered: (TStopForSolve & TDriverRouteStop)[] = [
    ...done,
    ...(await solvedOpenOrder(deps, open, ends, travelOfRoute(route))),
  ];
  const placed = ordered.map((s, i) => ({ ...s, position_on_the_route: i + 1 }));
  const matrices = await deps.routing.matrix(problemPoints(start, end, placed), travelOfRoute(route));
  const keptIn = [{ id: vehicleRouteId, driver_id: driverRoute.driver_id }];
  const plan = planFromKeptOrder(matrices, placed, keptIn, [driverRoute.driver_id], shiftStart);
  const planned = plan.routes[0];
  if (!planned) return false;
  const points = planned.stops.map((s) => placed[s.index] as TDriverRouteStop);
  const legs = await deps.routing.legGeometries([start, ...points, end], travelOfRoute(route));
  const stopIds = placed.map((s) => s.id);
  return deps.db.transaction().execute(async (trx) => {
    await optimiseRepository.lockRoute(trx, routeId);
    const now = await optimiseRepository.driverRouteStops(trx, routeId, vehicleRouteId);
    const same = now.length === stops.length && now.every((s) => stopIds.includes(s.id));
    if (!same) return false;
    const { driver_id: _d, position: _p, ...totals } = driverRouteRow(planned, driverRoute.position, legs);
    // A stop the timing could not reach stays where it was on this driver route, never taken off it.
    await optimiseRepository.updateStops(
      trx,
      routeId,
      placedStopResults(planned, vehicleRouteId, stopIds, legs, shiftStart),
    );
    await optimiseRepository.updateDriverRouteTotals(trx, vehicleRouteId, totals);
    await optimiseRepository.sumRouteTotals(trx, routeId);
    return true;
  });
}
