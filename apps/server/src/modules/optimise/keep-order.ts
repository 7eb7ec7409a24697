import { Arrival } from '@rp/contracts';
import { evaluateFixedOrders } from '@rp/optimizer';
import { buildSolveInput, type TStopForSolve } from './build-problem.js';
import { plannedRoute, type TPlan } from './route-plan.js';
import type { TMatrices } from './routing/routing-provider.js';
import { driverRouteDay, type TDriverDay, type TStopNeeds, withWorkdays } from './vehicles.js';

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

/** The drivers' working days a kept order is timed with: where each starts and ends, shift and break. */
export interface TKeptOrderDays {
  drivers: readonly TDriverDay[];
  homeIndex: ReadonlyMap<number, number>;
  needs: readonly TStopNeeds[];
}

/**
 * is_route_optimization false: each driver keeps the order it has (or the first driver takes the list),
 * timed by the optimiser's own schedule from the driver's own start place, shift start and break to
 * their end place; a late or unreachable stop keeps its place and is flagged.
 */
export function planFromKeptOrder(
  matrices: TMatrices,
  stops: readonly TPlacedStop[],
  driverRoutes: readonly { id: number; driver_id: number | null }[],
  driverIds: readonly number[],
  shiftStart: number,
  days: TKeptOrderDays = { drivers: [], homeIndex: new Map(), needs: [] },
): TPlan {
  const groups = keptOrders(stops, driverRoutes, driverIds);
  const input = withWorkdays(
    buildSolveInput(
      matrices,
      stops,
      groups.map((g) => g.driverId),
      shiftStart,
    ),
    days.drivers,
    days.homeIndex,
    shiftStart,
    days.needs,
  );
  const timed = evaluateFixedOrders(
    input,
    groups.map((g) => g.order),
  );
  return {
    routes: timed.routes.map((r, k) => {
      const driverId = (groups[k] as { driverId: number }).driverId;
      const vehicle = input.vehicles[k];
      const w = days.drivers.find((d) => d.driver_id === driverId)?.effective;
      const planned = plannedRoute(r, driverId);
      return vehicle && w ? { ...planned, day: driverRouteDay(r, vehicle, w) } : planned;
    }),
    unassigned: timed.unvisited.map((index) => ({ index, arrival: Arrival.CannotReachTimeWindow })),
    seconds: 0,
  };
}
