import {
  DeliveryReason,
  DeliveryStatus,
  DriverDayMessages,
  isWithinUndoWindow,
  LiveEvents,
  missingProofMessage,
  type TApi,
  type TCallAnswer,
  type TProofRequired,
  ZProofRequiredSchema,
  type ZStopDeliverySchema,
} from '@rp/contracts';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError, notFound } from '../../core/errors.js';
import type { StopsTable } from '../../db/schema.js';
import { clockIn } from '../optimise/team-clock.js';
import { toStop } from '../stops/stops.service.js';
import { assertStarted, sentDriverRoute, type TDriverCallDeps } from './driver-day.js';
import { driversRepository, type TDriverStopRow } from './drivers.repository.js';
import { takenAtOnRoute } from './taken-at.js';

type TStopDeliveryParsed = z.output<typeof ZStopDeliverySchema>;

/** Scanned codes as the stop keeps them: comma-separated, with no whitespace anywhere. */
export const stripWhitespace = (codes: string): string => codes.replace(/\s+/g, '');

/**
 * The stop's columns for an outcome. Pending (0) clears the outcome (status, reason, time, place);
 * delivered keeps no reason; both outcomes are timed in minutes since midnight in the team's zone.
 */
function deliveryColumns(body: TStopDeliveryParsed, at: Date, timeZone: string): Updateable<StopsTable> {
  const common = {
    proof_of_delivery_note: body.proof_of_delivery_note,
    order_info_products_barcodes_scanned: stripWhitespace(body.order_info_products_barcodes_scanned),
  };
  if (body.delivery_status === DeliveryStatus.Pending) {
    return {
      ...common,
      delivery_status: DeliveryStatus.Pending,
      delivery_status_additional_info: DeliveryReason.None,
      delivered_at: null,
      delivered_lat: null,
      delivered_lng: null,
    };
  }
  return {
    ...common,
    delivery_status: body.delivery_status,
    delivery_status_additional_info:
      body.delivery_status === DeliveryStatus.Failed
        ? body.delivery_status_additional_info
        : DeliveryReason.None,
    delivered_at: clockIn(timeZone, at).minutes,
    delivered_lat: body.position?.lat ?? null,
    delivered_lng: body.position?.lng ?? null,
  };
}

const isDone = (status: number): boolean =>
  status === DeliveryStatus.Delivered || status === DeliveryStatus.Failed;

/** An undone outcome takes the proof of that attempt with it: the stop is open as if never marked. */
export const clearedProof: Updateable<StopsTable> = {
  photo_path: null,
  photo_taken_at: null,
  photo_lat: null,
  photo_lng: null,
  signature_path: null,
  signature_taken_at: null,
  signature_lat: null,
  signature_lng: null,
};

export const proofKeysOf = (stop: TDriverStopRow): string[] =>
  [stop.photo_path, stop.signature_path].filter((k): k is string => k !== null);

/**
 * The rules of a new outcome on a stop, throwing when refused; true when it undoes a delivered or
 * failed mark. An undo (pending on a done stop) must be taken within UNDO_WINDOW_MS of the mark,
 * both on the phone's clock as kept by the server (never later than the server's now), else 409; an
 * outcome marked before the moment was kept cannot be undone. Delivered needs the proof the team
 * requires already on the stop (the app sends the pictures first), else 409.
 */
export function outcomeRule(
  stop: TDriverStopRow,
  status: number,
  at: Date,
  required: TProofRequired,
): boolean {
  if (status === DeliveryStatus.Delivered) {
    const missing = missingProofMessage(required, {
      hasPhoto: stop.photo_path !== null,
      hasSignature: stop.signature_path !== null,
    });
    if (missing) throw new AppError(409, missing);
  }
  if (status !== DeliveryStatus.Pending || !isDone(stop.delivery_status)) return false;
  const markedAt = stop.outcome_taken_at;
  if (!markedAt || !isWithinUndoWindow(markedAt.getTime(), at.getTime())) {
    throw new AppError(409, DriverDayMessages.undoWindowPassed);
  }
  return true;
}

/** The stop's row after an outcome: its columns, the proof an undo takes with it, who marked it and when. */
export function stopUpdateOf(
  body: TStopDeliveryParsed,
  w: { at: Date; timeZone: string; undo: boolean; userId: number; now: Date },
): Updateable<StopsTable> {
  return {
    ...deliveryColumns(body, w.at, w.timeZone),
    ...(w.undo ? clearedProof : {}),
    outcome_taken_at: body.delivery_status === DeliveryStatus.Pending ? null : w.at,
    // Kept through a hand-over: the report credits who did it, not the route's next driver.
    done_by: body.delivery_status === DeliveryStatus.Pending ? null : w.userId,
    updated_at: w.now,
  };
}

/** POST /driver/stop/{id}/: one stop's outcome, once per client id; the stop must be on that driver route. */
export async function saveStopDelivery(
  deps: TDriverCallDeps,
  a: TAuthContext,
  vehicleRouteId: number,
  body: TStopDeliveryParsed,
): Promise<TCallAnswer<TApi['saveStopDelivery']>> {
  const now = deps.now();
  const written = await deps.db.transaction().execute(async (trx) => {
    const route = await sentDriverRoute(trx, a, vehicleRouteId, { forUpdate: true });
    const stop = await driversRepository.findStopOnDriverRoute(trx, route.route_id, route.id, body.stop_id);
    if (!stop) throw notFound();
    if (!(await driversRepository.claimClientId(trx, a.userId, body.client_id, 'stop', now))) {
      return { applied: false, stop, routeId: route.route_id, oldProofKeys: [] };
    }
    assertStarted(route);
    const at = takenAtOnRoute(body.taken_at, route, now);
    const undo = outcomeRule(
      stop,
      body.delivery_status,
      at,
      ZProofRequiredSchema.parse(route.proof_required),
    );
    const updated = await driversRepository.updateStop(
      trx,
      stop.id,
      stopUpdateOf(body, { at, timeZone: route.timezone, undo, userId: a.userId, now }),
    );
    return {
      applied: true,
      stop: updated,
      routeId: route.route_id,
      oldProofKeys: undo ? proofKeysOf(stop) : [],
    };
  });
  if (written.applied) {
    // The undo has committed: a leftover file costs disk space only, so it must not fail the call.
    for (const key of written.oldProofKeys) await deps.files.delete(key).catch(() => undefined);
    deps.live.publish({ event: LiveEvents.stopChanged, teamId: a.teamId, routeId: written.routeId });
  }
  return { applied: written.applied, stop: toStop(written.stop) };
}
