import { DeliveryStatus, deliveryReasonLabel, formatMinutesOfDay, type TStop } from '@rp/contracts';

/**
 * The clock time a stop was marked done, from its minutes since midnight ('14:05'); '' when not
 * recorded. The one place the stop list formats that time, so the team's 12/24-hour choice goes here.
 */
export const doneClockTime = (minutes: number | null): string =>
  minutes === null ? '' : formatMinutesOfDay(minutes) || '00:00';

/** What follows a done stop's status in the list: when ('14:05') and, for a failure, why ('14:05 · Nobody home'). */
export function doneStopDetail(
  stop: Pick<TStop, 'delivery_status' | 'delivered_at' | 'delivery_status_additional_info'>,
): string {
  const parts = [doneClockTime(stop.delivered_at)];
  if (stop.delivery_status === DeliveryStatus.Failed) {
    parts.push(deliveryReasonLabel(stop.delivery_status_additional_info));
  }
  return parts.filter((p) => p && p !== '-').join(' · ');
}
