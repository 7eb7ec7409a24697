import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { isCountryName } from './import-country.js';
import { parseTimeOfDay, timeWindowCell } from './import-times.js';

/* What a column's cells hold, read the way a dispatcher glances at them (issue 23): e-mail
   addresses, phone numbers valid for the team's country, times and time ranges, postcodes of the
   file's country, coordinates, small counts, country names. A column is of a kind when nearly all
   its first non-empty cells are. */

export type TCellKind =
  | 'email'
  | 'phone'
  | 'time'
  | 'timeRange'
  | 'date'
  | 'coordinate'
  | 'postcode'
  | 'count'
  | 'country'
  | 'text';

/** Cells looked at per column, and the share of them that must agree. */
export const CELLS_LOOKED_AT = 20;
const AGREEING_SHARE = 0.8;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const DATE = /^(\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T](\d{1,2}:\d{2})(:\d{2})?$/;
// A clock as people write it: with a colon or an 'h' and minutes, or with am/pm.
const CLOCK = /^\d{1,2}([:h]\d{2}(:\d{2})?|h)?\s*([ap]\.?m\.?)?$/i;
const HAS_CLOCK_MARK = /[:h]|[ap]\.?m/i;
const COORDINATE = /^-?\d{1,3}[.,]\d{3,}$/;
const COUNT = /^\d{1,3}$/;
const PHONE_CHARS = /^[+\d\s()./-]{6,}$/;

/** Postcodes by country; countries not listed accept the forms that are no plain number. */
const POSTCODES: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  MX: /^\d{5}$/,
  NL: /^\d{4}\s?[A-Z]{2}$/i,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  BR: /^\d{5}-?\d{3}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/i,
  CA: /^[A-Z]\d[A-Z]\s?\d[A-Z]\d$/i,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  BE: /^\d{4}$/,
  DK: /^\d{4}$/,
  AU: /^\d{4}$/,
};
const ANY_LETTERED_POSTCODE = [POSTCODES.NL, POSTCODES.PL, POSTCODES.PT, POSTCODES.GB, POSTCODES.CA];

export function isPostcode(cell: string, country: string): boolean {
  const own = POSTCODES[country.toUpperCase()];
  return own ? own.test(cell) : ANY_LETTERED_POSTCODE.some((re) => re?.test(cell));
}

/** A phone number valid for the country (any country when it is written with its code). */
export function isPhone(cell: string, country: string): boolean {
  if (!PHONE_CHARS.test(cell) || (cell.match(/\d/g) ?? []).length < 6) return false;
  const upper = country.toUpperCase();
  const code = isSupportedCountry(upper) ? upper : undefined;
  try {
    return parsePhoneNumberFromString(cell, code)?.isValid() ?? false;
  } catch {
    return false;
  }
}

const isTime = (cell: string) =>
  DATE_TIME.test(cell) ||
  (CLOCK.test(cell) && HAS_CLOCK_MARK.test(cell) && parseTimeOfDay(cell) !== undefined);

function isTimeRange(cell: string): boolean {
  if (DATE.test(cell) || !/[\dm.h]\s*([-–—]|\s(to|bis|a|à|tot|do|até)\s)\s*\d/i.test(cell)) return false;
  const r = timeWindowCell(cell);
  return r.ok && r.value.end > 0;
}

/** The kind of one cell (trimmed, not empty). */
export function cellKind(cell: string, country: string): TCellKind {
  if (EMAIL.test(cell)) return 'email';
  if (isTime(cell)) return 'time';
  if (DATE.test(cell)) return 'date';
  if (isTimeRange(cell)) return 'timeRange';
  if (COORDINATE.test(cell) && Math.abs(Number(cell.replace(',', '.'))) <= 180) return 'coordinate';
  if (isPostcode(cell, country)) return 'postcode';
  if (COUNT.test(cell)) return 'count';
  if (isPhone(cell, country)) return 'phone';
  if (isCountryName(cell)) return 'country';
  return 'text';
}

/** The kind of a column: the one nearly all its first non-empty cells share, else text. */
export function columnKind(cells: readonly string[], country: string): TCellKind {
  const filled = cells
    .map((c) => c.trim())
    .filter(Boolean)
    .slice(0, CELLS_LOOKED_AT);
  if (filled.length === 0) return 'text';
  const counts = new Map<TCellKind, number>();
  for (const cell of filled) {
    const kind = cellKind(cell, country);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const [kind, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['text', 0];
  return count / filled.length >= AGREEING_SHARE ? kind : 'text';
}

/** The mean of a column's numbers (coordinates), NaN when it has none. */
export function columnMean(cells: readonly string[]): number {
  const numbers = cells
    .filter((c) => c.trim() !== '')
    .map((c) => Number(c.trim().replace(',', '.')))
    .filter(Number.isFinite);
  return numbers.length === 0 ? Number.NaN : numbers.reduce((a, b) => a + b, 0) / numbers.length;
}
