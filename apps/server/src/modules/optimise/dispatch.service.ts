import {
  LiveEvents,
  Messages,
  OptimiseMessages,
  type TOptimisedRouteParsed,
  type TSendToDriversAnswer,
} from '@rp/contracts';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError, notFound } from '../../core/errors.js';
import { announce } from '../../live/live-publisher.js';
import {
  markDriverRoutesSent,
  PLAN_EVENTS,
  routeDriversToTell,
  type TNoticeContext,
  tellDrivers,
} from '../drivers/driver-notice.js';
import { optimiseRepository } from './optimise.repository.js';
import { routeSolveGroup } from './queued-solver-pool.js';

/** The caller's team's route, or 404 (another team's route is simply not found). */
async function teamRoute(deps: TAppDeps, a: TAuthContext, routeId: number) {
  const route = await optimiseRepository.findRoute(deps.db, a.teamId, routeId);
  if (!route) throw notFound();
  return route;
}

/**
 * POST /cancel_optimization/: back to not optimised; the stops stay, their results are cleared.
 * The drivers it had been sent to are told it was withdrawn.
 */
export async function cancelOptimisation(
  deps: TAppDeps,
  a: TAuthContext,
  input: TOptimisedRouteParsed,
  notice: TNoticeContext,
): Promise<{ success: true }> {
  const route = await teamRoute(deps, a, input.route_id);
  const driverRoutes = await optimiseRepository.driverRoutes(deps.db, route.id);
  if (driverRoutes.some((d) => d.route_status > 0)) throw new AppError(409, OptimiseMessages.alreadyStarted);
  await deps.db.transaction().execute(async (trx) => {
    const drivers = await routeDriversToTell(trx, route.id);
    await optimiseRepository.deleteDriverRoutes(trx, route.id);
    await optimiseRepository.clearStopResults(trx, route.id);
    await optimiseRepository.markNotOptimised(trx, route.id, deps.now());
    const withdrawnFrom = drivers.filter((d) => d.sent_at !== null);
    await tellDrivers(deps, 'withdrawn', withdrawnFrom, route, notice, trx);
  });
  // A plan still being computed for the route (here or on a worker) is stopped; it could not be saved anyway.
  await deps.solverPool.cancel(routeSolveGroup(route.id));
  announce(deps.live, { teamId: a.teamId, routeId: route.id }, PLAN_EVENTS);
  return { success: true };
}

/**
 * POST /send_to_drivers/: only an optimised route; marks it and every driver route sent and
 * mails each driver the link to the driver app.
 */
export async function sendToDrivers(
  deps: TAppDeps,
  a: TAuthContext,
  input: TOptimisedRouteParsed,
  notice: TNoticeContext,
): Promise<TSendToDriversAnswer> {
  const route = await teamRoute(deps, a, input.route_id);
  if (!route.is_optimized) throw new AppError(409, Messages.optimizeFirst);
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    await markDriverRoutesSent(trx, route.id, now);
    await optimiseRepository.markRouteSent(trx, route.id, now);
    const drivers = await routeDriversToTell(trx, route.id);
    await tellDrivers(deps, 'sent', drivers, route, notice, trx);
  });
  announce(deps.live, { teamId: a.teamId, routeId: route.id }, [
    LiveEvents.routeChanged,
    LiveEvents.driverRouteChanged,
  ]);
  return { success: true, message: Messages.routeSent };
}
