import { z } from 'zod';
import { formatMinutesOfDay } from './display.js';
import { Messages } from './messages.js';

// ---------------------------------------------------------------------------------------------
// Sentinels and codes (spec sections 3 and 9)
// ---------------------------------------------------------------------------------------------

/** position_on_the_route of a stop that has no place on any driver route. */
export const NO_POSITION = 999999;
/** vehicle_route_id of a stop that no driver route reaches ('No route to stops'). */
export const NO_VEHICLE_ROUTE = -1;
/** time_window_start / time_window_end value meaning "no time window". */
export const UNSET_TIME_WINDOW = 0;
/** Visit time (service_time, minutes): default and bounds. */
export const DEFAULT_SERVICE_TIME = 5;
export const MAX_SERVICE_TIME = 10000;
/** Minutes in a day; a time of day is 0..MINUTES_PER_DAY-1. */
export const MINUTES_PER_DAY = 1440;

/** Stop priority: ASAP (red) or Normal (blue). */
export const Priority = { Normal: 0, Asap: 1 } as const;
export type TPriority = (typeof Priority)[keyof typeof Priority];

/** Stop delivery_status. */
export const DeliveryStatus = { Pending: 0, Delivered: 1, Failed: 2 } as const;
export type TDeliveryStatus = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];

/** Stop delivery_status_additional_info: why a delivery failed (0 = none given). */
export const DeliveryReason = {
  None: 0,
  RecipientNotHome: 1,
  CantFindAddress: 2,
  NoParking: 3,
  NoTime: 4,
  Other: 5,
} as const;
export type TDeliveryReason = (typeof DeliveryReason)[keyof typeof DeliveryReason];

/** Stop arrival error codes set by the optimiser (seconds otherwise). */
export const Arrival = { CannotReachTimeWindow: -2, CannotRoute: -3 } as const;

/** `err` of the POST /stop/ answer: 0 ok, -1 invalid input, -20 the plan's stop limit is reached. */
export const StopErr = { Ok: 0, Invalid: -1, PlanLimit: -20 } as const;

/** The text of the -20 answer: the plan's per-route stop limit. */
export const stopLimitMessage = (maxStops: number): string =>
  `Your plan allows at most ${maxStops} stops per route. Upgrade to add more.`;

/** Server texts about stops that are not in the spec's catalogue. */
export const StopMessages = {
  routeLocked: 'This route has been optimized; cancel the optimization before changing its stops.',
  timeWindowOrder: 'The time window must end after it starts',
} as const;

// ---------------------------------------------------------------------------------------------
// Phone: empty allowed; otherwise '+' and exactly 11 digits
// ---------------------------------------------------------------------------------------------

export const PHONE_PATTERN = /^\+\d{11}$/;

/** True for '' or '+' followed by exactly 11 digits (spaces around are ignored). */
export const isValidPhone = (phone: string): boolean => {
  const value = phone.trim();
  return value === '' || PHONE_PATTERN.test(value);
};

export const ZPhoneSchema = z
  .string({ error: Messages.invalidPhone })
  .trim()
  .refine(isValidPhone, { error: Messages.invalidPhone });

// ---------------------------------------------------------------------------------------------
// Visit time: number 0..10000 minutes, default 5
// ---------------------------------------------------------------------------------------------

const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const SERVICE_TIME_MESSAGE = `Visit time must be a number from 0 to ${MAX_SERVICE_TIME} minutes`;

/** Visit time in minutes; blank gives the default 5; fractions are rounded to whole minutes. */
export const ZServiceTimeSchema = z.preprocess(
  (v) => (isBlank(v) ? DEFAULT_SERVICE_TIME : typeof v === 'string' ? Number(v.trim()) : v),
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

/** A whole, non-negative package count, or null for anything empty or not numeric. */
export const parsePackageCount = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const n = Math.round(Number(text));
  return Number.isSafeInteger(n) && n <= 2_147_483_647 ? n : null;
};

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

export const ZBarcodesSchema = z.string().max(10000).transform(normalizeBarcodes);

/**
 * The optimized view's barcode list: each barcode of the stop, matched when it was scanned;
 * scanned barcodes that are not in the stop's list are shown too, as matched (spec section 5).
 */
export const matchBarcodes = (
  barcodes: string | null | undefined,
  scanned: string | null | undefined,
): { code: string; isMatched: boolean }[] => {
  const list = splitBarcodes(barcodes);
  const scannedList = splitBarcodes(scanned);
  const scannedSet = new Set(scannedList);
  const listed = new Set(list);
  return [
    ...list.map((code) => ({ code, isMatched: scannedSet.has(code) })),
    ...scannedList.filter((code) => !listed.has(code)).map((code) => ({ code, isMatched: true })),
  ];
};

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
// The Stop as the API returns it (spec section 3)
// ---------------------------------------------------------------------------------------------

export const ZStopSchema = z.object({
  id: z.number().int(),
  route_id: z.number().int(),
  sequence: z.number().int(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  note: z.string(),
  /** The same text as `note` (the spec names both). */
  notes: z.string(),
  priority: z.number().int(),
  service_time: z.number(),
  time_window_start: z.number().int(),
  time_window_end: z.number().int(),
  recipient_name: z.string(),
  recipient_phone_number: z.string(),
  recipient_email: z.string(),
  order_info_package_count: z.number().int().nullable(),
  order_info_products: z.string(),
  order_info_products_barcodes: z.string(),
  order_info_products_barcodes_scanned: z.string(),
  position_on_the_route: z.number().int(),
  vehicle_route_id: z.number().int(),
  delivery_status: z.number().int(),
  delivery_status_additional_info: z.number().int(),
  delivered_at: z.number().int().nullable(),
  proof_of_delivery_note: z.string(),
  has_photo: z.boolean(),
  has_signature: z.boolean(),
  arrival: z.number(),
  waiting_time: z.number(),
  when_visit_start: z.number(),
  distance: z.number(),
  duration: z.number(),
  geometry: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TStop = z.infer<typeof ZStopSchema>;

// ---------------------------------------------------------------------------------------------
// Request bodies of POST /stop/{routeId}/ and friends
// ---------------------------------------------------------------------------------------------

const stopId = z.coerce.number().int().positive();
const latitude = z.coerce
  .number()
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');
const longitude = z.coerce
  .number()
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** Add a stop: appended at the end of the route. */
export const ZAddStopSchema = z.object({
  name: text(256).optional(),
  address: text(512).optional(),
  note: text(4000).optional(),
  lat: latitude,
  lng: longitude,
});
export type TAddStop = z.input<typeof ZAddStopSchema>;

/** Every field of a stop the dispatcher may edit (all optional: fields left out keep their value). */
export const ZStopFieldsSchema = z.object({
  name: text(256).optional(),
  address: text(512).optional(),
  note: text(4000).optional(),
  /** Accepted as a synonym of `note` (the spec names both); `note` wins when both are sent. */
  notes: text(4000).optional(),
  lat: latitude.optional(),
  lng: longitude.optional(),
  priority: z.union([z.literal(Priority.Normal), z.literal(Priority.Asap)]).optional(),
  service_time: ZServiceTimeSchema.optional(),
  time_window_start: ZTimeWindowSchema.optional(),
  time_window_end: ZTimeWindowSchema.optional(),
  recipient_name: text(256).optional(),
  recipient_phone_number: ZPhoneSchema.optional(),
  recipient_email: text(256).optional(),
  order_info_package_count: z
    .union([z.number(), z.string(), z.null()])
    .transform(parsePackageCount)
    .optional(),
  order_info_products: text(4000).optional(),
  order_info_products_barcodes: ZBarcodesSchema.optional(),
});

/** Edit a stop: its id and the fields to change. */
export const ZEditStopSchema = ZStopFieldsSchema.extend({ id: stopId });
export type TEditStop = z.input<typeof ZEditStopSchema>;

/** Drag a stop's marker: only id, lat and lng. */
export const ZDragStopSchema = z.object({ id: stopId, lat: latitude, lng: longitude });
export type TDragStop = z.input<typeof ZDragStopSchema>;

/**
 * The body of POST /stop/{routeId}/ as the server reads it: without id an add (lat and lng
 * required), with id and only lat/lng a drag, otherwise an edit.
 */
export const ZSaveStopSchema = ZStopFieldsSchema.extend({ id: stopId.optional() }).superRefine(
  (body, ctx) => {
    if (body.id === undefined) {
      if (body.lat === undefined) ctx.addIssue({ code: 'custom', path: ['lat'], message: 'lat is required' });
      if (body.lng === undefined) ctx.addIssue({ code: 'custom', path: ['lng'], message: 'lng is required' });
    }
  },
);
export type TSaveStop = z.input<typeof ZSaveStopSchema>;
export type TSaveStopParsed = z.output<typeof ZSaveStopSchema>;

/** What a POST /stop/ body asks for. */
export type TStopWriteKind = 'add' | 'edit' | 'drag';

export const stopWriteKind = (body: TSaveStopParsed): TStopWriteKind => {
  if (body.id === undefined) return 'add';
  const keys = Object.keys(body).filter((k) => (body as Record<string, unknown>)[k] !== undefined);
  return keys.every((k) => k === 'id' || k === 'lat' || k === 'lng') ? 'drag' : 'edit';
};

/** Body of /stop_delete/ and /stop_copy/ and /stop_photos/. */
export const ZStopIdSchema = z.object({ id: stopId });
export type TStopId = z.input<typeof ZStopIdSchema>;

export const ZRouteIdParamsSchema = z.object({ routeId: z.coerce.number().int().positive() });
