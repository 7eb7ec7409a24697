import {
  arrivalMinutes,
  formatClockAt,
  formatClockMinutes,
  formatSetClockMinutes,
  hourCycleForCountry,
  type TTeamClock,
} from '@rp/contracts';

export type { TTeamClock };
/**
 * Every time of day the web shows, on the team's clock: its time zone and its 12/24-hour convention
 * (issue 20, item 7). The formatting itself is the contracts' (the report's PDF uses the same).
 */
export { formatClockAt, formatClockMinutes, formatSetClockMinutes };

/** The browser's own zone, until the team's settings have loaded. */
export function browserClock(): TTeamClock {
  return {
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    hour_cycle: hourCycleForCountry(''),
  };
}

/** A stop's planned arrival ('9:48 AM' / '09:48'), or '' when the plan has no clock for it. */
export function arrivalText(
  planStartSeconds: number | null,
  arrivalSeconds: number,
  clock: TTeamClock,
): string {
  const minutes = arrivalMinutes(planStartSeconds, arrivalSeconds);
  return minutes === null ? '' : formatClockMinutes(minutes, clock.hour_cycle);
}

/** A driver route's planned start and end, '09:00–11:42', from when its day starts and its whole time. */
export function planSpanText(
  startSeconds: number | null,
  durationSeconds: number,
  clock: TTeamClock,
): string {
  if (startSeconds === null) return '';
  const start = formatClockMinutes(startSeconds / 60, clock.hour_cycle);
  const end = formatClockMinutes(Math.ceil((startSeconds + durationSeconds) / 60), clock.hour_cycle);
  return `${start}–${end}`;
}

/** A time window on the team's clock, '9:00 AM–12:30 PM', with '…' for an open end; '' when none. */
export function windowText(start: number, end: number, clock: TTeamClock): string {
  if (!(start > 0) && !(end > 0)) return '';
  const side = (m: number) => formatSetClockMinutes(m, clock.hour_cycle) || '…';
  return `${side(start)}–${side(end)}`;
}
