import {
  LiveEvents,
  StopErr,
  StopMessages,
  stopLimitMessage,
  stopWriteKind,
  type TSaveStopParsed,
  type TStop,
  type TStopDeleteAnswer,
  type TStopWriteAnswer,
  UNSET_TIME_WINDOW,
} from '@rp/contracts';
import { normalisePhone } from '@rp/contracts/phone';
import type { Kysely, Updateable } from 'kysely';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { badRequest, notFound } from '../../core/errors.js';
import type { Database, StopsTable } from '../../db/schema.js';
import type { TNoticeContext } from '../drivers/driver-notice.js';
import { markRouteChanged, routeForRead, routeForWrite } from '../routes/route-access.js';
import {
  mailStopDriver,
  refuseMovingDoneStop,
  refuseRemovingDoneStop,
  stopDriverToTell,
  tellStopDriver,
} from './stop-after-dispatch.js';
import { stopWorkdayOf, stopWorkdaySet } from './stop-workday.js';
import { stopsRepository, type TStopRow } from './stops.repository.js';

type Q = Kysely<Database>;

/** A stop of the route, as stored (undefined when the route has no such stop); for other modules' rules. */
export function findStopOfRoute(db: Q, routeId: number, stopId: number): Promise<TStopRow | undefined> {
  return stopsRepository.findStop(db, routeId, stopId);
}

/** A stop row as the API returns it (spec section 3). */
export function toStop(r: TStopRow & { done_by_name?: string | null }): TStop {
  return {
    id: r.id,
    route_id: r.route_id,
    sequence: r.sequence,
    name: r.name,
    address: r.address,
    lat: r.lat,
    lng: r.lng,
    note: r.note,
    notes: r.note,
    priority: r.priority,
    service_time: r.service_time,
    time_window_start: r.time_window_start,
    time_window_end: r.time_window_end,
    recipient_name: r.recipient_name,
    recipient_phone_number: r.recipient_phone_number,
    recipient_email: r.recipient_email,
    order_info_package_count: r.order_info_package_count,
    order_info_products: r.order_info_products,
    order_info_products_barcodes: r.order_info_products_barcodes,
    order_info_products_barcodes_scanned: r.order_info_products_barcodes_scanned,
    position_on_the_route: r.position_on_the_route,
    vehicle_route_id: r.vehicle_route_id,
    delivery_status: r.delivery_status,
    delivery_status_additional_info: r.delivery_status_additional_info,
    delivered_at: r.delivered_at,
    proof_of_delivery_note: r.proof_of_delivery_note,
    has_photo: r.photo_path !== null,
    has_signature: r.signature_path !== null,
    outcome_taken_at: r.outcome_taken_at ? r.outcome_taken_at.toISOString() : null,
    arrival: r.arrival,
    waiting_time: r.waiting_time,
    when_visit_start: r.when_visit_start,
    distance: r.distance,
    duration: r.duration,
    geometry: r.geometry,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    done_by: r.done_by === null ? null : { id: r.done_by, name: r.done_by_name ?? '' },
    ...stopWorkdayOf(r),
  };
}

/**
 * Whose stops a member reads: a dispatcher every stop of the route, a driver-only member only the
 * stops of the driver routes they drive (not another driver's, nor those no one drives).
 */
export const stopsDriverScopeOf = (a: TAuthContext): number | undefined =>
  a.isDispatcher ? undefined : a.userId;

export async function listStops(deps: TAppDeps, a: TAuthContext, routeId: number): Promise<TStop[]> {
  const route = await routeForRead(deps.db, a, routeId);
  const rows = await stopsRepository.listStops(deps.db, routeId, route.is_optimized, stopsDriverScopeOf(a));
  return rows.map(toStop);
}

/** Tells the sockets of the team and of the route's drivers its stops changed, once committed. */
export const announceStopsChanged = (deps: TAppDeps, teamId: number, routeId: number): void =>
  deps.live.publish({ event: LiveEvents.stopChanged, teamId, routeId });

/** Announces a stop write that committed a stop (a refusal such as the plan's limit wrote nothing). */
function announceWritten(deps: TAppDeps, teamId: number, routeId: number, answer: TStopWriteAnswer) {
  if (answer.stop) announceStopsChanged(deps, teamId, routeId);
  return answer;
}

/** The planned fields of a parsed body that were sent (fields left out are not touched). */
function plannedFields(body: TSaveStopParsed): Updateable<StopsTable> {
  const set: Updateable<StopsTable> = {};
  const note = body.note ?? body.notes;
  if (body.name !== undefined) set.name = body.name;
  if (body.address !== undefined) set.address = body.address;
  if (note !== undefined) set.note = note;
  if (body.lat !== undefined) set.lat = body.lat;
  if (body.lng !== undefined) set.lng = body.lng;
  if (body.priority !== undefined) set.priority = body.priority;
  if (body.service_time !== undefined) set.service_time = body.service_time;
  if (body.time_window_start !== undefined) set.time_window_start = body.time_window_start;
  if (body.time_window_end !== undefined) set.time_window_end = body.time_window_end;
  if (body.recipient_name !== undefined) set.recipient_name = body.recipient_name;
  if (body.recipient_phone_number !== undefined) set.recipient_phone_number = body.recipient_phone_number;
  if (body.recipient_email !== undefined) set.recipient_email = body.recipient_email;
  if (body.order_info_package_count !== undefined)
    set.order_info_package_count = body.order_info_package_count;
  if (body.order_info_products !== undefined) set.order_info_products = body.order_info_products;
  if (body.order_info_products_barcodes !== undefined) {
    set.order_info_products_barcodes = body.order_info_products_barcodes;
  }
  Object.assign(set, stopWorkdaySet(body));
  return set;
}

/**
 * The recipient's phone as the stop keeps it: typed in any usual form, read with the team's
 * country; refused with the format the country uses. The phone the stop already has is kept as
 * it is, so a stop saved under an older rule can still have its other fields edited.
 */
function recipientPhone(typed: string, kept: string | undefined, countryCode: string): string {
  if (kept !== undefined && typed === kept) return kept;
  const phone = normalisePhone(typed, countryCode);
  if (!phone.ok) throw badRequest(phone.message);
  return phone.phone;
}

/** A window with both ends set must end after it starts. */
function checkTimeWindow(start: number, end: number): void {
  if (start !== UNSET_TIME_WINDOW && end !== UNSET_TIME_WINDOW && end <= start) {
    throw badRequest(StopMessages.timeWindowOrder);
  }
}

/** The plan's answer when the route already has as many stops as the plan allows, else null. */
async function limitReached(trx: Q, a: TAuthContext, routeId: number): Promise<TStopWriteAnswer | null> {
  const max = a.access.limits.maxStopsPerRoute;
  const count = await stopsRepository.countStops(trx, routeId);
  return count >= max ? { err: StopErr.PlanLimit, message: stopLimitMessage(max) } : null;
}

/**
 * POST /stop/{routeId}/: add (no id; appended at the end, within the plan's limit), drag (id, lat,
 * lng) or edit (id and fields). Refused for an optimised route not yet sent or a driver route; on a
 * sent route a new stop waits unplanned for the next optimisation, and the driver of an edited stop is told.
 */
export async function saveStop(
  deps: TAppDeps,
  a: TAuthContext,
  routeId: number,
  body: TSaveStopParsed,
  notice?: TNoticeContext,
): Promise<TStopWriteAnswer> {
  const kind = stopWriteKind(body);
  let tell:
    | {
        route: Awaited<ReturnType<typeof routeForWrite>>;
        drivers: Awaited<ReturnType<typeof stopDriverToTell>>;
      }
    | undefined;
  const answer = await deps.db.transaction().execute(async (trx): Promise<TStopWriteAnswer> => {
    const route = await routeForWrite(trx, a, routeId, {
      lockedWhenOptimizedUnsent: StopMessages.routeLocked,
    });
    const now = deps.now();
    const set = plannedFields(body);
    let row: TStopRow;
    if (kind === 'add') {
      if (set.recipient_phone_number !== undefined) {
        set.recipient_phone_number = recipientPhone(
          set.recipient_phone_number,
          undefined,
          a.userData.countryCode,
        );
      }
      const refused = await limitReached(trx, a, routeId);
      if (refused) return refused;
      checkTimeWindow(set.time_window_start ?? 0, set.time_window_end ?? 0);
      row = await stopsRepository.insertStop(trx, {
        ...set,
        route_id: routeId,
        lat: body.lat as number,
        lng: body.lng as number,
        sequence: await stopsRepository.nextSequence(trx, routeId),
        created_at: now,
        updated_at: now,
      });
    } else {
      const stopId = body.id as number;
      const existing = await stopsRepository.findStop(trx, routeId, stopId);
      if (!existing) throw notFound();
      if (kind === 'edit') {
        if (set.recipient_phone_number !== undefined) {
          set.recipient_phone_number = recipientPhone(
            set.recipient_phone_number,
            existing.recipient_phone_number,
            a.userData.countryCode,
          );
        }
        checkTimeWindow(
          set.time_window_start ?? existing.time_window_start,
          set.time_window_end ?? existing.time_window_end,
        );
      }
      const values = kind === 'drag' ? { lat: body.lat, lng: body.lng } : set;
      refuseMovingDoneStop(existing, values);
      tell = { route, drivers: await stopDriverToTell(trx, routeId, existing) };
      row = await stopsRepository.updateStop(trx, routeId, stopId, { ...values, updated_at: now });
    }
    await markRouteChanged(trx, routeId, now);
    if (tell) await mailStopDriver(deps, trx, tell.route, tell.drivers, notice);
    return { err: StopErr.Ok, message: '', stop: toStop(row) };
  });
  if (tell) tellStopDriver(deps, a.teamId, tell.route, tell.drivers);
  return announceWritten(deps, a.teamId, routeId, answer);
}

export async function deleteStop(
  deps: TAppDeps,
  a: TAuthContext,
  routeId: number,
  stopId: number,
  notice?: TNoticeContext,
): Promise<TStopDeleteAnswer> {
  const { answer, route, drivers } = await deps.db.transaction().execute(async (trx) => {
    const route = await routeForWrite(trx, a, routeId, {
      lockedWhenOptimizedUnsent: StopMessages.routeLocked,
    });
    const existing = await stopsRepository.findStop(trx, routeId, stopId);
    if (!existing) throw notFound();
    refuseRemovingDoneStop(existing);
    const drivers = await stopDriverToTell(trx, routeId, existing);
    await stopsRepository.deleteStop(trx, routeId, stopId);
    await markRouteChanged(trx, routeId, deps.now());
    await mailStopDriver(deps, trx, route, drivers, notice);
    return { answer: { id: stopId }, route, drivers };
  });
  announceStopsChanged(deps, a.teamId, routeId);
  tellStopDriver(deps, a.teamId, route, drivers);
  return answer;
}

/** Duplicates a stop's planned fields at the end of the route, within the plan's limit. */
export async function copyStop(
  deps: TAppDeps,
  a: TAuthContext,
  routeId: number,
  stopId: number,
): Promise<TStopWriteAnswer> {
  const answer = await deps.db.transaction().execute(async (trx): Promise<TStopWriteAnswer> => {
    await routeForWrite(trx, a, routeId, { lockedWhenOptimizedUnsent: StopMessages.routeLocked });
    const s = await stopsRepository.findStop(trx, routeId, stopId);
    if (!s) throw notFound();
    const refused = await limitReached(trx, a, routeId);
    if (refused) return refused;
    const now = deps.now();
    const row = await stopsRepository.insertStop(trx, {
      route_id: routeId,
      sequence: await stopsRepository.nextSequence(trx, routeId),
      name: s.name,
      address: s.address,
      lat: s.lat,
      lng: s.lng,
      note: s.note,
      priority: s.priority,
      service_time: s.service_time,
      time_window_start: s.time_window_start,
      time_window_end: s.time_window_end,
      recipient_name: s.recipient_name,
      recipient_phone_number: s.recipient_phone_number,
      recipient_email: s.recipient_email,
      order_info_package_count: s.order_info_package_count,
      order_info_products: s.order_info_products,
      order_info_products_barcodes: s.order_info_products_barcodes,
      created_at: now,
      updated_at: now,
    });
    await markRouteChanged(trx, routeId, now);
    return { err: StopErr.Ok, message: '', stop: toStop(row) };
  });
  return announceWritten(deps, a.teamId, routeId, answer);
}
