import { z } from 'zod';
import { dbId } from './input.js';
import { OptimiseMessages, ZOptimizeSchema } from './optimise.js';

/**
 * Re-planning a sent or started route (decisions.md, "After dispatch"): the dispatcher first sees
 * what would change (POST /optimize/preview/), then confirms it (POST /optimize/confirm/).
 */
export const ReplanMessages = {
  previewIdInvalid: 'preview_id must be the id of a preview',
  /** The preview was computed before the route's stops or drivers changed: it can no longer be applied. */
  previewStale: 'The route changed meanwhile; review the changes again.',
  previewMissing: 'This preview no longer exists; review the changes again.',
  notSent: 'Only a route sent to its drivers is re-planned with a preview',
  confirmed: 'The new plan was sent to the drivers.',
} as const;

/** POST /optimize/preview/: the optimise body, and whether every planned stop stays with its driver. */
export const ZReplanPreviewSchema = ZOptimizeSchema.extend({
  keep_drivers: z.boolean({ error: OptimiseMessages.keepDriversInvalid }).default(false),
});
export type TReplanPreview = z.input<typeof ZReplanPreviewSchema>;
export type TReplanPreviewParsed = z.output<typeof ZReplanPreviewSchema>;

/** POST /optimize/confirm/: applies a preview of this route. */
export const ZReplanConfirmSchema = z.object({
  route_id: dbId(OptimiseMessages.routeIdInvalid),
  preview_id: dbId(ReplanMessages.previewIdInvalid),
});
export type TReplanConfirm = z.input<typeof ZReplanConfirmSchema>;

const ZDriverRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** Seconds since midnight of the route's day (a clock time), null when the stop has no time. */
const clockSeconds = z.number().int().nullable();

/** One stop's change: its driver and its arrival before and after. */
export const ZReplanStopChangeSchema = z.object({
  stop_id: z.number().int(),
  name: z.string(),
  /** null: no driver (left out, or added after sending). */
  driver_before: ZDriverRefSchema.nullable(),
  driver_after: ZDriverRefSchema.nullable(),
  arrival_before: clockSeconds,
  arrival_after: clockSeconds,
  /** Added after the route was sent, placed now. */
  is_new: z.boolean(),
  /** Left out by the new plan; `reason` says why, in words. */
  left_out: z.boolean(),
  reason: z.string(),
});
export type TReplanStopChange = z.infer<typeof ZReplanStopChangeSchema>;

/** One driver's day before and after: open and done stops, and when they get back. */
export const ZReplanDriverChangeSchema = z.object({
  driver: ZDriverRefSchema,
  stops_before: z.number().int().nonnegative(),
  stops_after: z.number().int().nonnegative(),
  end_before: clockSeconds,
  end_after: clockSeconds,
});
export type TReplanDriverChange = z.infer<typeof ZReplanDriverChangeSchema>;

/** The answer of a preview: what confirming it would change. */
export const ZReplanPreviewAnswerSchema = z.object({
  preview_id: z.number().int().positive(),
  route_id: z.number().int().positive(),
  keep_drivers: z.boolean(),
  /** Every open stop of the route (done and failed stops stay as they are). */
  stops: z.array(ZReplanStopChangeSchema),
  drivers: z.array(ZReplanDriverChangeSchema),
  /** Stops that would move from one driver to another. */
  moved: z.number().int().nonnegative(),
  /** Stops added after sending that the plan places. */
  placed: z.number().int().nonnegative(),
  left_out: z.number().int().nonnegative(),
});
export type TReplanPreviewAnswer = z.infer<typeof ZReplanPreviewAnswerSchema>;

export const ZReplanConfirmAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  unassigned: z.number().int().nonnegative(),
});
export type TReplanConfirmAnswer = z.infer<typeof ZReplanConfirmAnswerSchema>;
