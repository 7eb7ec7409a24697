import {
  Messages,
  OptimiseMessages,
  type TOptimisedRouteParsed,
  type TSendToDriversAnswer,
} from '@rp/contracts';
import type { TAppDeps } from '../../app-deps.js';
import type { TAuthContext } from '../../http/auth-context.js';
import { AppError, notFound } from '../../http/errors.js';
import { optimiseRepository } from './optimise.repository.js';

/** The caller's team's route, or 404 (another team's route is simply not found). */
async function teamRoute(deps: TAppDeps, a: TAuthContext, routeId: number) {
  const route = await optimiseRepository.findRoute(deps.db, a.teamId, routeId);
  if (!route) throw notFound();
  return route;
}

/** POST /cancel_optimization/: back to not optimised; the stops stay, their results are cleared. */
export async function cancelOptimisation(
  deps: TAppDeps,
  a: TAuthContext,
  input: TOptimisedRouteParsed,
): Promise<{ success: true }> {
  const route = await teamRoute(deps, a, input.route_id);
  const driverRoutes = await optimiseRepository.driverRoutes(deps.db, route.id);
  if (driverRoutes.some((d) => d.route_status > 0)) throw new AppError(409, OptimiseMessages.alreadyStarted);
  await deps.db.transaction().execute(async (trx) => {
    await optimiseRepository.deleteDriverRoutes(trx, route.id);
    await optimiseRepository.clearStopResults(trx, route.id);
    await optimiseRepository.markNotOptimised(trx, route.id, deps.now());
  });
  return { success: true };
}

/** POST /send_to_drivers/: only an optimised route; marks it and its driver routes as sent. */
export async function sendToDrivers(
  deps: TAppDeps,
  a: TAuthContext,
  input: TOptimisedRouteParsed,
): Promise<TSendToDriversAnswer> {
  const route = await teamRoute(deps, a, input.route_id);
  if (!route.is_optimized) throw new AppError(409, Messages.optimizeFirst);
  await deps.db.transaction().execute((trx) => optimiseRepository.markSent(trx, route.id, deps.now()));
  return { success: true, message: Messages.routeSent };
}
