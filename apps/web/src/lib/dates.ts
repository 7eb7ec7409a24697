import { dayIn } from '@rp/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** A planned day as the API wants it: 'YYYY-MM-DD' in the browser's local calendar. */
export const toDay = (d: Dayjs | Date): string => dayjs(d).format('YYYY-MM-DD');

/**
 * Today as 'YYYY-MM-DD' in `timeZone` (the team's, from Preferences: a route's day is the team's
 * day, whatever the zone of the browser), or in the browser's when none is given.
 */
export const todayDay = (timeZone?: string, now: Date = new Date()): string =>
  timeZone ? dayIn(timeZone, now) : toDay(now);

/** The day after today in `timeZone` (see todayDay). */
export const tomorrowDay = (timeZone?: string, now: Date = new Date()): string =>
  toDay(dayjs(todayDay(timeZone, now)).add(1, 'day'));

/** 'YYYY-MM-DD' -> a Dayjs at local midnight of that day (for date pickers). */
export const dayToDayjs = (day: string): Dayjs => dayjs(day);

/** A planned day for people: 'Wed, 1 Oct 2025'. */
export const formatDay = (day: string): string => dayjs(day).format('ddd, D MMM YYYY');

/** A created/updated time for people: '2025-10-01 14:05' in the browser's time zone. */
export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '-';

/** Minutes since midnight of an 'HH:mm' input value ('' -> 0, which means 'now'). */
export function minutesFromTimeInput(value: string): number {
  const m = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  if (!m) return 0;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes >= 0 && minutes < 24 * 60 ? minutes : 0;
}

/** An 'HH:mm' input value of minutes since midnight (0, 'now', gives an empty input). */
export function timeInputFromMinutes(minutes: number): string {
  if (!(minutes > 0)) return '';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
