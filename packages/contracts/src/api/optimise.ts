import { z } from 'zod';
import { ZOptimisedRouteSchema, ZOptimizeSchema } from '../optimise.js';
import {
  ZReplanConfirmAnswerSchema,
  ZReplanConfirmSchema,
  ZReplanPreviewAnswerSchema,
  ZReplanPreviewSchema,
} from '../replan.js';
import { ZTravelModelSchema, ZVehicleTypeSchema } from '../travel.js';
import { defineCall, ZSuccessAnswerSchema } from './define.js';

const tag = 'optimise';

/**
 * Answer of /optimize/ when the route was optimised (spec section 8: err 0 is success). Every refusal
 * is an error answer (4xx/5xx) whose message the dialog shows.
 */
export const ZOptimizeAnswerSchema = z.object({
  err: z.literal(0),
  message: z.string(),
  /** Stops no driver can serve (vehicle_route_id -1). */
  unassigned: z.number().int().nonnegative(),
  /** Seconds the search ran (0 when the order was kept). */
  seconds: z.number().nonnegative(),
  /** The model that made the distances and times (docs/travel-model.md), and the vehicle it planned for. */
  travel_model: ZTravelModelSchema.optional(),
  travel_vehicle: ZVehicleTypeSchema.optional(),
});
export type TOptimizeAnswer = z.infer<typeof ZOptimizeAnswerSchema>;

export const ZSendToDriversAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type TSendToDriversAnswer = z.infer<typeof ZSendToDriversAnswerSchema>;

/** Optimise, cancel and send a route (spec section 7), for dispatchers. */
export const optimiseCalls = {
  optimize: defineCall({
    method: 'POST',
    path: '/optimize/',
    tag,
    summary: "Optimise the route's stops across its selected drivers, or keep their order and compute times.",
    description:
      "is_route_optimization true (default) reorders the stops; false keeps each driver route's order " +
      '(or the list order) and only computes arrivals, legs and totals. Refused without start and end, ' +
      'with fewer than 2 stops or without drivers. On a sent or started route it re-plans what is left: ' +
      'done and failed stops stay, every driver goes on from now (once the planned start has passed), ' +
      'a started one from their last position; new stops are placed; keep_drivers keeps every planned ' +
      'stop with its driver.',
    body: ZOptimizeSchema,
    answer: ZOptimizeAnswerSchema,
  }),
  previewOptimize: defineCall({
    method: 'POST',
    path: '/optimize/preview/',
    tag,
    summary: 'Re-plan a sent or started route without applying it: the changes a confirm would make.',
    description:
      'Computes the plan as /optimize/ would and keeps it: stops moved between drivers, stops newly placed, ' +
      "each open stop's arrival before and after, stops left out with the reason, each driver's stops and end. " +
      'Apply it with /optimize/confirm/; a preview of a route that changed since is refused with 409.',
    body: ZReplanPreviewSchema,
    answer: ZReplanPreviewAnswerSchema,
  }),
  confirmOptimize: defineCall({
    method: 'POST',
    path: '/optimize/confirm/',
    tag,
    summary: 'Apply a re-plan preview of the route and tell its drivers.',
    body: ZReplanConfirmSchema,
    answer: ZReplanConfirmAnswerSchema,
  }),
  cancelOptimization: defineCall({
    method: 'POST',
    path: '/cancel_optimization/',
    tag,
    summary: 'Back to not optimised: driver routes are removed, the stops stay with their results cleared.',
    body: ZOptimisedRouteSchema,
    answer: ZSuccessAnswerSchema,
  }),
  sendToDrivers: defineCall({
    method: 'POST',
    path: '/send_to_drivers/',
    tag,
    summary: 'Send an optimised route to its drivers.',
    body: ZOptimisedRouteSchema,
    answer: ZSendToDriversAnswerSchema,
  }),
} as const;
