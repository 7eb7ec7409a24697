import { RouteMessages, RouteStatus } from '@rp/contracts';
import type { Kysely } from 'kysely';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { badRequest } from '../../core/errors.js';
import type { Database } from '../../db/schema.js';
import { announce } from '../../live/live-publisher.js';
import {
  PLAN_EVENTS,
  type routeDriversToTell,
  type TNoticeContext,
  tellDrivers,
} from '../drivers/driver-notice.js';
import { replanHandedOverRoute } from '../optimise/replan-handover.service.js';
import { routesRepository, type TRouteRow } from './routes.repository.js';

type Q = Kysely<Database>;

export type TJoinedHandover = Awaited<ReturnType<typeof joinDriverRoute>> & {
  route: TRouteRow;
  /** The route's drivers before the join, each with their driver route. */
  from: Awaited<ReturnType<typeof routeDriversToTell>>;
  to: { id: number; driver_id: number | null };
};

/**
 * Once a join has committed: the receiving driver route is planned again (its done stops first, as
 * they were) and the apps are told live (the mails were recorded with the join: mailJoin).
 */
export async function afterJoin(deps: TAppDeps, a: TAuthContext, j: TJoinedHandover, notice: TNoticeContext) {
  try {
    await replanHandedOverRoute(deps, a.teamId, j.route.id, j.to.id);
  } catch (err) {
    // The stops have joined in their old order, after the receiver's: still a route to drive.
    notice.log.error({ err, routeId: j.route.id }, 'planning the joined driver route failed');
  }
  const oldDrivers = j.from.filter((d) => d.vehicle_route_id === j.fromId);
  const receiver = j.from.filter((d) => d.vehicle_route_id === j.to.id);
  const formerDriverIds = oldDrivers.map((d) => d.user_id);
  const handedOver = {
    driverIds: formerDriverIds,
    vehicleRouteId: j.fromId,
    toName: receiver[0]?.name ?? '',
  };
  announce(deps.live, { teamId: a.teamId, routeId: j.route.id, formerDriverIds, handedOver }, PLAN_EVENTS);
}

/**
 * The join's mails, in its transaction (they go if and only if it commits): the old driver's route
 * was withdrawn, the receiving driver's was sent or changed.
 */
export async function mailJoin(deps: TAppDeps, trx: Q, j: TJoinedHandover, notice: TNoticeContext) {
  if (!j.wasSent) return;
  const oldDrivers = j.from.filter((d) => d.vehicle_route_id === j.fromId);
  const receiver = j.from.filter((d) => d.vehicle_route_id === j.to.id);
  await tellDrivers(deps, 'withdrawn', oldDrivers, j.route, notice, trx);
  await tellDrivers(deps, j.receiverWasSent ? 'changed' : 'sent', receiver, j.route, notice, trx);
}

/**
 * A driver route handed to a driver who already drives another driver route of the route: its
 * stops, done or not, move to the end of the receiver's, and it is deleted. A sent route stays
 * sent. Refused when the receiver has finished theirs (a finished route takes no more stops).
 */
export async function joinDriverRoute(
  trx: Q,
  j: {
    routeId: number;
    from: { id: number; sent_at: Date | null };
    into: { id: number; route_status: number; sent_at: Date | null };
  },
  now: Date,
) {
  if (j.into.route_status === RouteStatus.Finished) throw badRequest(RouteMessages.receiverFinished);
  await routesRepository.moveStopsToDriverRoute(trx, j.routeId, j.from.id, j.into.id);
  if (j.from.sent_at !== null && j.into.sent_at === null) {
    await routesRepository.markDriverRouteSent(trx, j.into.id, now);
  }
  await routesRepository.deleteDriverRoute(trx, j.routeId, j.from.id);
  await routesRepository.touchRoute(trx, j.routeId, now);
  return { fromId: j.from.id, wasSent: j.from.sent_at !== null, receiverWasSent: j.into.sent_at !== null };
}
