import type { TDriverRouteDay, TWorkday } from '@rp/contracts';
import {
  type BreakInput,
  type JobInput,
  locationIndex,
  type RouteResult,
  type Solution,
  type SolveInput,
  seconds,
  type VehicleInput,
} from '@rp/optimizer';
import { END_INDEX, START_INDEX } from './build-problem.js';
import type { TPlan } from './route-plan.js';
import type { TPoint } from './routing/routing-provider.js';

/** A selected driver's effective working day and home (their own start address, if any). */
export interface TDriverDay {
  driver_id: number;
  effective: TWorkday;
  home: TPoint | null;
}

/** What a stop asks of the driver who serves it. */
export interface TStopNeeds {
  skills: readonly string[];
  weight: number | null;
}

const usesHome = (d: TDriverDay) =>
  d.home !== null && (d.effective.start_place === 'home' || d.effective.end_place === 'home');

/**
 * The homes of the drivers whose day starts or ends there, as extra matrix points after the stops:
 * their points and each such driver's index.
 */
export function homePoints(drivers: readonly TDriverDay[], firstIndex: number) {
  const points: TPoint[] = [];
  const indexOf = new Map<number, number>();
  for (const d of drivers) {
    if (!usesHome(d) || d.home === null) continue;
    indexOf.set(d.driver_id, firstIndex + points.length);
    points.push(d.home);
  }
  return { points, indexOf };
}

/** Where a driver's route starts and ends: their home when chosen and known, else the route's depot. */
export function driverEnds(d: TDriverDay, homeIndex: ReadonlyMap<number, number>) {
  const home = homeIndex.get(d.driver_id);
  return {
    start: d.effective.start_place === 'home' && home !== undefined ? home : START_INDEX,
    end: d.effective.end_place === 'home' && home !== undefined ? home : END_INDEX,
  };
}

/**
 * The driver's break as the solver takes it: the window is when the break may start, so it closes
 * `duration` before the window's end. A window already over when the route starts is dropped
 * (a break that cannot be placed would leave the driver without any stop).
 */
export function breakOf(w: TWorkday, shiftStart: number): BreakInput[] {
  if (w.break_duration === null || w.break_window_start === null || w.break_window_end === null) return [];
  const duration = w.break_duration * 60;
  const latest = w.break_window_end * 60 - duration;
  if (latest < w.break_window_start * 60 || latest < shiftStart) return [];
  return [
    {
      id: 'break',
      window: [seconds(Math.max(w.break_window_start * 60, shiftStart)), seconds(latest)],
      duration: seconds(duration),
    },
  ];
}

/** The shift start: the later of the route's start and the driver's own. */
export const driverShiftStart = (w: TWorkday, routeStart: number): number =>
  w.shift_start === null ? routeStart : Math.max(routeStart, w.shift_start * 60);

/** One vehicle from a driver's effective day; unset fields keep the route's behaviour. */
export function workdayVehicle(
  base: VehicleInput,
  d: TDriverDay,
  homeIndex: ReadonlyMap<number, number>,
  routeStart: number,
): VehicleInput {
  const w = d.effective;
  const ends = driverEnds(d, homeIndex);
  const shiftStart = driverShiftStart(w, routeStart);
  return {
    ...base,
    start: locationIndex(ends.start),
    end: locationIndex(ends.end),
    shiftStart: seconds(shiftStart),
    ...(w.shift_end !== null && { shiftEnd: seconds(w.shift_end * 60) }),
    ...(w.capacity !== null && { capacity: w.capacity }),
    ...(w.max_weight !== null && { maxWeight: w.max_weight }),
    ...(w.max_stops !== null && { maxStops: w.max_stops }),
    ...(w.skills !== null && w.skills.length > 0 && { skills: w.skills }),
    breaks: breakOf(w, shiftStart),
  };
}

/** The solver's input with every driver's working day and every stop's skills and weight. */
export function withWorkdays(
  input: SolveInput,
  drivers: readonly TDriverDay[],
  homeIndex: ReadonlyMap<number, number>,
  routeStart: number,
  needs: readonly TStopNeeds[],
): SolveInput {
  const vehicles = input.vehicles.map((v) => {
    const d = drivers.find((x) => String(x.driver_id) === v.id);
    return d ? workdayVehicle(v, d, homeIndex, routeStart) : v;
  });
  const jobs: JobInput[] = input.jobs.map((j, i) => {
    const need = needs[i];
    if (!need) return j;
    return {
      ...j,
      ...(need.weight !== null && need.weight > 0 && { weight: need.weight }),
      ...(need.skills.length > 0 && { skills: need.skills }),
    };
  });
  return { ...input, vehicles, jobs };
}

/** What the plan gave a driver route: its load against its limits, its shift and its break. */
export function driverRouteDay(
  route: Pick<RouteResult, 'breaks' | 'load' | 'weight'>,
  vehicle: VehicleInput,
  w: TWorkday | undefined,
): TDriverRouteDay {
  const brk = route.breaks[0];
  return {
    load: route.load,
    weight: route.weight,
    capacity: vehicle.capacity ?? null,
    max_weight: vehicle.maxWeight ?? null,
    shift_start: Math.round(vehicle.shiftStart),
    shift_end: w?.shift_end != null ? w.shift_end * 60 : null,
    break_start: brk ? Math.round(brk.start) : null,
    break_duration: brk ? Math.round(brk.duration) : null,
    break_after_stops: brk ? brk.afterStops : null,
  };
}

/** The plan with each solved driver route's day. */
export function withPlanDays(
  plan: TPlan,
  solution: Solution,
  input: SolveInput,
  drivers: readonly TDriverDay[],
): TPlan {
  const routes = plan.routes.map((route) => {
    const solved = solution.routes.find((s) => input.vehicles[s.vehicle]?.id === String(route.driverId));
    const vehicle = solved ? input.vehicles[solved.vehicle] : undefined;
    if (!solved || !vehicle) return route;
    const w = drivers.find((d) => d.driver_id === route.driverId)?.effective;
    return { ...route, day: driverRouteDay(solved, vehicle, w) };
  });
  return { ...plan, routes };
}
