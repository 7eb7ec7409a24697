import { DeliveryStatus, deliveryStatusLabel, type TStop } from '@rp/contracts';

export type TStatusById = ReadonlyMap<number, number>;

export const statusById = (stops: readonly TStop[]): TStatusById =>
  new Map(stops.map((s) => [s.id, s.delivery_status]));

const isOutcome = (status: number): boolean =>
  status === DeliveryStatus.Delivered || status === DeliveryStatus.Failed;

/** What a screen reader says about stops a driver has just delivered or failed, e.g. 'Bakery: Delivered'. */
export function deliveryChanges(before: TStatusById, stops: readonly TStop[]): string[] {
  return stops
    .filter((s) => before.has(s.id) && before.get(s.id) !== s.delivery_status && isOutcome(s.delivery_status))
    .map((s) => `${s.name || s.address}: ${deliveryStatusLabel(s.delivery_status)}`);
}
