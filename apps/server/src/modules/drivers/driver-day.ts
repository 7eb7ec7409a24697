import { DriverMessages, type TDriverRouteSummary, teamHourCycle, ZProofRequiredSchema } from '@rp/contracts';
import type { Kysely } from 'kysely';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError, notFound } from '../../core/errors.js';
import type { Database } from '../../db/schema.js';
import { driverRouteDayOf } from '../workday/workday-rows.js';
import { driversRepository, type TDriverRouteRow, type TDriverScope } from './drivers.repository.js';

/** A driver route's status (spec section 4): 0 not started, 1 started, 2 finished. */
export const RouteStatus = { NotStarted: 0, Started: 1, Finished: 2 } as const;

/** The parts of the app the driver calls use: a test can give them a database and nothing more. */
export type TDriverCallDeps = Pick<TAppDeps, 'db' | 'now' | 'live' | 'files'>;

export const driverScopeOf = (a: TAuthContext): TDriverScope => ({ teamId: a.teamId, userId: a.userId });

/** One of the caller's sent driver routes, or 404 (another driver's, another team's, not sent). */
export async function sentDriverRoute(
  db: Kysely<Database>,
  a: TAuthContext,
  vehicleRouteId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<TDriverRouteRow> {
  const row = await driversRepository.findSentDriverRoute(db, driverScopeOf(a), vehicleRouteId, opts);
  if (!row) throw notFound();
  return row;
}

/** Stops can be marked only while the route is started: 409 before the start and after the finish. */
export function assertStarted(row: TDriverRouteRow): void {
  if (row.route_status === RouteStatus.NotStarted) throw new AppError(409, DriverMessages.routeNotStarted);
  if (row.route_status === RouteStatus.Finished) throw new AppError(409, DriverMessages.routeFinished);
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Driver routes as the driver app lists them, with their stop counts (one query for any number). */
export async function toSummaries(
  db: Kysely<Database>,
  rows: TDriverRouteRow[],
): Promise<TDriverRouteSummary[]> {
  const counts = await driversRepository.stopCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const c = counts.find((x) => x.vehicle_route_id === r.id);
    return {
      vehicle_route_id: r.id,
      route_id: r.route_id,
      route_name: r.route_name,
      planned_on: r.planned_on,
      route_status: r.route_status,
      started_time: iso(r.started_time),
      finished_time: iso(r.finished_time),
      sent_at: iso(r.sent_at),
      start_time: r.start_time,
      start_point_address: r.start_point_address,
      start_point_lat: r.start_point_lat,
      start_point_lng: r.start_point_lng,
      end_point_address: r.end_point_address,
      end_point_lat: r.end_point_lat,
      end_point_lng: r.end_point_lng,
      distance: r.distance,
      duration_total: r.duration_total,
      stops_count: Number(c?.stops ?? 0),
      delivered_count: Number(c?.delivered ?? 0),
      failed_count: Number(c?.failed ?? 0),
      proof_required: ZProofRequiredSchema.parse(r.proof_required),
      plan_start_seconds: r.plan_start_seconds,
      clock: { timezone: r.timezone, hour_cycle: teamHourCycle(r.hour_cycle, r.country_code) },
      day: driverRouteDayOf(r),
    };
  });
}

/** One driver route's summary, read again (after a write, or for a repeat's current state). */
export async function summaryOf(db: Kysely<Database>, a: TAuthContext, vehicleRouteId: number) {
  const [summary] = await toSummaries(db, [await sentDriverRoute(db, a, vehicleRouteId)]);
  return summary as TDriverRouteSummary;
}
