import {
  Messages,
  OptimiseMessages,
  ReplanMessages,
  type TOptimizeAnswer,
  type TOptimizeParsed,
  type TReplanConfirm,
  type TReplanConfirmAnswer,
  type TReplanPreviewAnswer,
  type TReplanPreviewParsed,
} from '@rp/contracts';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError, notFound } from '../../core/errors.js';
import { announce } from '../../live/live-publisher.js';
import { PLAN_EVENTS, routeDriversToTell, type TNoticeContext } from '../drivers/driver-notice.js';
import { optimiseRepository, type TStopResult } from './optimise.repository.js';
import { tellReplanned } from './optimise-route.service.js';
import { planChanges } from './plan-preview.js';
import { replanRepository } from './replan.repository.js';
import type { TReplan, TReplanRoute } from './replan-plan.js';
import { computeReplan, isDispatched, loadReplan, type TLoadedReplan } from './replan-route.service.js';
import { storeWorkdayResults } from './workday-plan.js';

/** Routes being re-planned by this process: a second press while one runs is refused (409). */
const running = new Set<number>();

async function exclusively<T>(routeId: number, work: () => Promise<T>): Promise<T> {
  if (running.has(routeId)) throw new AppError(409, OptimiseMessages.alreadyRunning);
  running.add(routeId);
  try {
    return await work();
  } finally {
    running.delete(routeId);
  }
}

/**
 * Writes a re-plan in one transaction, refused (409, `staleMessage`) when the route's stops or
 * drivers changed since it was computed. Done stops are not touched; driver routes keep their state;
 * a driver new to the route gets a driver route sent at once. Answers the drivers before and after.
 */
export async function applyReplan(
  deps: TAppDeps,
  route: TLoadedReplan['route'],
  version: number,
  plan: TReplan,
  staleMessage: string,
  notice?: TNoticeContext,
) {
  return deps.db.transaction().execute(async (trx) => {
    if ((await replanRepository.lockedVersion(trx, route.id)) !== version)
      throw new AppError(409, staleMessage);
    const before = (await routeDriversToTell(trx, route.id)).filter((d) => d.sent_at !== null);
    const now = deps.now();
    const results: TStopResult[] = [...plan.unassigned];
    const days: { id: number; day?: TReplanRoute['day'] }[] = [];
    for (const r of plan.routes) {
      const id =
        r.vehicleRouteId ??
        (await replanRepository.insertDriverRoute(trx, route.id, r.row, route.sent_at ? now : null));
      if (r.vehicleRouteId !== null) {
        const { driver_id: _d, position: _p, ...totals } = r.row;
        await optimiseRepository.updateDriverRouteTotals(trx, id, totals);
      }
      results.push(...r.stops.map((s) => ({ ...s, vehicle_route_id: id })));
      days.push({ id, day: r.day });
    }
    await replanRepository.deleteDriverRoutes(trx, route.id, plan.withdrawn);
    await optimiseRepository.updateStops(trx, route.id, results);
    await storeWorkdayResults(trx, route.id, days, plan.reasons);
    await optimiseRepository.sumRouteTotals(trx, route.id);
    await replanRepository.markReplanned(trx, route.id, now, plan.madeBy);
    await replanRepository.deletePreviews(trx, route.id);
    const after = (await routeDriversToTell(trx, route.id)).filter((d) => d.sent_at !== null);
    // Given a notice, the drivers' mails are written with the plan (they go if and only if it commits).
    if (notice) await tellReplanned(deps, { route }, { before, after }, notice, trx);
    return { before, after };
  });
}

async function applyAndTell(
  deps: TAppDeps,
  a: TAuthContext,
  r: Pick<TLoadedReplan, 'route' | 'version'>,
  plan: TReplan,
  staleMessage: string,
  notice: TNoticeContext,
) {
  await applyReplan(deps, r.route, r.version, plan, staleMessage, notice);
  announce(deps.live, { teamId: a.teamId, routeId: r.route.id }, PLAN_EVENTS);
}

/** POST /optimize/ on a dispatched route: re-planned and applied at once (no preview). */
export async function replanRoute(
  deps: TAppDeps,
  a: TAuthContext,
  input: TOptimizeParsed,
  notice: TNoticeContext,
): Promise<TOptimizeAnswer> {
  return exclusively(input.route_id, async () => {
    const r = await loadReplan(deps, a.teamId, input.route_id);
    const plan = await computeReplan(deps, r, {
      reorder: input.is_route_optimization,
      keepDrivers: input.keep_drivers ?? false,
    });
    await applyAndTell(deps, a, r, plan, OptimiseMessages.changedMeanwhile, notice);
    return {
      err: 0,
      message: Messages.optimized,
      unassigned: plan.unassigned.length,
      seconds: plan.seconds,
      ...plan.madeBy,
    };
  });
}

/** POST /optimize/preview/: the re-plan computed and kept, answered as the changes it would make. */
export async function previewReplan(
  deps: TAppDeps,
  a: TAuthContext,
  input: TReplanPreviewParsed,
): Promise<TReplanPreviewAnswer> {
  return exclusively(input.route_id, async () => {
    const r = await loadReplan(deps, a.teamId, input.route_id);
    // A route never sent is optimised as before: nothing of it has reached a driver to compare with.
    if (!isDispatched(r.route, r.driverRoutes)) throw new AppError(409, ReplanMessages.notSent);
    const plan = await computeReplan(deps, r, {
      reorder: input.is_route_optimization,
      keepDrivers: input.keep_drivers,
    });
    const previewId = await replanRepository.insertPreview(deps.db, {
      route_id: r.route.id,
      stops_version: r.version,
      keep_drivers: input.keep_drivers,
      plan,
    });
    return {
      preview_id: previewId,
      route_id: r.route.id,
      keep_drivers: input.keep_drivers,
      ...planChanges(r, plan),
    };
  });
}

/** POST /optimize/confirm/: applies a kept preview (refused once the route changed) and tells the drivers. */
export async function confirmReplan(
  deps: TAppDeps,
  a: TAuthContext,
  input: TReplanConfirm,
  notice: TNoticeContext,
): Promise<TReplanConfirmAnswer> {
  const route = await optimiseRepository.findRoute(deps.db, a.teamId, input.route_id);
  if (!route) throw notFound();
  const preview = await replanRepository.findPreview(deps.db, route.id, input.preview_id);
  if (!preview) throw new AppError(409, ReplanMessages.previewMissing);
  const plan = (typeof preview.plan === 'string' ? JSON.parse(preview.plan) : preview.plan) as TReplan;
  return exclusively(route.id, async () => {
    await applyAndTell(
      deps,
      a,
      { route, version: Number(preview.stops_version) },
      plan,
      ReplanMessages.previewStale,
      notice,
    );
    return { success: true, message: ReplanMessages.confirmed, unassigned: plan.unassigned.length };
  });
}
