import {
  formatClockMinutes,
  type THourCycle,
  type TReplanDriverChange,
  type TReplanPreviewAnswer,
  type TReplanStopChange,
} from '@rp/contracts';

/** A clock time of the route's day (seconds since midnight), '' when there is none; cut to the minute as the stop list does. */
const clockText = (seconds: number | null, hourCycle: THourCycle): string =>
  seconds === null ? '' : formatClockMinutes(Math.floor(seconds / 60), hourCycle);

/** Arrivals closer than this are the same to a dispatcher: not listed as a change. */
const SAME_ARRIVAL_SECONDS = 60;

/** One stop's change in words, or '' when nothing a dispatcher would notice changed. */
export function stopChangeText(s: TReplanStopChange, hourCycle: THourCycle): string {
  const after = clockText(s.arrival_after, hourCycle);
  const before = clockText(s.arrival_before, hourCycle);
  if (s.left_out) return `${s.name}: left out (${s.reason})`;
  const to = s.driver_after?.name ?? '';
  if (s.is_new) return `${s.name}: new, to ${to} at ${after}`;
  if (s.driver_before && s.driver_after && s.driver_before.id !== s.driver_after.id)
    return `${s.name}: from ${s.driver_before.name} to ${to}, ${before} → ${after}`;
  const moved =
    s.arrival_before !== null &&
    s.arrival_after !== null &&
    Math.abs(s.arrival_after - s.arrival_before) >= SAME_ARRIVAL_SECONDS;
  return moved ? `${s.name} (${to}): ${before} → ${after}` : '';
}

/** A driver's day before and after, in words. */
export function driverChangeText(d: TReplanDriverChange, hourCycle: THourCycle): string {
  const end = (s: number | null) => clockText(s, hourCycle) || '—';
  return `${d.driver.name}: ${d.stops_before} → ${d.stops_after} stops, back ${end(d.end_before)} → ${end(d.end_after)}`;
}

/** The preview's counts in one line. */
export function replanSummary(p: Pick<TReplanPreviewAnswer, 'placed' | 'moved' | 'left_out'>): string {
  return `${p.placed} new stops placed · ${p.moved} moved between drivers · ${p.left_out} left out`;
}
