import { splitSkills, type TDriverRouteDay } from '@rp/contracts';
import type { Db } from '../../db/database.js';
import {
  routeDriverWorkdays,
  routeGoalOf,
  storeDriverRouteDay,
  storeUnassignedReasons,
} from '../workday/workday.service.js';
import type { TPlan } from './route-plan.js';
import type { TPoint } from './routing/routing-provider.js';
import { homePoints, type TDriverDay, type TStopNeeds } from './vehicles.js';

/**
 * The route's goal and its drivers' effective working days, for an optimisation: the selected
 * drivers and `alsoDriverIds` (those driving a driver route they were handed without being selected).
 */
export async function loadWorkdays(
  db: Db,
  routeId: number,
  goal: string,
  alsoDriverIds: readonly number[] = [],
) {
  const drivers: TDriverDay[] = await routeDriverWorkdays(db, routeId, alsoDriverIds);
  return { goal: routeGoalOf(goal), drivers };
}

type TStopWithNeeds = { id: number; skills: string; weight: number | null };

/** What each stop handed to the solver asks of its driver (skills and weight), read from the route's stops. */
export function stopNeeds(all: readonly TStopWithNeeds[], solved: readonly { id: number }[]): TStopNeeds[] {
  const byId = new Map(all.map((s) => [s.id, s]));
  return solved.map((s) => {
    const stop = byId.get(s.id);
    return { skills: splitSkills(stop?.skills ?? ''), weight: stop?.weight ?? null };
  });
}

/** The matrix points with the drivers' homes appended; each driver's start and end point. */
export function pointsWithHomes(
  points: readonly TPoint[],
  drivers: readonly TDriverDay[],
  depot: { start: TPoint; end: TPoint },
) {
  const homes = homePoints(drivers, points.length);
  const all = [...points, ...homes.points];
  const endsOf = (driverId: number): { start: TPoint; end: TPoint } => {
    const d = drivers.find((x) => x.driver_id === driverId);
    const home = homes.indexOf.has(driverId) && d?.home ? d.home : null;
    return {
      start: home && d?.effective.start_place === 'home' ? home : depot.start,
      end: home && d?.effective.end_place === 'home' ? home : depot.end,
    };
  };
  return { points: all, homeIndex: homes.indexOf, endsOf };
}

/** Stores each driver route's day (by its new id) and every stop's reason for being left out. */
export async function saveWorkdayResults(
  trx: Db,
  routeId: number,
  plan: TPlan,
  stopIds: readonly number[],
  driverRouteIds: readonly number[],
) {
  const days = plan.routes.map((route, k) => ({ id: driverRouteIds[k], day: route.day }));
  const reasons = plan.unassigned.map((u) => ({ id: stopIds[u.index] as number, reason: u.reason ?? '' }));
  await storeWorkdayResults(trx, routeId, days, reasons);
}

/** Stores the days of driver routes (by id) and the left-out stops' reasons (by stop id). */
export async function storeWorkdayResults(
  trx: Db,
  routeId: number,
  days: readonly { id: number | undefined; day?: TDriverRouteDay | undefined }[],
  reasons: readonly { id: number; reason: string }[],
) {
  for (const { id, day } of days) if (day && id !== undefined) await storeDriverRouteDay(trx, id, day);
  await storeUnassignedReasons(trx, routeId, reasons);
}
