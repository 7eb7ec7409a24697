import type { TDriverRouteDay } from '@rp/contracts';
import { type JobInput, locationIndex, type SolveInput, seconds } from '@rp/optimizer';
import { buildSolveInput, FIRST_STOP_INDEX, problemPoints } from './build-problem.js';
import type { TDriverRouteResult, TStopResult } from './optimise.repository.js';
import type { TMadeBy } from './replan.repository.js';
import { hasBegun, type TReplanSituation, type TReplanVehicle } from './replan-situation.js';
import type { TPlan, TPlannedRoute } from './route-plan.js';
import type { TMatrices, TPoint } from './routing/routing-provider.js';
import { driverRouteDay, type TDriverDay } from './vehicles.js';

/** One driver's re-planned open stops, to write after their done ones. */
export interface TReplanRoute {
  driverId: number;
  /** null: a driver route to create (its stops' vehicle_route_id is filled in then). */
  vehicleRouteId: number | null;
  row: TDriverRouteResult;
  stops: TStopResult[];
  /** The working day the plan gave the driver (load, shift, break), when solved. */
  day?: TDriverRouteDay;
}

/** A computed re-plan, as kept by a preview (JSON) until it is confirmed. */
export interface TReplan {
  planStart: number;
  seconds: number;
  routes: TReplanRoute[];
  unassigned: TStopResult[];
  /** Driver routes removed: their driver is no longer on the route and did nothing on it. */
  withdrawn: number[];
  /** Why each left-out stop is out (the solver's reason code, '' when none), by stop id. */
  reasons: { id: number; reason: string }[];
  madeBy: TMadeBy;
}

/** The matrix points: start, end, the open stops, then where each started driver goes on from. */
export function replanPoints(start: TPoint, end: TPoint, s: TReplanSituation): TPoint[] {
  return [...problemPoints(start, end, s.open), ...s.vehicles.map((v) => v.startPoint)];
}

/**
 * The solver's input for what is left: each driver leaves from their own point at their own time;
 * with `keepDrivers`, a planned stop may only go to the driver it is planned with.
 */
export function replanSolveInput(matrices: TMatrices, s: TReplanSituation, keepDrivers: boolean): SolveInput {
  const base = buildSolveInput(
    matrices,
    s.open,
    s.vehicles.map((v) => v.driverId),
    s.planStart,
  );
  const firstVehiclePoint = FIRST_STOP_INDEX + s.open.length;
  const vehicles = base.vehicles.map((vehicle, k) => {
    const v = s.vehicles[k] as TReplanVehicle;
    return {
      ...vehicle,
      start: locationIndex(firstVehiclePoint + k),
      shiftStart: seconds(v.shiftStart),
    };
  });
  const jobs: JobInput[] = base.jobs.map((job, i) => {
    const owner = s.ownerOf[i] ?? -1;
    return keepDrivers && owner >= 0 ? { ...job, vehicles: [owner] } : job;
  });
  return { ...base, vehicles, jobs };
}

/** Each driver's open stops in the order they have (for a re-plan that keeps the order). */
export function keptOpenOrders(s: TReplanSituation): number[][] {
  return s.vehicles.map((_, k) =>
    s.open
      .map((stop, i) => ({ stop, i }))
      .filter(({ i }) => s.ownerOf[i] === k)
      .sort((a, b) => a.stop.position_on_the_route - b.stop.position_on_the_route)
      .map(({ i }) => i),
  );
}

/**
 * The driver route's totals: what was driven to the done stops, then the re-planned part. Its
 * whole time counts from when the driver's day began, `leavesAfter` seconds before they go on.
 */
export function replanRouteRow(
  route: TPlannedRoute,
  v: TReplanVehicle,
  leavesAfter: number,
  legs: readonly string[],
): TDriverRouteResult {
  return {
    driver_id: v.driverId,
    position: v.position,
    distance: v.doneDistance + route.distance,
    duration_travel: Math.round(v.doneTravel + route.travel),
    duration_total: Math.round(leavesAfter + route.totalDuration),
    end_geometry: legs[route.stops.length] ?? '',
    end_distance: Math.max(0, route.endDistance),
    end_duration: Math.max(0, Math.round(route.endDuration)),
  };
}

/**
 * A driver who goes on (started, or with stops done) but whom the plan gives no more stops: their
 * driver route ends with the way back from where they are, and their day with no break to take.
 * Without this their old totals, load and break stayed as if they still had the moved stops.
 */
function backFromHere(
  k: number,
  input: SolveInput,
  matrices: TMatrices,
  drivers: readonly TDriverDay[],
  driverId: number,
): TPlannedRoute {
  const vehicle = input.vehicles[k];
  const leg = vehicle ? Number(vehicle.start) * matrices.size + Number(vehicle.end ?? vehicle.start) : -1;
  const back = matrices.durations[leg] ?? 0;
  const metres = matrices.distances[leg] ?? 0;
  const w = drivers.find((d) => d.driver_id === driverId)?.effective;
  return {
    driverId,
    stops: [],
    distance: metres,
    travel: back,
    totalDuration: back,
    endDistance: metres,
    endDuration: back,
    ...(vehicle && w && { day: driverRouteDay({ breaks: [], load: 0, weight: 0 }, vehicle, w) }),
  };
}

/** The plan with a way back for each driver who goes on with nothing left to do. */
export function withWaysBack(
  plan: TPlan,
  s: TReplanSituation,
  input: SolveInput,
  matrices: TMatrices,
  drivers: readonly TDriverDay[],
): TPlan {
  const planned = new Set(plan.routes.map((r) => r.driverId));
  const idle = s.vehicles.flatMap((v, k) =>
    v.vehicleRouteId !== null && hasBegun(v) && !planned.has(v.driverId)
      ? [backFromHere(k, input, matrices, drivers, v.driverId)]
      : [],
  );
  return { ...plan, routes: [...plan.routes, ...idle] };
}
