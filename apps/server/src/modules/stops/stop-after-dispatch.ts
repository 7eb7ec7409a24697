import { DeliveryStatus, LiveEvents, StopMessages } from '@rp/contracts';
import type { Kysely } from 'kysely';
import type { TAppDeps } from '../../core/app-deps.js';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/schema.js';
import { routeDriversToTell, type TNoticeContext, tellDrivers } from '../drivers/driver-notice.js';
import type { TStopRow } from './stops.repository.js';

/**
 * The rules of changing stops once a route is sent (decisions.md, "After dispatch"): the day stays
 * editable, but a done stop keeps where and by whom it was done, and its driver is told of a change.
 */

const isDone = (stop: Pick<TStopRow, 'delivery_status'>): boolean =>
  stop.delivery_status !== DeliveryStatus.Pending;

/** A delivered or failed stop's address and place can't be moved away from where it was done. */
export function refuseMovingDoneStop(
  stop: Pick<TStopRow, 'delivery_status' | 'address' | 'lat' | 'lng'>,
  change: { address?: string; lat?: number; lng?: number },
): void {
  const moves =
    (change.address !== undefined && change.address !== stop.address) ||
    (change.lat !== undefined && change.lat !== stop.lat) ||
    (change.lng !== undefined && change.lng !== stop.lng);
  if (isDone(stop) && moves) throw new AppError(409, StopMessages.doneStopPlace);
}

/** A delivered or failed stop stays on the route (with who did it). */
export function refuseRemovingDoneStop(stop: Pick<TStopRow, 'delivery_status'>): void {
  if (isDone(stop)) throw new AppError(409, StopMessages.doneStopRemove);
}

/** The driver of the sent driver route a stop is on, if any: who must hear that it changed. */
export async function stopDriverToTell(
  db: Kysely<Database>,
  routeId: number,
  stop: Pick<TStopRow, 'vehicle_route_id'>,
) {
  if (stop.vehicle_route_id <= 0) return [];
  const drivers = await routeDriversToTell(db, routeId);
  return drivers.filter((d) => d.vehicle_route_id === stop.vehicle_route_id && d.sent_at !== null);
}

/**
 * Records the mail telling a driver whose sent stop was edited or removed that the route changed,
 * in the change's transaction: the mail goes out if and only if the change commits.
 */
export async function mailStopDriver(
  deps: TAppDeps,
  trx: TAppDeps['db'],
  route: { id: number; name: string; planned_on: string },
  drivers: Awaited<ReturnType<typeof stopDriverToTell>>,
  notice: TNoticeContext | undefined,
): Promise<void> {
  if (drivers.length && notice) await tellDrivers(deps, 'changed', drivers, route, notice, trx);
}

/** Tells a driver whose sent stop was edited or removed, once it committed: their app refetches at once. */
export function tellStopDriver(
  deps: TAppDeps,
  teamId: number,
  route: { id: number },
  drivers: Awaited<ReturnType<typeof stopDriverToTell>>,
): void {
  if (drivers.length === 0) return;
  deps.live.publish({ event: LiveEvents.driverRouteChanged, teamId, routeId: route.id });
}
