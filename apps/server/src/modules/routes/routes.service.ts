import {
  copiedRouteName,
  defaultRouteName,
  LiveEvents,
  RouteMessages,
  StopErr,
  stopLimitMessage,
  type TApi,
  type TCallAnswer,
  type TCreatedRouteAnswer,
  type TDeleteRouteAnswer,
  type TDriverRoute,
  type TRoute,
  type TSaveDriverParsed,
  type TSaveDriversAnswer,
  type TSaveDriversParsed,
  type TSaveRouteAnswer,
  type TSaveRouteParsed,
  type TTeamRouteMember,
} from '@rp/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError, badRequest, forbidden } from '../../core/errors.js';
import type { Database, RoutesTable } from '../../db/schema.js';
import { announce } from '../../live/live-publisher.js';
import { tooManyDriversMessage } from '../billing/plan.js';
import {
  routeDriversToTell,
  type TNoticeContext,
  type TNoticeRoute,
  tellDrivers,
} from '../drivers/driver-notice.js';
import { driverRouteDayOf, routeGoalOf } from '../workday/workday-rows.js';
import { afterJoin, joinDriverRoute, mailJoin } from './driver-route-join.service.js';
import { routeForRead, routeForWrite, routeScopeOf } from './route-access.js';
import { routeTravelFields } from './route-travel.js';
import { routesRepository, type TRouteRow } from './routes.repository.js';

type Q = Kysely<Database>;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The members selected for the route or driving one of its driver routes. */
async function membersOnRoute(db: Q, routeId: number): Promise<number[]> {
  const [selected, driverRoutes] = await Promise.all([
    routesRepository.selectedDrivers(db, [routeId]),
    routesRepository.driverRoutes(db, [routeId]),
  ]);
  const ids = [...selected.map((s) => s.user_id), ...driverRoutes.map((d) => d.driver_id)];
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

/** Tells the team's sockets the route list changed; called once the write has committed. */
const announceRouteChanged = (deps: TAppDeps, teamId: number, routeId: number): void =>
  deps.live.publish({ event: LiveEvents.routeChanged, teamId, routeId });

/** Routes as the API returns them, with drivers, driver routes and stop counts (4 queries for any number). */
export async function toRoutes(db: Q, a: TAuthContext, rows: TRouteRow[]): Promise<TRoute[]> {
  const ids = rows.map((r) => r.id);
  const [selected, driverRoutes, counts] = await Promise.all([
    routesRepository.selectedDrivers(db, ids),
    routesRepository.driverRoutes(db, ids),
    routesRepository.stopCounts(db, ids),
  ]);
  const isDriverRoute = !a.isDispatcher;
  return rows.map((r) => {
    const driverIds = selected.filter((s) => s.route_id === r.id).map((s) => s.user_id);
    // A driver-only member sees only the driver routes they drive, not their colleagues'.
    const dr: TDriverRoute[] = driverRoutes
      .filter((d) => d.route_id === r.id && (a.isDispatcher || d.driver_id === a.userId))
      .map((d) => ({
        vehicle_route_id: d.id,
        driver_id: d.driver_id,
        email: d.email ?? '',
        name: d.driver_name ?? '',
        position: d.position,
        distance: d.distance,
        duration_travel: d.duration_travel,
        duration_total: d.duration_total,
        route_status: d.route_status,
        started_time: iso(d.started_time),
        finished_time: iso(d.finished_time),
        sent_at: iso(d.sent_at),
        end_geometry: d.end_geometry,
        end_distance: d.end_distance,
        end_duration: d.end_duration,
        ...(r.is_optimized && { day: driverRouteDayOf(d) }),
      }));
    return {
      id: r.id,
      route_id: r.id,
      team_id: r.team_id,
      name: r.name,
      desc: r.description,
      planned_on: r.planned_on,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
      start_time: r.start_time,
      start_point_address: r.start_point_address,
      start_point_lat: r.start_point_lat,
      start_point_lng: r.start_point_lng,
      end_point_address: r.end_point_address,
      end_point_lat: r.end_point_lat,
      end_point_lng: r.end_point_lng,
      is_optimized: r.is_optimized,
      plan_start_seconds: r.is_optimized ? r.plan_start_seconds : null,
      goal: routeGoalOf(r.goal),
      is_driver_route: isDriverRoute,
      distance: r.distance,
      duration_travel: r.duration_travel,
      duration_total: r.duration_total,
      drivers: driverIds.length,
      driver_ids: driverIds,
      driver_routes: dr,
      stops_count: counts.find((c) => c.route_id === r.id)?.count ?? 0,
      stops_done_count: Number(counts.find((c) => c.route_id === r.id)?.done ?? 0),
      sent_at: iso(r.sent_at),
      ...routeTravelFields(r),
    };
  });
}

export async function listRoutes(deps: TAppDeps, a: TAuthContext, date?: string | null): Promise<TRoute[]> {
  const rows = await routesRepository.listRoutes(deps.db, routeScopeOf(a), date || undefined);
  return toRoutes(deps.db, a, rows);
}

export async function getRoute(deps: TAppDeps, a: TAuthContext, routeId: number): Promise<TRoute> {
  const row = await routeForRead(deps.db, a, routeId);
  const [route] = await toRoutes(deps.db, a, [row]);
  return route as TRoute;
}

/** POST /route/: creates a route (dispatchers only) without route_id, edits the route with it. */
export async function saveRoute(
  deps: TAppDeps,
  a: TAuthContext,
  body: TSaveRouteParsed,
): Promise<TSaveRouteAnswer> {
  if (body.route_id === undefined || body.route_id === null) {
    if (!a.isDispatcher) throw forbidden();
    return createRoute(deps, a, body);
  }
  const route = await editRoute(deps, a, body.route_id, body);
  return { id: route.id, route_name: route.name, route };
}

/** Creates a route for a day; an empty name becomes 'Route {day}', start and end the team's depots. */
async function createRoute(
  deps: TAppDeps,
  a: TAuthContext,
  body: TSaveRouteParsed,
): Promise<TCreatedRouteAnswer> {
  const plannedOn = body.planned_on as string;
  const created = await deps.db.transaction().execute(async (trx) => {
    const depots = await routesRepository.teamDepots(trx, a.teamId);
    const now = deps.now();
    const route = await routesRepository.insertRoute(trx, {
      team_id: a.teamId,
      name: body.name || defaultRouteName(plannedOn),
      description: body.desc ?? '',
      planned_on: plannedOn,
      start_time: body.start_time ?? 0,
      start_point_address: body.start_point_address ?? depots.start_address,
      start_point_lat: body.start_point_lat !== undefined ? body.start_point_lat : depots.start_lat,
      start_point_lng: body.start_point_lng !== undefined ? body.start_point_lng : depots.start_lng,
      end_point_address: body.end_point_address ?? depots.end_address,
      end_point_lat: body.end_point_lat !== undefined ? body.end_point_lat : depots.end_lat,
      end_point_lng: body.end_point_lng !== undefined ? body.end_point_lng : depots.end_lng,
      vehicle_type: body.vehicle_type ?? null,
      created_at: now,
      updated_at: now,
    });
    return { id: route.id, route_name: route.name };
  });
  announceRouteChanged(deps, a.teamId, created.id);
  return created;
}

/** Edits the fields sent; refused for an optimised route. */
async function editRoute(
  deps: TAppDeps,
  a: TAuthContext,
  routeId: number,
  body: TSaveRouteParsed,
): Promise<TRoute> {
  const row = await deps.db.transaction().execute(async (trx) => {
    await routeForWrite(trx, a, routeId, { lockedWhenOptimized: RouteMessages.routeLocked });
    const set: Updateable<RoutesTable> = { updated_at: deps.now() };
    if (body.name !== undefined) set.name = body.name;
    if (body.desc !== undefined) set.description = body.desc;
    if (body.planned_on !== undefined) set.planned_on = body.planned_on;
    if (body.start_time !== undefined) set.start_time = body.start_time;
    if (body.start_point_address !== undefined) set.start_point_address = body.start_point_address;
    if (body.start_point_lat !== undefined) set.start_point_lat = body.start_point_lat;
    if (body.start_point_lng !== undefined) set.start_point_lng = body.start_point_lng;
    if (body.end_point_address !== undefined) set.end_point_address = body.end_point_address;
    if (body.end_point_lat !== undefined) set.end_point_lat = body.end_point_lat;
    if (body.end_point_lng !== undefined) set.end_point_lng = body.end_point_lng;
    if (body.vehicle_type !== undefined) set.vehicle_type = body.vehicle_type;
    return routesRepository.updateRoute(trx, a.teamId, routeId, set);
  });
  announceRouteChanged(deps, a.teamId, routeId);
  const [route] = await toRoutes(deps.db, a, [row]);
  return route as TRoute;
}

/** Deletes a route; its stops, driver routes and selected drivers go with it. */
export async function deleteRoute(
  deps: TAppDeps,
  a: TAuthContext,
  routeId: number,
): Promise<TDeleteRouteAnswer> {
  const formerDriverIds = await deps.db.transaction().execute(async (trx) => {
    await routeForWrite(trx, a, routeId);
    const onIt = await membersOnRoute(trx, routeId);
    await routesRepository.deleteRoute(trx, a.teamId, routeId);
    return onIt;
  });
  deps.live.publish({ event: LiveEvents.routeChanged, teamId: a.teamId, routeId, formerDriverIds });
  return { success: true, route_id: routeId };
}

/**
 * Copies a route, its selected drivers and its stops: not optimised, named "{name} (copy)",
 * positions and vehicle routes reset to the sentinels, no delivery data. Refused (409, err -20)
 * when the route has more stops than the plan allows.
 */
export async function copyRoute(
  deps: TAppDeps,
  a: TAuthContext,
  routeId: number,
): Promise<TCreatedRouteAnswer> {
  const copied = await deps.db.transaction().execute(async (trx) => {
    const source = await routeForWrite(trx, a, routeId);
    const count = await routesRepository.stopCount(trx, routeId);
    const max = a.access.limits.maxStopsPerRoute;
    if (count > max) throw new AppError(409, stopLimitMessage(max), StopErr.PlanLimit);
    const now = deps.now();
    const copy = await routesRepository.insertRoute(trx, {
      team_id: a.teamId,
      name: copiedRouteName(source.name),
      description: source.description,
      planned_on: source.planned_on,
      start_time: source.start_time,
      start_point_address: source.start_point_address,
      start_point_lat: source.start_point_lat,
      start_point_lng: source.start_point_lng,
      end_point_address: source.end_point_address,
      end_point_lat: source.end_point_lat,
      end_point_lng: source.end_point_lng,
      vehicle_type: source.vehicle_type,
      created_at: now,
      updated_at: now,
    });
    await routesRepository.copySelectedDrivers(trx, routeId, copy.id);
    await routesRepository.copyStops(trx, routeId, copy.id, now);
    return { id: copy.id, route_name: copy.name };
  });
  announceRouteChanged(deps, a.teamId, copied.id);
  return copied;
}

/** The team's drivers, each with whether the route has selected them. */
export async function teamRoute(
  deps: TAppDeps,
  a: TAuthContext,
  routeId: number,
): Promise<TTeamRouteMember[]> {
  await routeForRead(deps.db, a, routeId);
  const rows = await routesRepository.teamDriversForRoute(deps.db, a.teamId, routeId);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    is_selected: !!r.is_selected,
  }));
}

/** Replaces the route's selected drivers: team drivers only, at most the plan's number. */
export async function saveDrivers(
  deps: TAppDeps,
  a: TAuthContext,
  body: TSaveDriversParsed,
): Promise<TSaveDriversAnswer> {
  const ids = [...new Set(body.drivers)];
  await deps.db.transaction().execute(async (trx) => {
    await routeForWrite(trx, a, body.route_id);
    const found = await routesRepository.teamDriverIds(trx, a.teamId, ids);
    if (found.length !== ids.length) throw badRequest(RouteMessages.driverNotInTeam);
    const max = a.access.limits.maxDriversPerRoute;
    if (ids.length > max) throw badRequest(tooManyDriversMessage(a.access), StopErr.PlanLimit);
    await routesRepository.replaceSelectedDrivers(trx, body.route_id, ids);
    await routesRepository.touchRoute(trx, body.route_id, deps.now());
  });
  announceRouteChanged(deps, a.teamId, body.route_id);
  return { success: true, route_id: body.route_id, drivers: ids };
}

/**
 * Assigns a team driver to one driver route of the route (null leaves it unassigned). On a sent
 * driver route the new driver receives it at once (it stays sent, and they are mailed) and the
 * driver it is taken from is told it was withdrawn; they no longer see it, and their open app is
 * told live who has it now. A driver already on another driver route of the route takes its stops
 * into theirs (joinDriverRoute), which is then planned again.
 */
export async function saveDriver(
  deps: TAppDeps,
  a: TAuthContext,
  body: TSaveDriverParsed,
  notice: TNoticeContext,
): Promise<TCallAnswer<TApi['saveDriver']>> {
  const handover = await deps.db.transaction().execute(async (trx) => {
    const route = await routeForWrite(trx, a, body.route_id);
    const driverRoute = await routesRepository.findDriverRoute(trx, body.route_id, body.vehicle_route_id);
    if (!driverRoute) throw new AppError(404, RouteMessages.noSuchDriverRoute);
    const driverId = body.driver_id;
    if (driverId !== null) {
      const found = await routesRepository.teamDriverIds(trx, a.teamId, [driverId]);
      if (found.length !== 1) throw badRequest(RouteMessages.driverNotInTeam);
      const others = await routesRepository.driverRoutes(trx, [body.route_id]);
      const receiving = others.find((d) => d.id !== body.vehicle_route_id && d.driver_id === driverId);
      if (receiving) {
        const from = await routeDriversToTell(trx, body.route_id);
        const joined = await joinDriverRoute(
          trx,
          { routeId: body.route_id, from: driverRoute, into: receiving },
          deps.now(),
        );
        const handover = { ...joined, route, from, to: receiving };
        await mailJoin(deps, trx, handover, notice);
        return { kind: 'joined' as const, ...handover };
      }
      const drivers = new Set(
        others.filter((d) => d.id !== body.vehicle_route_id && d.driver_id !== null).map((d) => d.driver_id),
      );
      drivers.add(driverId);
      const max = a.access.limits.maxDriversPerRoute;
      if (drivers.size > max) throw badRequest(tooManyDriversMessage(a.access), StopErr.PlanLimit);
    }
    const onIt = async () =>
      (await routeDriversToTell(trx, body.route_id)).filter(
        (d) => d.vehicle_route_id === body.vehicle_route_id,
      );
    const before = await onIt();
    await routesRepository.assignDriver(trx, body.vehicle_route_id, driverId);
    await routesRepository.touchRoute(trx, body.route_id, deps.now());
    const after = await onIt();
    await mailHandover(deps, trx, { isSent: driverRoute.sent_at !== null, before, after, route }, notice);
    return { kind: 'assigned' as const, before, after, route };
  });
  if (handover.kind === 'joined') {
    await afterJoin(deps, a, handover, notice);
    return { success: true };
  }
  const { before, after } = handover;
  const formerDriverIds = before.map((d) => d.user_id);
  const changed = before[0]?.user_id !== after[0]?.user_id;
  const handedOver =
    changed && after[0]
      ? { driverIds: formerDriverIds, vehicleRouteId: body.vehicle_route_id, toName: after[0].name }
      : undefined;
  announce(deps.live, { teamId: a.teamId, routeId: body.route_id, formerDriverIds, handedOver }, [
    LiveEvents.routeChanged,
    LiveEvents.driverRouteChanged,
  ]);
  return { success: true };
}

/**
 * A sent driver route handed to another driver: the former one is mailed that it was withdrawn, the
 * new one that it was sent, in the handover's transaction (the mails go if and only if it commits).
 */
async function mailHandover(
  deps: TAppDeps,
  trx: TAppDeps['db'],
  h: {
    isSent: boolean;
    before: Awaited<ReturnType<typeof routeDriversToTell>>;
    after: Awaited<ReturnType<typeof routeDriversToTell>>;
    route: TNoticeRoute;
  },
  notice: TNoticeContext,
): Promise<void> {
  if (!h.isSent || h.before[0]?.user_id === h.after[0]?.user_id) return;
  await tellDrivers(deps, 'withdrawn', h.before, h.route, notice, trx);
  await tellDrivers(deps, 'sent', h.after, h.route, notice, trx);
}
