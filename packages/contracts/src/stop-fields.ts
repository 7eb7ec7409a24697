import { z } from 'zod';
import { formatMinutesOfDay } from './display.js';
import { hasControlCharacters, InputMessages } from './input.js';
import { Messages } from './messages.js';
import {
  compareBarcodes,
  DEFAULT_SERVICE_TIME,
  MAX_SERVICE_TIME,
  type TBarcodeCheck,
  UNSET_TIME_WINDOW,
} from './stop-codes.js';
import { WorkdayMessages } from './workday.js';

/* The rules of a stop's fields as the dispatcher types them (spec section 5): phone, visit time,
   package count, barcodes and time window, each with its parser and its schema. */

// ---------------------------------------------------------------------------------------------
// Phone: empty allowed; typed in any usual form, kept as '+' and its digits (phone.ts)
// ---------------------------------------------------------------------------------------------

/** A phone as the stop keeps it: E.164, '+' and up to 15 digits (normalised by phone.ts). */
export const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

/** True for '' or a phone in the form the stop keeps it (spaces around are ignored). */
export const isValidPhone = (phone: string): boolean => {
  const value = phone.trim();
  return value === '' || PHONE_PATTERN.test(value);
};

/** Characters people write phones with: digits, spaces, brackets, dots, dashes, slashes, a leading '+'. */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;

/**
 * True for '' or a text that can be a phone number in some country (phone characters, 8 to 15
 * digits): the quick check of a form. Whether it is a number of the team's country is the
 * server's check (phone.ts), which knows the country and says its format.
 */
export const isPhoneLike = (phone: string): boolean => {
  const value = phone.trim();
  if (value === '') return true;
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(value) && digits >= 8 && digits <= 15;
};

/** The quick check's refusal: it cannot know the team's country, so it names both usual forms. */
export const PHONE_LIKE_MESSAGE = `${Messages.invalidPhone}. Type it as you dial it, or with + and its country code.`;

/** Longest phone text a request may carry (the server reads it with the team's country). */
export const PHONE_TEXT_MAX = 64;

/** A phone as typed, in a request: the server normalises it with the team's country (phone.ts). */
export const ZPhoneSchema = z
  .string({ error: Messages.invalidPhone })
  .trim()
  .max(PHONE_TEXT_MAX, Messages.invalidPhone)
  .refine((t) => !hasControlCharacters(t), { error: Messages.invalidPhone });

// ---------------------------------------------------------------------------------------------
// Visit time: number 0..10000 minutes, default 5
// ---------------------------------------------------------------------------------------------

const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const SERVICE_TIME_MESSAGE = `Visit time must be a number from 0 to ${MAX_SERVICE_TIME} minutes`;

/** Minutes as the form's text gives them: '12', '7.5'; not '0x1f', '1e3' or '-1'. */
const MINUTES_TEXT = /^\d+(\.\d+)?$/;
const minutesOfText = (text: string): number =>
  MINUTES_TEXT.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/**
 * Visit time in minutes; blank gives the default 5; fractions are rounded to whole minutes. The
 * stop form sends its text field as typed, so plain decimal text is read as its number.
 */
export const ZServiceTimeSchema = z.preprocess(
  (v) => (isBlank(v) ? DEFAULT_SERVICE_TIME : typeof v === 'string' ? minutesOfText(v) : v),
  z
    .number({ error: SERVICE_TIME_MESSAGE })
    .min(0, SERVICE_TIME_MESSAGE)
    .max(MAX_SERVICE_TIME, SERVICE_TIME_MESSAGE)
    .transform((n) => Math.round(n)),
);

/** Visit time of a form value, or undefined when it is not a number in range. */
export const parseServiceTime = (value: unknown): number | undefined => {
  const r = ZServiceTimeSchema.safeParse(value);
  return r.success ? r.data : undefined;
};

// ---------------------------------------------------------------------------------------------
// Package count: saved only if non-empty and numeric, otherwise null
// ---------------------------------------------------------------------------------------------

/** The most packages one stop can have: far above any delivery, well inside the database column. */
export const MAX_PACKAGE_COUNT = 1_000_000;
export const PACKAGE_COUNT_MESSAGE = `Package count must be a whole number from 0 to ${MAX_PACKAGE_COUNT}`;

const PACKAGE_COUNT_TEXT = /^\d+(\.\d+)?$/;

/** A whole package count 0..MAX_PACKAGE_COUNT, or null for anything empty, not numeric or too large. */
export const parsePackageCount = (value: unknown): number | null => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && PACKAGE_COUNT_TEXT.test(value.trim())
        ? Number(value.trim())
        : Number.NaN;
  const rounded = Math.round(n);
  return Number.isFinite(n) && n >= 0 && rounded <= MAX_PACKAGE_COUNT ? rounded : null;
};

/** True when the value is a number (or numeric text) above MAX_PACKAGE_COUNT: refused, not dropped. */
const isTooManyPackages = (value: unknown): boolean => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return n > MAX_PACKAGE_COUNT;
};

/** The package count of a stop's request: too large is a 400; empty or not numeric saves null. */
export const ZPackageCountFieldSchema = z
  .union([z.number(), z.string(), z.null()])
  .refine((v) => !isTooManyPackages(v), { error: PACKAGE_COUNT_MESSAGE })
  .transform(parsePackageCount);

export const ZPackageCountSchema = z.unknown().transform(parsePackageCount);

// ---------------------------------------------------------------------------------------------
// Barcodes: comma-separated, whitespace stripped on save
// ---------------------------------------------------------------------------------------------

/** The barcodes of a comma-separated text, whitespace removed, empty entries dropped. */
export const splitBarcodes = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((code) => code.replace(/\s+/g, ''))
    .filter((code) => code !== '');

/** The form in which barcodes are saved: 'a, b ,c' -> 'a,b,c'. */
export const normalizeBarcodes = (text: string | null | undefined): string => splitBarcodes(text).join(',');

export const ZBarcodesSchema = z
  .string()
  .max(10000)
  .refine((t) => !hasControlCharacters(t, true), { error: InputMessages.controlCharacters })
  .transform(normalizeBarcodes);

/**
 * The optimized view's barcode list: each barcode of the stop, matched when it was scanned and
 * missing when not; scanned barcodes that are not in the stop's list are not on this stop.
 */
export const matchBarcodes = (
  barcodes: string | null | undefined,
  scanned: string | null | undefined,
): { code: string; check: TBarcodeCheck }[] =>
  compareBarcodes(splitBarcodes(barcodes), splitBarcodes(scanned));

// ---------------------------------------------------------------------------------------------
// Time window: 'HH:mm' <-> minutes since midnight; 0 = unset
// ---------------------------------------------------------------------------------------------

/** Hour used when only minutes are entered. */
export const DEFAULT_TIME_WINDOW_HOUR = 8;

export const TIME_WINDOW_MESSAGE = 'Time window must be a time of day as HH:mm';

const toPart = (v: string | number | null | undefined): number | undefined => {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'number') return Number.isInteger(v) ? v : Number.NaN;
  const t = v.trim();
  if (t === '') return undefined;
  return /^\d{1,2}$/.test(t) ? Number(t) : Number.NaN;
};

/**
 * Minutes since midnight of an hours and a minutes field. Only minutes entered -> hour 08;
 * only hours -> minutes 00; neither -> 0 (unset). Undefined when a part is out of range.
 */
export const timeWindowFromParts = (
  hours: string | number | null | undefined,
  minutes: string | number | null | undefined,
): number | undefined => {
  const h = toPart(hours);
  const m = toPart(minutes);
  if (h === undefined && m === undefined) return UNSET_TIME_WINDOW;
  const hh = h ?? DEFAULT_TIME_WINDOW_HOUR;
  const mm = m ?? 0;
  if (!Number.isInteger(hh) || !Number.isInteger(mm) || hh < 0 || hh > 23 || mm < 0 || mm > 59) {
    return undefined;
  }
  return hh * 60 + mm;
};

/**
 * Minutes since midnight of an 'HH:mm' text ('' -> 0 unset; ':30' -> 08:30; '10' or '10:' -> 10:00).
 * Undefined when the text is not a time of day.
 */
export const parseTimeWindow = (text: string): number | undefined => {
  const t = text.trim();
  if (t === '') return UNSET_TIME_WINDOW;
  const match = /^(\d{0,2})(?::(\d{0,2}))?$/.exec(t);
  if (!match) return undefined;
  return timeWindowFromParts(match[1], match[2]);
};

/** A time window for display: 'HH:mm' when set (> 0), '' when unset. */
export const formatTimeWindow = (minutes: number | null | undefined): string => formatMinutesOfDay(minutes);

/** A time window in a request: minutes since midnight (0..1439) or an 'HH:mm' text. */
export const ZTimeWindowSchema = z.union(
  [
    z
      .number({ error: TIME_WINDOW_MESSAGE })
      .int(TIME_WINDOW_MESSAGE)
      .min(0, TIME_WINDOW_MESSAGE)
      .max(1439, TIME_WINDOW_MESSAGE),
    z.string().transform((text, ctx) => {
      const minutes = parseTimeWindow(text);
      if (minutes === undefined) {
        ctx.addIssue({ code: 'custom', message: TIME_WINDOW_MESSAGE });
        return z.NEVER;
      }
      return minutes;
    }),
  ],
  { error: TIME_WINDOW_MESSAGE },
);

// ---------------------------------------------------------------------------------------------
// The stop editor's form (web): the fields as typed, checked with the rules above
// ---------------------------------------------------------------------------------------------

/**
 * The stop editor's fields as typed (strings; each time window end as an hours and a minutes box),
 * checked with the rules above. A time window's message is given on its hours box.
 */
/** A typed weight: '' is none (null), else a number 0 or more; undefined when it is neither. */
export function parseStopWeight(text: string): number | null | undefined {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000 ? n : undefined;
}

export const ZStopEditorFormSchema = z
  .object({
    name: z.string(),
    address: z.string(),
    lat: z.number(),
    lng: z.number(),
    note: z.string(),
    priority: z.number(),
    serviceTime: z.string().refine((text) => parseServiceTime(text) !== undefined, SERVICE_TIME_MESSAGE),
    startHours: z.string(),
    startMinutes: z.string(),
    endHours: z.string(),
    endMinutes: z.string(),
    recipientName: z.string(),
    phone: z.string().refine(isPhoneLike, PHONE_LIKE_MESSAGE),
    email: z.string(),
    packageCount: z.string(),
    products: z.string(),
    barcodes: z.string(),
    /** Skills the driver must have, comma-separated; the weight in kg (issue 21). */
    skills: z.string().optional(),
    weight: z
      .string()
      .refine((text) => parseStopWeight(text) !== undefined, WorkdayMessages.invalidWeight)
      .optional(),
  })
  .superRefine((form, ctx) => {
    if (timeWindowFromParts(form.startHours, form.startMinutes) === undefined) {
      ctx.addIssue({ code: 'custom', path: ['startHours'], message: TIME_WINDOW_MESSAGE });
    }
    if (timeWindowFromParts(form.endHours, form.endMinutes) === undefined) {
      ctx.addIssue({ code: 'custom', path: ['endHours'], message: TIME_WINDOW_MESSAGE });
    }
  });
export type TStopEditorForm = z.infer<typeof ZStopEditorFormSchema>;
