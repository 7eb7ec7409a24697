import { DeliveryStatus, RouteStatus, type TUnassignedReason } from '@rp/contracts';
import type { TStopForSolve } from './build-problem.js';
import type { optimiseRepository } from './optimise.repository.js';
import type { replanRepository } from './replan.repository.js';
import type { TPoint } from './routing/routing-provider.js';

export type TReplanStop = Awaited<ReturnType<typeof replanRepository.stops>>[number];
export type TReplanDriverRoute = Awaited<ReturnType<typeof optimiseRepository.driverRoutes>>[number];

/** A driver who takes part in the re-plan: where and when they go on from. */
export interface TReplanVehicle {
  driverId: number;
  /** Their driver route, null for a selected driver who has none yet. */
  vehicleRouteId: number | null;
  /** The driver route's place among the route's (its colour). */
  position: number;
  started: boolean;
  startPoint: TPoint;
  /** Seconds since midnight of the planned day. */
  shiftStart: number;
  /** Done and failed stops on their driver route. */
  doneCount: number;
  /** The last position of those: the re-planned stops are numbered after it (a stop done out of turn keeps its number). */
  lastDonePosition: number;
  doneDistance: number;
  doneTravel: number;
  /** Packages and weight their done stops took: the van was loaded at the depot, so that room is gone. */
  donePackages: number;
  doneWeight: number;
}

/** What a re-plan starts from: who drives, from where and when, and which stops are left to plan. */
export interface TReplanSituation {
  planStart: number;
  /** When the drivers go on (seconds since midnight): now, once the planned start has passed. */
  goOnAt: number;
  vehicles: TReplanVehicle[];
  open: (TReplanStop & TStopForSolve)[];
  /** For each open stop, the index in `vehicles` of the driver it is planned with, or -1. */
  ownerOf: number[];
  /** Driver routes no driver keeps (deselected, never started, nothing done): removed by the re-plan. */
  withdrawn: number[];
}

export interface TSituationInput {
  start: TPoint;
  planStart: number;
  /** The current time, seconds since midnight of the planned day (the plan start on another day). */
  nowSeconds: number;
  stops: readonly TReplanStop[];
  driverRoutes: readonly TReplanDriverRoute[];
  selectedDriverIds: readonly number[];
  /** Each driver's recent position, by user id. */
  positions: ReadonlyMap<number, TPoint>;
}

const isDone = (s: TReplanStop): boolean => s.delivery_status !== DeliveryStatus.Pending;

/**
 * Where a driver who has begun goes on from: their recent position, else the last stop they did on
 * this driver route, else the route's start (a driver handed a route mid-day did none of its stops).
 */
function goOnFrom(driverId: number, done: readonly TReplanStop[], input: TSituationInput): TPoint {
  const position = input.positions.get(driverId);
  if (position) return position;
  const theirs = done.filter((s) => s.done_by === driverId);
  const last = theirs.sort((a, b) => b.position_on_the_route - a.position_on_the_route)[0];
  return last ? { lat: last.lat, lng: last.lng } : input.start;
}

/** A driver whose day is under way: they pressed Start, or stops of theirs are done. */
export const hasBegun = (v: Pick<TReplanVehicle, 'started' | 'doneCount'>): boolean =>
  v.started || v.doneCount > 0;

/**
 * When every driver of a re-plan goes on: now, once the planned start has passed. A driver who has
 * not pressed Start by then cannot leave in the past either, so their stops are timed from now too.
 */
const goOnAt = (input: TSituationInput): number => Math.max(input.planStart, input.nowSeconds);

/** The drivers of the re-plan and the driver routes it withdraws. */
function vehiclesOf(input: TSituationInput): { vehicles: TReplanVehicle[]; withdrawn: number[] } {
  const vehicles: TReplanVehicle[] = [];
  const withdrawn: number[] = [];
  const taken = new Set<number>();
  for (const dr of input.driverRoutes) {
    const done = input.stops.filter((s) => s.vehicle_route_id === dr.id && isDone(s));
    const started = dr.route_status === RouteStatus.Started;
    const driverId = dr.driver_id;
    const keeps =
      driverId !== null &&
      !taken.has(driverId) &&
      dr.route_status !== RouteStatus.Finished &&
      (started || done.length > 0 || input.selectedDriverIds.includes(driverId));
    if (driverId === null || !keeps) {
      if (done.length === 0 && dr.route_status === RouteStatus.NotStarted) withdrawn.push(dr.id);
      continue;
    }
    taken.add(driverId);
    vehicles.push({
      driverId,
      vehicleRouteId: dr.id,
      position: dr.position,
      started,
      startPoint: started ? goOnFrom(driverId, done, input) : input.start,
      shiftStart: goOnAt(input),
      doneCount: done.length,
      lastDonePosition: Math.max(0, ...done.map((s) => s.position_on_the_route)),
      doneDistance: done.reduce((a, s) => a + s.distance, 0),
      doneTravel: done.reduce((a, s) => a + s.duration, 0),
      donePackages: done.reduce((a, s) => a + (s.order_info_package_count ?? 0), 0),
      doneWeight: done.reduce((a, s) => a + (s.weight ?? 0), 0),
    });
  }
  let next = Math.max(-1, ...input.driverRoutes.map((d) => d.position)) + 1;
  for (const driverId of input.selectedDriverIds.filter((id) => !taken.has(id))) {
    vehicles.push({
      driverId,
      vehicleRouteId: null,
      position: next++,
      started: false,
      startPoint: input.start,
      shiftStart: goOnAt(input),
      doneCount: 0,
      lastDonePosition: 0,
      doneDistance: 0,
      doneTravel: 0,
      donePackages: 0,
      doneWeight: 0,
    });
  }
  return { vehicles, withdrawn };
}

/** Done and failed stops stay as they are; every other stop is planned again. */
export function replanSituation(input: TSituationInput): TReplanSituation {
  const { vehicles, withdrawn } = vehiclesOf(input);
  const open = input.stops.filter((s) => !isDone(s));
  return {
    planStart: input.planStart,
    goOnAt: goOnAt(input),
    vehicles,
    open,
    ownerOf: open.map((s) => vehicles.findIndex((v) => v.vehicleRouteId === s.vehicle_route_id)),
    withdrawn,
  };
}

/**
 * Why a stop is left out of a re-plan: a window that closed before the drivers go on cannot be
 * reached, though the solver, which sees each shift start from now, calls it outside the shift.
 */
export function replanReason(
  reason: string,
  stop: Pick<TReplanStop, 'time_window_end'>,
  goOn: number,
): string {
  const windowPassed = stop.time_window_end > 0 && stop.time_window_end * 60 <= goOn;
  const outsideShift: TUnassignedReason = 'shift';
  const windowMissed: TUnassignedReason = 'time_window';
  return reason === outsideShift && windowPassed ? windowMissed : reason;
}
