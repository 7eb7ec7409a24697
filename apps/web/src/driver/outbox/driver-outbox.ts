import { DeliveryStatus, ProofKind, RouteStatus, type TDeliveryReason } from '@rp/contracts';
import { newClientId } from '../client-id';
import { lastPosition } from '../position/last-position';
import { outboxStore } from './outbox-store';
import { driverSender } from './sender';

export { driverSender };

/** When and where the driver did it: the phone's clock and last known position. */
const stamp = () => ({ client_id: newClientId(), taken_at: Date.now() });
const stampWhere = () => {
  const position = lastPosition.get();
  return position ? { ...stamp(), position } : stamp();
};

async function queue(...actions: Parameters<typeof outboxStore.add>[0][]): Promise<void> {
  for (const action of actions) await outboxStore.add(action);
  void driverSender.flush();
}

export interface TDeliveredProof {
  note: string;
  /** Scanned barcodes, in the order scanned. */
  barcodes: string[];
  /** JPEG data URLs (already shrunk) or undefined when not taken. */
  photo?: string;
  signature?: string;
}

/** The queued uploads of a stop's photo and signature, those that were taken. */
function proofActions(
  vehicleRouteId: number,
  stopId: number,
  proof: Pick<TDeliveredProof, 'photo' | 'signature'>,
) {
  return [
    { kind: ProofKind.Photo, image: proof.photo },
    { kind: ProofKind.Signature, image: proof.signature },
  ].flatMap(({ kind, image }) =>
    image
      ? [
          {
            kind: 'stopProof',
            vehicleRouteId,
            body: { ...stampWhere(), stop_id: stopId, kind, image },
          } as const,
        ]
      : [],
  );
}

/** Driver actions: each is applied on screen at once (from the outbox) and sent when the network allows. */
export const driverActions = {
  start: (vehicleRouteId: number) =>
    queue({ kind: 'routeStatus', vehicleRouteId, body: { ...stamp(), route_status: RouteStatus.Started } }),
  finish: (vehicleRouteId: number) =>
    queue({ kind: 'routeStatus', vehicleRouteId, body: { ...stamp(), route_status: RouteStatus.Finished } }),
  /** `proofFirst` when the team requires proof: the server checks it is on the stop before the delivery. */
  delivered(vehicleRouteId: number, stopId: number, proof: TDeliveredProof, proofFirst = false) {
    const status = {
      ...stampWhere(),
      stop_id: stopId,
      delivery_status: DeliveryStatus.Delivered,
      proof_of_delivery_note: proof.note,
      order_info_products_barcodes_scanned: proof.barcodes.join(','),
    } as const;
    const proofs = proofActions(vehicleRouteId, stopId, proof);
    const delivery = { kind: 'stopDelivery', vehicleRouteId, body: status } as const;
    // Else the status first: the dispatcher sees the delivery even while the pictures are still uploading.
    return proofFirst ? queue(...proofs, delivery) : queue(delivery, ...proofs);
  },
  failed: (
    vehicleRouteId: number,
    stopId: number,
    reason: Exclude<TDeliveryReason, 0>,
    note: string,
    photo?: string,
  ) =>
    queue(
      {
        kind: 'stopDelivery',
        vehicleRouteId,
        body: {
          ...stampWhere(),
          stop_id: stopId,
          delivery_status: DeliveryStatus.Failed,
          delivery_status_additional_info: reason,
          proof_of_delivery_note: note,
        },
      },
      ...proofActions(vehicleRouteId, stopId, { photo }),
    ),
  /** Back to open: the server accepts it within UNDO_WINDOW_MS of the mark (taken_at to taken_at). */
  undo: (vehicleRouteId: number, stopId: number) =>
    queue({
      kind: 'stopDelivery',
      vehicleRouteId,
      body: { ...stamp(), stop_id: stopId, delivery_status: DeliveryStatus.Pending },
    }),
  position: (vehicleRouteId: number, fix: { lat: number; lng: number; accuracy?: number; at: number }) =>
    queue({
      kind: 'position',
      vehicleRouteId,
      body: {
        client_id: newClientId(),
        vehicle_route_id: vehicleRouteId,
        lat: fix.lat,
        lng: fix.lng,
        ...(fix.accuracy !== undefined ? { accuracy: Math.min(fix.accuracy, 100000) } : {}),
        taken_at: Math.round(fix.at),
      },
    }),
};
