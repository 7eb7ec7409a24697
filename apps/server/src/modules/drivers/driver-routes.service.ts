import {
  DriverMessages,
  LiveEvents,
  type TApi,
  type TCallAnswer,
  type TDriverRouteStatus,
  type TDriverRoutesAnswer,
} from '@rp/contracts';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError } from '../../core/errors.js';
import { clockIn } from '../optimise/team-clock.js';
import { toStop } from '../stops/stops.service.js';
import {
  driverScopeOf,
  RouteStatus,
  sentDriverRoute,
  summaryOf,
  type TDriverCallDeps,
  toSummaries,
} from './driver-day.js';
import { driversRepository } from './drivers.repository.js';
import { takenAtOnRoute } from './taken-at.js';

/** GET /driver/routes/: the caller's driver routes sent for a day (today in the team's zone by default). */
export async function listDriverRoutes(
  deps: TDriverCallDeps,
  a: TAuthContext,
  date?: string,
): Promise<TDriverRoutesAnswer> {
  const day = date ?? clockIn(await driversRepository.teamTimezone(deps.db, a.teamId), deps.now()).day;
  const rows = await driversRepository.listSentDriverRoutes(deps.db, driverScopeOf(a), day);
  return { date: day, routes: await toSummaries(deps.db, rows) };
}

/** GET /driver/route/{id}/: one of the caller's sent driver routes with its own stops, in order. */
export async function getDriverRoute(
  deps: TDriverCallDeps,
  a: TAuthContext,
  vehicleRouteId: number,
): Promise<TCallAnswer<TApi['getDriverRoute']>> {
  const row = await sentDriverRoute(deps.db, a, vehicleRouteId);
  const [[summary], stops] = await Promise.all([
    toSummaries(deps.db, [row]),
    driversRepository.driverRouteStops(deps.db, row.route_id, row.id),
  ]);
  if (!summary) throw new Error('a driver route without its summary');
  return { driver_route: summary, stops: stops.map(toStop) };
}

/**
 * The new status's columns, or null when the route already is there (a second start keeps the
 * first started_time). Finishing a route that was never started is refused rather than guessed:
 * the app always sends the start first (its outbox keeps the order), so a finish without one is
 * a client fault, and a made-up started_time would mislead the dispatcher.
 */
export function statusChange(
  current: { route_status: number; started_time: Date | null },
  wanted: 1 | 2,
  at: Date,
): { route_status: number; started_time?: Date; finished_time?: Date } | null {
  if (current.route_status === RouteStatus.Finished) {
    if (wanted === RouteStatus.Finished) return null;
    throw new AppError(409, DriverMessages.routeFinished);
  }
  if (wanted === RouteStatus.Started) {
    return current.route_status === RouteStatus.Started ? null : { route_status: wanted, started_time: at };
  }
  if (current.route_status === RouteStatus.NotStarted)
    throw new AppError(409, DriverMessages.routeNotStarted);
  // A phone clock that moved back must not finish a route before it started.
  const startedAt = current.started_time?.getTime() ?? at.getTime();
  return { route_status: wanted, finished_time: new Date(Math.max(startedAt, at.getTime())) };
}

/** POST /driver/route_status/{id}/: start (1) or finish (2), once per client id. */
export async function setDriverRouteStatus(
  deps: TDriverCallDeps,
  a: TAuthContext,
  vehicleRouteId: number,
  body: TDriverRouteStatus,
): Promise<TCallAnswer<TApi['setDriverRouteStatus']>> {
  const now = deps.now();
  const written = await deps.db.transaction().execute(async (trx) => {
    const row = await sentDriverRoute(trx, a, vehicleRouteId, { forUpdate: true });
    const isNew = await driversRepository.claimClientId(trx, a.userId, body.client_id, 'route_status', now);
    if (!isNew) return { applied: false, changed: false, row };
    const change = statusChange(row, body.route_status, takenAtOnRoute(body.taken_at, row, now));
    if (change) await driversRepository.updateDriverRoute(trx, row.id, change);
    return { applied: true, changed: change !== null, row };
  });
  if (written.changed) {
    deps.live.publish({
      event: LiveEvents.driverRouteChanged,
      teamId: a.teamId,
      routeId: written.row.route_id,
    });
  }
  return { applied: written.applied, driver_route: await summaryOf(deps.db, a, vehicleRouteId) };
}
