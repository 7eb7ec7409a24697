import { z } from 'zod';
import { ZOptimisedRouteSchema, ZOptimizeSchema } from '../optimise.js';
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
      'with fewer than 2 stops, without drivers, or once a driver has started.',
    body: ZOptimizeSchema,
    answer: ZOptimizeAnswerSchema,
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
