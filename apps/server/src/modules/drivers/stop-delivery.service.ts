import {
  DeliveryReason,
  DeliveryStatus,
  LiveEvents,
  type TApi,
  type TCallAnswer,
  type ZStopDeliverySchema,
} from '@rp/contracts';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { notFound } from '../../core/errors.js';
import type { StopsTable } from '../../db/schema.js';
import { clockIn } from '../optimise/team-clock.js';
import { toStop } from '../stops/stops.service.js';
import { assertStarted, sentDriverRoute } from './driver-day.js';
import { driversRepository } from './drivers.repository.js';
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

/** POST /driver/stop/{id}/: one stop's outcome, once per client id; the stop must be on that driver route. */
export async function saveStopDelivery(
  deps: TAppDeps,
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
      return { applied: false, stop, routeId: route.route_id };
    }
    assertStarted(route);
    const at = takenAtOnRoute(body.taken_at, route, now);
    const updated = await driversRepository.updateStop(trx, stop.id, {
      ...deliveryColumns(body, at, route.timezone),
      // Kept through a hand-over: the report credits who did it, not the route's next driver.
      done_by: body.delivery_status === DeliveryStatus.Pending ? null : a.userId,
      updated_at: now,
    });
    return { applied: true, stop: updated, routeId: route.route_id };
  });
  if (written.applied) {
    deps.live.publish({ event: LiveEvents.stopChanged, teamId: a.teamId, routeId: written.routeId });
  }
  return { applied: written.applied, stop: toStop(written.stop) };
}
