import { z } from 'zod';
import { dbId } from './input.js';

/** Server texts of the optimise flow that are not in the spec's catalogue. */
export const OptimiseMessages = {
  startEndMissing: 'Set the start and end location of the route first',
  alreadyStarted: 'A driver has already started this route; it can no longer be optimised',
  changedMeanwhile: 'The route changed while it was being optimised. Please try again.',
  alreadyRunning: 'This route is being optimised already',
  routingFailed: (reason: string): string => `Road distances could not be computed: ${reason}`,
  notOptimized: 'This route is not optimised',
  routeIdInvalid: 'route_id must be the id of a route',
  reorderInvalid: 'is_route_optimization must be true or false',
  keepDriversInvalid: 'keep_drivers must be true or false',
  /** A solve job that failed on every try (its workers died or erred); nothing was written. */
  optimiserUnavailable: 'The optimiser could not finish this route. Please try again.',
} as const;

const routeId = dbId(OptimiseMessages.routeIdInvalid);

/** POST /optimize/: true reorders the stops across the selected drivers; false keeps the order and computes times. */
export const ZOptimizeSchema = z.object({
  route_id: routeId,
  is_route_optimization: z.boolean({ error: OptimiseMessages.reorderInvalid }).default(true),
  /** On a sent or started route: every planned stop stays with its driver (reorder only). */
  keep_drivers: z.boolean({ error: OptimiseMessages.keepDriversInvalid }).optional(),
});
export type TOptimize = z.input<typeof ZOptimizeSchema>;
export type TOptimizeParsed = z.output<typeof ZOptimizeSchema>;

/** Body of /cancel_optimization/ and /send_to_drivers/. */
export const ZOptimisedRouteSchema = z.object({ route_id: routeId });
export type TOptimisedRoute = z.input<typeof ZOptimisedRouteSchema>;
export type TOptimisedRouteParsed = z.output<typeof ZOptimisedRouteSchema>;
