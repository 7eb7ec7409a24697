import { z } from 'zod';
import { coordinatePair, ZLatitudeSchema, ZLongitudeSchema } from './coordinates.js';
import { dbId, multiLineText, plainText } from './input.js';
import { Priority } from './stop-codes.js';
import {
  ZBarcodesSchema,
  ZPackageCountFieldSchema,
  ZPhoneSchema,
  ZServiceTimeSchema,
  ZTimeWindowSchema,
} from './stop-fields.js';
import { stopWorkdayFields } from './workday.js';

// ---------------------------------------------------------------------------------------------
// Request bodies of POST /stop/{routeId}/ and friends
// ---------------------------------------------------------------------------------------------

const StopIdMessage = 'The stop id must be a positive whole number';

const stopId = dbId(StopIdMessage);
const latitude = ZLatitudeSchema;
const longitude = ZLongitudeSchema;
const text = plainText;
const notes = multiLineText;

/** Add a stop: appended at the end of the route, at a place (coordinates.ts). */
export const ZAddStopSchema = z
  .object({
    name: text(256).optional(),
    address: text(512).optional(),
    note: notes(4000).optional(),
    lat: latitude,
    lng: longitude,
  })
  .superRefine(coordinatePair('lat', 'lng'));
export type TAddStop = z.input<typeof ZAddStopSchema>;

/** Every field of a stop the dispatcher may edit (all optional: fields left out keep their value). */
export const ZStopFieldsSchema = z.object({
  name: text(256).optional(),
  address: text(512).optional(),
  note: notes(4000).optional(),
  /** Accepted as a synonym of `note` (the spec names both); `note` wins when both are sent. */
  notes: notes(4000).optional(),
  lat: latitude.optional(),
  lng: longitude.optional(),
  priority: z.union([z.literal(Priority.Normal), z.literal(Priority.Asap)]).optional(),
  service_time: ZServiceTimeSchema.optional(),
  time_window_start: ZTimeWindowSchema.optional(),
  time_window_end: ZTimeWindowSchema.optional(),
  recipient_name: text(256).optional(),
  recipient_phone_number: ZPhoneSchema.optional(),
  recipient_email: text(256).optional(),
  order_info_package_count: ZPackageCountFieldSchema.optional(),
  order_info_products: notes(4000).optional(),
  order_info_products_barcodes: ZBarcodesSchema.optional(),
  ...stopWorkdayFields,
});

/** Edit a stop: its id and the fields to change (a new place as a whole pair). */
export const ZEditStopSchema = ZStopFieldsSchema.extend({ id: stopId }).superRefine(
  coordinatePair('lat', 'lng'),
);
export type TEditStop = z.input<typeof ZEditStopSchema>;

/** Drag a stop's marker: only id, lat and lng. */
export const ZDragStopSchema = z
  .object({ id: stopId, lat: latitude, lng: longitude })
  .superRefine(coordinatePair('lat', 'lng'));
export type TDragStop = z.input<typeof ZDragStopSchema>;

/**
 * The body of POST /stop/{routeId}/ as the server reads it: without id an add (lat and lng
 * required), with id and only lat/lng a drag, otherwise an edit. Either way a place is a whole
 * pair that is not 0, 0 (coordinates.ts).
 */
export const ZSaveStopSchema = ZStopFieldsSchema.extend({ id: stopId.optional() }).superRefine((body, ctx) =>
  coordinatePair('lat', 'lng', { required: body.id === undefined })(body, ctx),
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
