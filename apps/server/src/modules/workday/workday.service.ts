import {
  effectiveWorkday,
  overrideWithDefaultMessage,
  type TDriverRouteDay,
  type TDriverWorkdayAnswer,
  type TRouteWorkday,
  type TRouteWorkdaysAnswer,
  type TSaveRouteGoal,
  type TWorkday,
  WorkdayMessages,
  workdayIssues,
  ZRouteGoalSchema,
  type ZSaveDriverWorkdaySchema,
  type ZSaveRouteWorkdaySchema,
} from '@rp/contracts';
import type { z } from 'zod';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { badRequest, notFound } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import { routeForRead, routeForWrite } from '../routes/route-access.js';
import { checkDefaultAgainstOverrides } from './default-vs-overrides.js';
import { routeGoalOf, rowOfWorkday, workdayOfBody, workdayOfRow } from './workday-rows.js';

export { routeGoalOf };

import { workdayPlanRepository, workdayRepository } from './workday.repository.js';

type TSaveDriverWorkdayParsed = z.output<typeof ZSaveDriverWorkdaySchema>;
type TSaveRouteWorkdayParsed = z.output<typeof ZSaveRouteWorkdaySchema>;

async function teamDriverOr404(db: Db, a: TAuthContext, driverId: number) {
  const driver = await workdayRepository.findTeamDriver(db, a.teamId, driverId);
  if (!driver) throw notFound();
  return driver;
}

async function driverDefault(db: Db, driverId: number): Promise<TWorkday> {
  const [row] = await workdayRepository.driverDefaults(db, [driverId]);
  return workdayOfRow(row);
}

/** GET /driver_workday/{driverId}/: a team driver's default day (nothing set when never saved). */
export async function getDriverWorkday(
  deps: TAppDeps,
  a: TAuthContext,
  driverId: number,
): Promise<TDriverWorkdayAnswer> {
  await teamDriverOr404(deps.db, a, driverId);
  return { driver_id: driverId, workday: await driverDefault(deps.db, driverId) };
}

/** POST /save_driver_workday/: replaces the driver's default day, unless a route's override would then break a rule. */
export async function saveDriverWorkday(
  deps: TAppDeps,
  a: TAuthContext,
  body: TSaveDriverWorkdayParsed,
): Promise<TDriverWorkdayAnswer> {
  const workday = workdayOfBody(body);
  await deps.db.transaction().execute(async (trx) => {
    await teamDriverOr404(trx, a, body.driver_id);
    await checkDefaultAgainstOverrides(trx, a.teamId, body.driver_id, workday, deps.now());
    await workdayRepository.saveDriverDefault(trx, body.driver_id, rowOfWorkday(workday));
  });
  return { driver_id: body.driver_id, workday };
}

/** The route's selected drivers, then those of `alsoDriverIds` not among them (a driver handed a driver route). */
async function routeDrivers(db: Db, routeId: number, alsoDriverIds: readonly number[]) {
  const selected = await workdayRepository.selectedDrivers(db, routeId);
  const others = alsoDriverIds.filter((id) => !selected.some((d) => d.id === id));
  return [...selected, ...(await workdayRepository.routeTeamUsers(db, routeId, others))];
}

/**
 * What each selected driver of a route works with: default, the route's override, the two merged;
 * `alsoDriverIds` adds drivers who drive one of its driver routes without being selected.
 */
export async function routeDriverWorkdays(
  db: Db,
  routeId: number,
  alsoDriverIds: readonly number[] = [],
): Promise<(TRouteWorkday & { home: { lat: number; lng: number } | null })[]> {
  const drivers = await routeDrivers(db, routeId, alsoDriverIds);
  const [defaults, overrides] = await Promise.all([
    workdayRepository.driverDefaults(
      db,
      drivers.map((d) => d.id),
    ),
    workdayRepository.routeOverrides(db, routeId),
  ]);
  return drivers.map((d) => {
    const fallback = workdayOfRow(defaults.find((r) => r.user_id === d.id));
    const override = workdayOfRow(overrides.find((r) => r.user_id === d.id));
    const home = d.start_lat !== null && d.start_lng !== null ? { lat: d.start_lat, lng: d.start_lng } : null;
    return {
      driver_id: d.id,
      name: d.name || d.email,
      default: fallback,
      override,
      effective: effectiveWorkday(fallback, override),
      home,
    };
  });
}

const withoutHome = ({ home: _home, ...rest }: TRouteWorkday & { home: unknown }): TRouteWorkday => rest;

/** GET /route_workdays/{routeId}/ */
export async function getRouteWorkdays(
  deps: TAppDeps,
  a: TAuthContext,
  routeId: number,
): Promise<TRouteWorkdaysAnswer> {
  const route = await routeForRead(deps.db, a, routeId);
  const drivers = await routeDriverWorkdays(deps.db, routeId);
  return { goal: routeGoalOf(route.goal), drivers: drivers.map(withoutHome) };
}

/**
 * The day a route override gives the driver is the default merged with it field by field, so the
 * rules between fields hold for the merge (an override's shift end before the default's start is
 * refused, though neither breaks a rule alone).
 */
async function checkMergedWithDefault(db: Db, driverId: number, override: TWorkday) {
  const [issue] = workdayIssues(effectiveWorkday(await driverDefault(db, driverId), override));
  if (issue) throw badRequest(overrideWithDefaultMessage(issue.message));
}

/** POST /save_route_workday/: one selected driver's day on this route; null fields take the default. */
export async function saveRouteWorkday(deps: TAppDeps, a: TAuthContext, body: TSaveRouteWorkdayParsed) {
  const driver = await deps.db.transaction().execute(async (trx) => {
    await routeForWrite(trx, a, body.route_id);
    await teamDriverOr404(trx, a, body.driver_id);
    const drivers = await workdayRepository.selectedDrivers(trx, body.route_id);
    if (!drivers.some((d) => d.id === body.driver_id)) throw badRequest(WorkdayMessages.notSelected);
    const override = workdayOfBody(body);
    await checkMergedWithDefault(trx, body.driver_id, override);
    await workdayRepository.saveRouteOverride(trx, body.route_id, body.driver_id, rowOfWorkday(override));
    const all = await routeDriverWorkdays(trx, body.route_id);
    return all.find((d) => d.driver_id === body.driver_id);
  });
  if (!driver) throw notFound();
  return { success: true as const, driver: withoutHome(driver) };
}

/** POST /save_route_goal/: the goal of the route's next optimisation (the current plan stays). */
export async function saveRouteGoal(deps: TAppDeps, a: TAuthContext, body: TSaveRouteGoal) {
  const goal = ZRouteGoalSchema.parse(body.goal);
  await deps.db.transaction().execute(async (trx) => {
    await routeForWrite(trx, a, body.route_id);
    await workdayRepository.setGoal(trx, body.route_id, goal);
  });
  return { success: true as const, goal };
}

/** Stores what a plan gave a driver route: load, limits, shift, break (inside the optimiser's transaction). */
export const storeDriverRouteDay = (trx: Db, vehicleRouteId: number, day: TDriverRouteDay) =>
  workdayPlanRepository.setDriverRouteDay(trx, vehicleRouteId, day);

/** Stores why each left-out stop is out; every other stop of the route gets ''. */
export const storeUnassignedReasons = (
  trx: Db,
  routeId: number,
  reasons: readonly { id: number; reason: string }[],
) => workdayPlanRepository.setUnassignedReasons(trx, routeId, reasons);
