import {
  DeliveryStatus,
  deliveryReasonLabel,
  formatClockMinutes,
  type THourCycle,
  type TStop,
} from '@rp/contracts';

/** The clock time a stop was marked done, from its minutes since midnight, on the team's 12/24-hour clock; '' when not recorded. */
export const doneClockTime = (minutes: number | null, hourCycle: THourCycle): string =>
  minutes === null ? '' : formatClockMinutes(minutes, hourCycle);

/** What follows a done stop's status in the list: when ('14:05') and, for a failure, why ('14:05 · Nobody home'). */
export function doneStopDetail(
  stop: Pick<TStop, 'delivery_status' | 'delivered_at' | 'delivery_status_additional_info'>,
  hourCycle: THourCycle,
): string {
  const parts = [doneClockTime(stop.delivered_at, hourCycle)];
  if (stop.delivery_status === DeliveryStatus.Failed) {
    parts.push(deliveryReasonLabel(stop.delivery_status_additional_info));
  }
  return parts.filter((p) => p && p !== '-').join(' · ');
}
