import {
  DeliveryStatus,
  minutesOfDayIn,
  RouteStatus,
  type TDriverRouteAnswer,
  type TDriverRouteSummary,
  type TStop,
} from '@rp/contracts';
import type { TOutboxItem } from '../storage/driver-db';

/**
 * Minutes since midnight of the phone's moment in the team's zone: what the stop shows until the
 * server's own value (computed the same way) arrives.
 */
const minutesOfDay = (takenAt: number, timeZone: string): number =>
  minutesOfDayIn(timeZone, new Date(takenAt));

function withDelivery(stop: TStop, item: TOutboxItem, timeZone: string): TStop {
  if (item.kind === 'stopDelivery' && item.body.stop_id === stop.id) {
    const status = item.body.delivery_status;
    const isPending = status === DeliveryStatus.Pending;
    return {
      ...stop,
      // An undo takes the proof of that attempt with it (as the server does).
      ...(isPending ? { has_photo: false, has_signature: false } : {}),
      outcome_taken_at: isPending ? null : new Date(item.body.taken_at).toISOString(),
      delivery_status: status,
      delivery_status_additional_info: item.body.delivery_status_additional_info ?? 0,
      proof_of_delivery_note: item.body.proof_of_delivery_note ?? '',
      order_info_products_barcodes_scanned: item.body.order_info_products_barcodes_scanned ?? '',
      delivered_at: status === DeliveryStatus.Pending ? null : minutesOfDay(item.body.taken_at, timeZone),
    };
  }
  if (item.kind === 'stopProof' && item.body.stop_id === stop.id) {
    return item.body.kind === 'photo' ? { ...stop, has_photo: true } : { ...stop, has_signature: true };
  }
  return stop;
}

function withStatus(route: TDriverRouteSummary, item: TOutboxItem): TDriverRouteSummary {
  if (item.kind !== 'routeStatus' || item.vehicleRouteId !== route.vehicle_route_id) return route;
  const at = new Date(item.body.taken_at).toISOString();
  return item.body.route_status === RouteStatus.Started
    ? { ...route, route_status: RouteStatus.Started, started_time: at }
    : { ...route, route_status: RouteStatus.Finished, finished_time: at };
}

/**
 * The route as the driver sees it: the server's last answer with the actions still waiting in the
 * outbox applied on top, in order (each action shows at once, sent or not).
 */
export function applyPending(route: TDriverRouteAnswer, pending: TOutboxItem[]): TDriverRouteAnswer {
  const mine = pending.filter((p) => p.vehicleRouteId === route.driver_route.vehicle_route_id);
  if (mine.length === 0) return route;
  let summary = route.driver_route;
  let stops = route.stops;
  for (const item of mine) {
    summary = withStatus(summary, item);
    stops = stops.map((s) => withDelivery(s, item, summary.clock.timezone));
  }
  return {
    driver_route: {
      ...summary,
      delivered_count: stops.filter((s) => s.delivery_status === DeliveryStatus.Delivered).length,
      failed_count: stops.filter((s) => s.delivery_status === DeliveryStatus.Failed).length,
    },
    stops,
  };
}

/** The first stop still to visit, in visiting order. */
export const nextPendingStop = (stops: TStop[]): TStop | undefined =>
  [...stops]
    .sort((a, b) => a.position_on_the_route - b.position_on_the_route || a.sequence - b.sequence)
    .find((s) => s.delivery_status === DeliveryStatus.Pending);
