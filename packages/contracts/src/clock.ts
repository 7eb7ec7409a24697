/**
 * Times of day as the team reads them (issue 20, item 7): one time zone and one 12/24-hour
 * convention for the planner, the driver app and the report. The server and the browser format
 * with the same functions, so a report and a screen never disagree. No zod here: the driver app
 * imports these and its page has a tight size budget.
 */

export const HOUR_CYCLES = [12, 24] as const;
export type THourCycle = (typeof HOUR_CYCLES)[number];

/** Countries whose people read a 12-hour clock (AM/PM); the rest of the world reads 24 hours. */
const TWELVE_HOUR_COUNTRIES = new Set([
  'US',
  'CA',
  'AU',
  'NZ',
  'IN',
  'PH',
  'PK',
  'BD',
  'EG',
  'SA',
  'MY',
  'CO',
  'SV',
  'HN',
  'NI',
  'JO',
]);

/** The clock a team of this country reads unless it chose another. */
export const hourCycleForCountry = (countryCode: string): THourCycle =>
  TWELVE_HOUR_COUNTRIES.has(countryCode.toUpperCase()) ? 12 : 24;

/** A team's clock: its IANA time zone and its hour cycle (ZTeamClockSchema in clock-schemas.ts). */
export interface TTeamClock {
  timezone: string;
  hour_cycle: THourCycle;
}

const MINUTES_A_DAY = 24 * 60;
const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Minutes since midnight as a time of day: '16:56' on a 24-hour clock, '4:56 PM' on a 12-hour one.
 * A time past midnight (an arrival late in the evening plus a long leg) wraps to the next day's clock.
 */
export function formatClockMinutes(minutes: number, hourCycle: THourCycle): string {
  if (!Number.isFinite(minutes)) return '';
  const m = ((Math.round(minutes) % MINUTES_A_DAY) + MINUTES_A_DAY) % MINUTES_A_DAY;
  const hours = Math.floor(m / 60);
  if (hourCycle === 24) return `${pad2(hours)}:${pad2(m % 60)}`;
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${pad2(m % 60)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Minutes since midnight of a moment in a time zone (an unknown zone reads as UTC). */
export function minutesOfDayIn(timeZone: string, at: Date): number {
  const parts = zoneFormat(timeZone, 'time').formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (part('hour') % 24) * 60 + part('minute');
}

/**
 * The day ('YYYY-MM-DD') a moment falls on in a time zone (an unknown zone reads as UTC): a route's
 * day is the team's day, whatever the zone of the server or the browser.
 */
export const dayIn = (timeZone: string, at: Date): string => zoneFormat(timeZone, 'day').format(at);

const ZONE_FORMATS = {
  // en-CA writes a date as 'YYYY-MM-DD'.
  day: { locale: 'en-CA', options: { year: 'numeric', month: '2-digit', day: '2-digit' } },
  time: { locale: 'en-GB', options: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } },
} as const satisfies Record<string, { locale: string; options: Intl.DateTimeFormatOptions }>;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and kind: building an Intl formatter is slow, and a report formats hundreds of times. */
function zoneFormat(timeZone: string, kind: keyof typeof ZONE_FORMATS): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  const known = formats.get(key);
  if (known) return known;
  const { locale, options } = ZONE_FORMATS[kind];
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  }
  formats.set(key, format);
  return format;
}

/** A moment (ISO text or Date) as a time of day on the team's clock; '' for none. */
export function formatClockAt(at: string | Date | null | undefined, clock: TTeamClock): string {
  if (at === null || at === undefined || at === '') return '';
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return '';
  return formatClockMinutes(minutesOfDayIn(clock.timezone, date), clock.hour_cycle);
}

/** A set time of day (time window, delivered_at: minutes since midnight, 0 or less unset); '' when unset. */
export const formatSetClockMinutes = (minutes: number | null | undefined, hourCycle: THourCycle): string =>
  minutes === null || minutes === undefined || !(minutes > 0) ? '' : formatClockMinutes(minutes, hourCycle);

/**
 * When the plan reaches a stop, in minutes since midnight of the planned day: the plan's start
 * (seconds since midnight) plus the stop's arrival (seconds after that start). null when the plan
 * has no start or the arrival is one of the codes (below 0: can't reach the window, no road).
 */
export function arrivalMinutes(planStartSeconds: number | null, arrivalSeconds: number): number | null {
  if (planStartSeconds === null || arrivalSeconds < 0) return null;
  return Math.floor((planStartSeconds + arrivalSeconds) / 60);
}

/** A team's clock from its stored choice (null: none yet, so its country's). */
export const teamHourCycle = (stored: number | null, countryCode: string): THourCycle =>
  stored === 12 || stored === 24 ? stored : hourCycleForCountry(countryCode);
