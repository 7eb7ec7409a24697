import { DEFAULT_SERVICE_TIME, MAX_SERVICE_TIME, UNSET_TIME_WINDOW } from './stop-codes.js';
import { SERVICE_TIME_MESSAGE, TIME_WINDOW_MESSAGE } from './stop-fields.js';

/* Times in spreadsheet cells, as dispatchers' files hold them: clock texts in the usual national
   forms and the numbers spreadsheets store for time cells (fractions of a day). Minutes since
   midnight, as the stop keeps them (0 = unset, spec section 3). */

const MINUTES_PER_DAY = 24 * 60;

/** The answer of a cell rule: the value to save, or the reason the cell was refused. */
export type TCellResult<T> = { ok: true; value: T } | { ok: false; reason: string };
export const cellOk = <T>(value: T): TCellResult<T> => ({ ok: true, value });
export const cellRefused = <T>(reason: string): TCellResult<T> => ({ ok: false, reason });

export const TimeCellMessages = {
  windowEndsFirst: 'The time window ends before it starts',
  windowRange: 'Time window must be like 9:00-12:30',
} as const;

// '9:00', '09:00', '9.00', '9h30', '9h', '9', '9:00:00', '9:00 AM', '9 pm', '9.30 p.m.'
const CLOCK = /^(\d{1,2})(?:(?:[:.]|h|uhr)(\d{2})?(?::(\d{2}))?)?\s*(am|pm|a\.m\.|p\.m\.|uhr|h)?$/;
// A day fraction ('0.375') or a date-time serial ('45812.375'): what spreadsheets store for times.
// A whole part of 1..24 is no serial (a date that early is not a delivery day) but a mistyped clock.
const DAY_FRACTION = /^(0?|\d{3,})\.\d+$/;

/** Hours of a 12-hour clock: 12 AM is midnight, 12 PM noon. */
const twelveHour = (hours: number, suffix: string): number | undefined => {
  if (hours < 1 || hours > 12) return undefined;
  const isPm = suffix.startsWith('p');
  return (hours % 12) + (isPm ? 12 : 0);
};

const clockMinutes = (text: string): number | undefined => {
  const match = CLOCK.exec(text);
  if (!match) return undefined;
  const [, h = '', m = '00', , suffix = ''] = match;
  const isTwelveHour = suffix.startsWith('a') || suffix.startsWith('p');
  const hours = isTwelveHour ? twelveHour(Number(h), suffix) : Number(h);
  const minutes = Number(m);
  if (hours === undefined || hours > 23 || minutes > 59) return undefined;
  return hours * 60 + minutes;
};

/** A day fraction's minutes; a serial's whole days are its date, not its time. */
const fractionMinutes = (value: number): number | undefined => {
  if (!Number.isFinite(value) || value < 0) return undefined;
  const minutes = Math.round((value - Math.floor(value)) * MINUTES_PER_DAY);
  return minutes === MINUTES_PER_DAY ? 0 : minutes;
};

/**
 * Minutes since midnight of a time cell, undefined when it is no time of day. A decimal text with
 * two decimals after a dot is a clock ('9.30'), any other decimal a spreadsheet's day fraction
 * ('0.375' = 9:00), as a number cell arrives once the browser turned it into text.
 */
export function parseTimeOfDay(cell: string | number): number | undefined {
  if (typeof cell === 'number') return fractionMinutes(cell);
  const text = cell.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return undefined;
  const clock = clockMinutes(text);
  if (clock !== undefined) return clock;
  return DAY_FRACTION.test(text) ? fractionMinutes(Number(text)) : undefined;
}

/** A time cell as the stop keeps it: '' is unset (0). */
export function timeCell(cell: string): TCellResult<number> {
  if (cell.trim() === '') return cellOk(UNSET_TIME_WINDOW);
  const minutes = parseTimeOfDay(cell);
  return minutes === undefined ? cellRefused(TIME_WINDOW_MESSAGE) : cellOk(minutes);
}

// A dash of any width, or 'to' / 'bis' / 'à' / 'a' / 'tot' / 'do' between two times.
const RANGE_SEPARATOR = /\s*(?:[-–—‒]|\s(?:to|bis|à|a|tot|do|até|al)\s)\s*/i;

/**
 * A time window in one cell: '9:00-12:30', '9:00 – 12:30', '9 AM to 1 PM', or a single time that
 * opens the window ('9:00': from 9:00, no end). '' leaves both unset.
 */
export function timeWindowCell(cell: string): TCellResult<{ start: number; end: number }> {
  const text = cell.trim();
  if (text === '') return cellOk({ start: UNSET_TIME_WINDOW, end: UNSET_TIME_WINDOW });
  const parts = text.split(RANGE_SEPARATOR);
  if (parts.length > 2) return cellRefused(TimeCellMessages.windowRange);
  const [startText = '', endText = ''] = parts;
  const start = parseTimeOfDay(startText);
  const end = endText === '' && parts.length === 1 ? UNSET_TIME_WINDOW : parseTimeOfDay(endText);
  if (start === undefined || end === undefined) return cellRefused(TimeCellMessages.windowRange);
  return windowOrder(start, end);
}

/** A window whose end is set must not end before it starts. */
export function windowOrder(start: number, end: number): TCellResult<{ start: number; end: number }> {
  if (end !== UNSET_TIME_WINDOW && start !== UNSET_TIME_WINDOW && end < start) {
    return cellRefused(TimeCellMessages.windowEndsFirst);
  }
  return cellOk({ start, end });
}

// '15', '15 min', '15,5', '0:15' (h:mm), '1h30'
const MINUTES_TEXT = /^(\d+(?:[.,]\d+)?)\s*(?:m|min|mins|minutes?|minuten|minutos?|minuti|minuty|minut)?\.?$/;
const HOURS_MINUTES_TEXT = /^(\d{1,3})\s*[:h]\s*(\d{2})$/;

/** A visit time cell in minutes (0..10000, whole); '' is the default 5. */
export function visitTimeCell(cell: string): TCellResult<number> {
  const text = cell.trim().toLowerCase();
  if (text === '') return cellOk(DEFAULT_SERVICE_TIME);
  const hm = HOURS_MINUTES_TEXT.exec(text);
  const plain = MINUTES_TEXT.exec(text);
  const minutes = hm
    ? Number(hm[1]) * 60 + Number(hm[2])
    : plain
      ? Math.round(Number((plain[1] ?? '').replace(',', '.')))
      : Number.NaN;
  const inRange = Number.isFinite(minutes) && minutes >= 0 && minutes <= MAX_SERVICE_TIME;
  return inRange ? cellOk(minutes) : cellRefused(SERVICE_TIME_MESSAGE);
}
