import { Arrival } from '@rp/contracts';
import { evaluateFixedOrders } from '@rp/optimizer';
import { buildSolveInput, type TStopForSolve } from './build-problem.js';
import { plannedRoute, type TPlan } from './route-plan.js';
import type { TMatrices } from './routing/routing-provider.js';

type TPlacedStop = TStopForSolve & { vehicle_route_id: number; position_on_the_route: number };

/** Each driver route's stops in their order; without driver routes, the first driver takes the list. */
function keptOrders(
  stops: readonly TPlacedStop[],
  driverRoutes: readonly { id: number; driver_id: number | null }[],
  driverIds: readonly number[],
): { driverId: number; order: number[] }[] {
  const assigned = driverRoutes.filter(
    (d) => d.driver_id !== null && stops.some((s) => s.vehicle_route_id === d.id),
  );
  if (!assigned.length) return [{ driverId: driverIds[0] as number, order: stops.map((_, i) => i) }];
  return assigned.map((dr) => ({
    driverId: dr.driver_id as number,
    order: stops
      .map((s, i) => ({ s, i }))
      .filter(({ s }) => s.vehicle_route_id === dr.id)
      .sort((a, b) => a.s.position_on_the_route - b.s.position_on_the_route)
      .map(({ i }) => i),
  }));
}

/**
 * is_route_optimization false: each driver keeps the order it has (or the first driver takes the list),
 * timed by the optimiser's own schedule; a late or unreachable stop keeps its place and is flagged.
 */
export function planFromKeptOrder(
  matrices: TMatrices,
  stops: readonly TPlacedStop[],
  driverRoutes: readonly { id: number; driver_id: number | null }[],
  driverIds: readonly number[],
  shiftStart: number,
): TPlan {
  const groups = keptOrders(stops, driverRoutes, driverIds);
  const input = buildSolveInput(
    matrices,
    stops,
    groups.map((g) => g.driverId),
    shiftStart,
  );
  const timed = evaluateFixedOrders(
    input,
    groups.map((g) => g.order),
  );
  return {
    routes: timed.routes.map((r, k) => plannedRoute(r, (groups[k] as { driverId: number }).driverId)),
    unassigned: timed.unvisited.map((index) => ({ index, arrival: Arrival.CannotReachTimeWindow })),
    seconds: 0,
  };
}
