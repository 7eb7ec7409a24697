import { z } from 'zod';
import { ZRouteIdParamsSchema } from '../routes.js';
import { ZStopSchema } from '../stop.js';
import { ZSaveStopSchema, ZStopIdSchema } from '../stop-requests.js';
import { defineCall } from './define.js';

const tag = 'stops';

/** Answer of the calls that write one stop: err 0 with the stop, or err -20 (plan limit) without it. */
export const ZStopWriteAnswerSchema = z.union([
  z.object({ err: z.literal(0), message: z.literal(''), stop: ZStopSchema }),
  z.object({ err: z.number().int(), message: z.string(), stop: z.undefined().optional() }),
]);
export type TStopWriteAnswer = z.infer<typeof ZStopWriteAnswerSchema>;

export const ZStopsAnswerSchema = z.object({ stops: z.array(ZStopSchema) });
export type TStopsAnswer = z.infer<typeof ZStopsAnswerSchema>;

export const ZStopDeleteAnswerSchema = z.object({ id: z.number().int() });
export type TStopDeleteAnswer = z.infer<typeof ZStopDeleteAnswerSchema>;

/** The stops of a route (spec section 7): list, add/edit/drag, delete, duplicate. */
export const stopCalls = {
  listStops: defineCall({
    method: 'GET',
    path: '/stops/{routeId}/',
    tag,
    summary: "The route's stops in list order (by driver route and position once optimised).",
    params: ZRouteIdParamsSchema,
    answer: ZStopsAnswerSchema,
  }),
  saveStop: defineCall({
    method: 'POST',
    path: '/stop/{routeId}/',
    tag,
    summary: 'Add, drag or edit a stop.',
    description:
      'Without id: add a stop at the end (name, address, note, lat, lng); answers err -20 and no stop ' +
      "when the plan's stop limit is reached. With id and only lat, lng: drag. With id and fields: edit.",
    params: ZRouteIdParamsSchema,
    body: ZSaveStopSchema,
    answer: ZStopWriteAnswerSchema,
  }),
  deleteStop: defineCall({
    method: 'POST',
    path: '/stop_delete/{routeId}/',
    tag,
    summary: 'Delete a stop of a route that is not optimised.',
    params: ZRouteIdParamsSchema,
    body: ZStopIdSchema,
    answer: ZStopDeleteAnswerSchema,
  }),
  copyStop: defineCall({
    method: 'POST',
    path: '/stop_copy/{routeId}/',
    tag,
    summary: "Duplicate a stop's planned fields at the end of the route, within the plan's limit.",
    params: ZRouteIdParamsSchema,
    body: ZStopIdSchema,
    answer: ZStopWriteAnswerSchema,
  }),
} as const;
