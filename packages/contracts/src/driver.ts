import { z } from 'zod';
import { ZTeamClockSchema } from './clock-schemas.js';
import { coordinatePair } from './coordinates.js';
import { ZProofRequiredSchema } from './driver-day.js';
import { dbId, dbIdParam, hasControlCharacters, InputMessages } from './input.js';
import { isPlannedOn, RouteMessages } from './routes.js';
import { DeliveryReason, DeliveryStatus } from './stop-codes.js';
import { ZDriverRouteDaySchema } from './workday.js';

// ---------------------------------------------------------------------------------------------
// The driver's side (decisions.md, Driver API): what a driver's phone sends and receives
// ---------------------------------------------------------------------------------------------

/** Texts of the driver API and the driver app. */
export const DriverMessages = {
  invalidClientId: 'Every update needs a client id (8 to 64 letters, digits, - or _)',
  invalidVehicleRouteId: 'The driver route id must be a positive whole number',
  invalidStopId: 'The stop id must be a positive whole number',
  invalidTakenAt: 'The time must be a moment in milliseconds since 1970',
  invalidLatLng: 'The position must be a latitude between -90 and 90 and a longitude between -180 and 180',
  invalidRouteStatus: 'The route status must be 1 (started) or 2 (finished)',
  invalidDeliveryStatus: 'The delivery status must be 0 (pending), 1 (delivered) or 2 (failed)',
  reasonRequired: 'Please choose why the delivery failed',
  invalidReason: 'The reason must be 1 to 5',
  noteTooLong: 'The note can have at most 2000 characters',
  barcodesTooLong: 'The scanned barcodes can have at most 4000 characters',
  invalidProofKind: "The proof must be a 'photo' or a 'signature'",
  invalidImage: 'The image must be a JPEG, PNG or WebP picture',
  unreadableImage: 'The image could not be read: send a whole JPEG, PNG or WebP picture',
  imageTooLarge: (maxBytes: number): string =>
    `The image is too large: at most ${Math.round(maxBytes / 1024 / 1024)} MB`,
  imageTooManyPixels: (maxPixels: number): string =>
    `The image is too large: at most ${Math.round(maxPixels / 1_000_000)} megapixels`,
  takenAtTooEarly: "The time is more than a day before the route's date: check the phone's date and time",
  takenAtInFuture: "The time is later than now: check the phone's date and time",
  routeNotStarted: 'Start the route first',
  routeFinished: 'This route is finished',
  notSentYet: 'This route has not been sent to you yet',
  /** Shown on the old driver's phone when the dispatcher hands their route to someone else. */
  routeHandedTo: (name: string): string =>
    name ? `This route was handed to ${name}.` : 'This route was handed to another driver.',
  /** A route page the driver can no longer open (handed over, taken off): not a bare 'Not found'. */
  routeNoLongerYours: 'This route is no longer yours: it was handed to another driver or taken off your day.',
  routeSent: 'Route has been sent to drivers',
} as const;

/** Largest photo or signature the server keeps, decoded. The app shrinks photos well below it. */
export const MAX_PROOF_IMAGE_BYTES = 3 * 1024 * 1024;
/** Most pixels a proof picture may have: checked from its header, before it is decoded. */
export const MAX_PROOF_IMAGE_PIXELS = 40_000_000;
/** Image types the server accepts for proof of delivery. */
export const PROOF_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TProofImageType = (typeof PROOF_IMAGE_TYPES)[number];
export const ProofKind = { Photo: 'photo', Signature: 'signature' } as const;
export type TProofKind = (typeof ProofKind)[keyof typeof ProofKind];

const positiveId = dbId;

/**
 * The id the phone gives each update, so that the same update sent twice (a flaky network, an
 * outbox replayed) is applied once. crypto.randomUUID where the page has it, another random id
 * otherwise (plain-http pages on a local network have no randomUUID).
 */
export const ZClientIdSchema = z
  .string({ error: DriverMessages.invalidClientId })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: DriverMessages.invalidClientId });

/** When the driver did it, on the phone's clock: milliseconds since 1970 (not when it arrived). */
export const ZTakenAtSchema = z
  .number({ error: DriverMessages.invalidTakenAt })
  .int({ error: DriverMessages.invalidTakenAt })
  .min(946684800000, { error: DriverMessages.invalidTakenAt })
  .max(8640000000000000, { error: DriverMessages.invalidTakenAt });

const lat = z.number({ error: DriverMessages.invalidLatLng }).min(-90).max(90);
const lng = z.number({ error: DriverMessages.invalidLatLng }).min(-180).max(180);

/** Where the phone was when the driver did it; absent when the phone could not tell. */
export const ZTakenWhereSchema = z.object({ lat, lng }).strict();

export const ZVehicleRouteIdParamsSchema = z.object({
  vehicleRouteId: dbIdParam(DriverMessages.invalidVehicleRouteId),
});

/** GET /driver/routes/?date=YYYY-MM-DD: the day (today in the team's time zone when absent). */
export const ZDriverRoutesQuerySchema = z.object({
  date: z
    .string({ error: RouteMessages.invalidDate })
    .refine(isPlannedOn, { error: RouteMessages.invalidDate })
    .optional(),
});

/** POST /driver/route_status/{vehicleRouteId}/: start (1) or finish (2) the driver's route. */
export const ZDriverRouteStatusSchema = z.object({
  client_id: ZClientIdSchema,
  route_status: z.union([z.literal(1), z.literal(2)], { error: DriverMessages.invalidRouteStatus }),
  taken_at: ZTakenAtSchema,
});
export type TDriverRouteStatus = z.input<typeof ZDriverRouteStatusSchema>;

/**
 * POST /driver/stop/{vehicleRouteId}/: the outcome of one stop. Failed (2) needs a reason 1..5;
 * delivered_at is taken_at in minutes since midnight in the team's time zone.
 */
export const ZStopDeliverySchema = z
  .object({
    client_id: ZClientIdSchema,
    stop_id: positiveId(DriverMessages.invalidStopId),
    delivery_status: z.union([z.literal(0), z.literal(1), z.literal(2)], {
      error: DriverMessages.invalidDeliveryStatus,
    }),
    delivery_status_additional_info: z
      .number({ error: DriverMessages.invalidReason })
      .int({ error: DriverMessages.invalidReason })
      .min(0, { error: DriverMessages.invalidReason })
      .max(5, { error: DriverMessages.invalidReason })
      .default(DeliveryReason.None),
    proof_of_delivery_note: z
      .string()
      .max(2000, { error: DriverMessages.noteTooLong })
      .refine((t) => !hasControlCharacters(t, true), { error: InputMessages.controlCharacters })
      .default(''),
    /** Comma-separated, as the stop's order_info_products_barcodes; whitespace is stripped on save. */
    order_info_products_barcodes_scanned: z
      .string()
      .max(4000, { error: DriverMessages.barcodesTooLong })
      .refine((t) => !hasControlCharacters(t, true), { error: InputMessages.controlCharacters })
      .default(''),
    taken_at: ZTakenAtSchema,
    position: ZTakenWhereSchema.optional(),
  })
  .refine((d) => d.delivery_status !== DeliveryStatus.Failed || d.delivery_status_additional_info > 0, {
    error: DriverMessages.reasonRequired,
    path: ['delivery_status_additional_info'],
  });
export type TStopDelivery = z.input<typeof ZStopDeliverySchema>;

/**
 * POST /driver/proof/{vehicleRouteId}/: a photo or a signature of one stop, as a data URL
 * (`data:image/jpeg;base64,...`). The server decodes the picture (it must be the type it claims) and
 * keeps a re-encoded copy: a photo as JPEG, a signature as PNG, without the file's metadata.
 */
export const ZStopProofSchema = z.object({
  client_id: ZClientIdSchema,
  stop_id: positiveId(DriverMessages.invalidStopId),
  kind: z.enum([ProofKind.Photo, ProofKind.Signature], { error: DriverMessages.invalidProofKind }),
  image: z
    .string({ error: DriverMessages.invalidImage })
    .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, { error: DriverMessages.invalidImage })
    // base64 is 4/3 of the bytes; the decoded size is checked again on the server.
    .max(Math.ceil((MAX_PROOF_IMAGE_BYTES * 4) / 3) + 32, {
      error: DriverMessages.imageTooLarge(MAX_PROOF_IMAGE_BYTES),
    }),
  taken_at: ZTakenAtSchema,
  position: ZTakenWhereSchema.optional(),
});
export type TStopProof = z.input<typeof ZStopProofSchema>;

/**
 * POST /driver/position/: where the driver is, sent while their route is started. A reading of
 * 0, 0 is a phone that has no fix, not a place (coordinates.ts); the outbox drops the refused one.
 */
export const ZDriverPositionSchema = z
  .object({
    client_id: ZClientIdSchema,
    vehicle_route_id: positiveId(DriverMessages.invalidVehicleRouteId),
    lat,
    lng,
    /** Metres, as the browser's geolocation reports it. */
    accuracy: z.number().nonnegative().max(100000).optional(),
    taken_at: ZTakenAtSchema,
  })
  .superRefine(coordinatePair('lat', 'lng'));
export type TDriverPosition = z.input<typeof ZDriverPositionSchema>;

/** POST /stop_photos/{routeId}/: { id } of the stop. */
export const ZStopPhotosSchema = z.object({ id: positiveId(DriverMessages.invalidStopId) });

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const isoOrNull = z.string().nullable();

/** One driver route as its driver sees it in the day's list. */
export const ZDriverRouteSummarySchema = z.object({
  vehicle_route_id: z.number().int(),
  route_id: z.number().int(),
  route_name: z.string(),
  /** 'YYYY-MM-DD' */
  planned_on: z.string(),
  /** A RouteStatus: 0 not started, 1 started, 2 finished. */
  route_status: z.number().int(),
  started_time: isoOrNull,
  finished_time: isoOrNull,
  sent_at: isoOrNull,
  /** Minutes since midnight, 0 meaning "now". */
  start_time: z.number().int(),
  start_point_address: z.string(),
  start_point_lat: z.number().nullable(),
  start_point_lng: z.number().nullable(),
  end_point_address: z.string(),
  end_point_lat: z.number().nullable(),
  end_point_lng: z.number().nullable(),
  /** Metres and seconds. */
  distance: z.number(),
  duration_total: z.number(),
  stops_count: z.number().int(),
  delivered_count: z.number().int(),
  failed_count: z.number().int(),
  /** What the team requires before a stop of this route may be marked delivered. */
  proof_required: ZProofRequiredSchema,
  /** When the plan starts, seconds since midnight: the stops' arrivals count from it (null: no plan). */
  plan_start_seconds: z.number().int().nullable(),
  /** The team's time zone and 12/24-hour clock, for every time of day the app shows. */
  clock: ZTeamClockSchema,
  /** The planned day: load, shift and break (issue 21). */
  day: ZDriverRouteDaySchema.optional(),
});
export type TDriverRouteSummary = z.infer<typeof ZDriverRouteSummarySchema>;

export const ZDriverRoutesAnswerSchema = z.object({
  date: z.string(),
  routes: z.array(ZDriverRouteSummarySchema),
});
export type TDriverRoutesAnswer = z.infer<typeof ZDriverRoutesAnswerSchema>;

/** A stop's proof as stored: when and where it was taken (on the phone). */
export const ZProofStampSchema = z.object({
  taken_at: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});

/** Answer of /stop_photos/{routeId}/: the pictures as data URLs, null when there is none. */
export const ZStopPhotosAnswerSchema = z.object({
  photo: z.string().nullable(),
  signature: z.string().nullable(),
  photo_taken: ZProofStampSchema.nullable(),
  signature_taken: ZProofStampSchema.nullable(),
});
export type TStopPhotosAnswer = z.infer<typeof ZStopPhotosAnswerSchema>;

/** One entry of GET /drivers_position/{routeId}/ (spec section 3, Driver position). */
export const ZDriverPositionEntrySchema = z.object({
  vehicle_route_id: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  driver_name: z.string(),
  /** When the phone took the position (ISO). */
  taken_at: z.string(),
});
export type TDriverPositionEntry = z.infer<typeof ZDriverPositionEntrySchema>;

export const ZDriversPositionAnswerSchema = z.object({ drivers: z.array(ZDriverPositionEntrySchema) });
export type TDriversPositionAnswer = z.infer<typeof ZDriversPositionAnswerSchema>;
