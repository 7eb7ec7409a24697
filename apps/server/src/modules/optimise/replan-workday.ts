import type { TDriverRouteDay } from '@rp/contracts';
import type { SolveInput, VehicleInput } from '@rp/optimizer';
import { hasBegun, type TReplanSituation, type TReplanVehicle } from './replan-situation.js';
import {
  driverShiftStart,
  type TDriverDay,
  type TStopNeeds,
  withWorkdays,
  workdayVehicle,
} from './vehicles.js';

/** What is left of a limit once the done stops used part of it (never below 0). */
const leftOf = (limit: number | undefined, used: number): number | undefined =>
  limit === undefined ? undefined : Math.max(0, limit - used);

/**
 * One re-planned driver from their effective working day. Their day goes on from their own
 * time (now, for a driver who started): a break whose window is over is dropped. A driver who
 * started leaves from where they are; one who did not from their day's start (home or depot).
 * The van was loaded at the depot, so the packages and weight of the stops already done are no
 * longer room for new ones; nor are the stops done counted again against their maximum.
 */
function replanVehicle(
  base: VehicleInput,
  v: TReplanVehicle,
  d: TDriverDay | undefined,
  homeIndex: ReadonlyMap<number, number>,
): VehicleInput {
  if (!d) return base;
  const day = workdayVehicle(base, d, homeIndex, v.shiftStart);
  const capacity = leftOf(day.capacity, v.donePackages);
  const maxWeight = leftOf(day.maxWeight, v.doneWeight);
  const maxStops = leftOf(day.maxStops, v.doneCount);
  return {
    ...day,
    ...(v.started && { start: base.start }),
    ...(capacity !== undefined && { capacity }),
    ...(maxWeight !== undefined && { maxWeight }),
    ...(maxStops !== undefined && { maxStops }),
  };
}

/** The re-plan's solver input with each driver's working day and each open stop's needs. */
export function withReplanWorkdays(
  input: SolveInput,
  s: TReplanSituation,
  drivers: readonly TDriverDay[],
  homeIndex: ReadonlyMap<number, number>,
  needs: readonly TStopNeeds[],
): SolveInput {
  const withNeeds = withWorkdays(input, [], homeIndex, s.planStart, needs);
  const vehicles = input.vehicles.map((base, k) => {
    const v = s.vehicles[k] as TReplanVehicle;
    return replanVehicle(
      base,
      v,
      drivers.find((d) => d.driver_id === v.driverId),
      homeIndex,
    );
  });
  return { ...withNeeds, vehicles };
}

/**
 * A re-planned driver route's day as the driver lives it: the whole day's load against the van's
 * whole capacity (the done stops' packages included), the shift from when it began (for a driver
 * who has not begun, when they leave), and the break after as many of the route's stops as come
 * before it, the done ones first.
 */
export function replanRouteDay(
  day: TDriverRouteDay,
  v: TReplanVehicle,
  d: TDriverDay | undefined,
  planStart: number,
): TDriverRouteDay {
  if (!d) return day;
  const w = d.effective;
  return {
    ...day,
    load: day.load + v.donePackages,
    weight: day.weight + v.doneWeight,
    capacity: w.capacity,
    max_weight: w.max_weight,
    shift_start: hasBegun(v) ? driverShiftStart(w, planStart) : day.shift_start,
    break_after_stops: day.break_after_stops === null ? null : day.break_after_stops + v.doneCount,
  };
}
