import { DeliveryStatus, deliveryStatusLabel, type TStop } from '@rp/contracts';
import { useEffect, useRef, useState } from 'react';

type TStatusById = ReadonlyMap<number, number>;

const statusById = (stops: readonly TStop[]): TStatusById =>
  new Map(stops.map((s) => [s.id, s.delivery_status]));

const isOutcome = (status: number): boolean =>
  status === DeliveryStatus.Delivered || status === DeliveryStatus.Failed;

/** What a screen reader says about stops a driver has just delivered or failed, e.g. 'Bakery: Delivered'. */
export function deliveryChanges(before: TStatusById, stops: readonly TStop[]): string[] {
  return stops
    .filter((s) => before.has(s.id) && before.get(s.id) !== s.delivery_status && isOutcome(s.delivery_status))
    .map((s) => `${s.name || s.address}: ${deliveryStatusLabel(s.delivery_status)}`);
}

/**
 * The latest live change of the stops' deliveries, for a polite live region: what arrives while
 * the screen is open, not what was already there when it opened.
 */
export function useDeliveryAnnouncement(stops: readonly TStop[] | undefined): string {
  const seen = useRef<TStatusById | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!stops) return;
    const before = seen.current;
    seen.current = statusById(stops);
    const changes = before ? deliveryChanges(before, stops) : [];
    if (changes.length > 0) setMessage(changes.join('. '));
  }, [stops]);
  return message;
}
